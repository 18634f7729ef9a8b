import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { onDemand } from "./on-demand";
import { notify } from "./toasts";

/** What the gateway's return hands to the page it lands on when the payment did not go through. */
export interface PaymentFailedState {
  paymentFailed: { message: string };
}

function failedMessage(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("paymentFailed" in state)) return null;
  const failed = (state as PaymentFailedState).paymentFailed;
  return typeof failed?.message === "string" ? failed.message : null;
}

const PaymentFailedDialog = onDemand(() =>
  import("./payment-failed-dialog").then((module) => module.PaymentFailedDialog),
);

/**
 * After a cancelled or failed payment (the gateway's return goes home, as the spec says): a dialog
 * that stays until closed, says what happened and leads back to the cart, which still holds the
 * plan. Closing it clears the navigation state, so it does not come back on a reload or Back. Its
 * code loads only then; if it cannot, the message is shown as a toast instead.
 */
export function PaymentFailedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = failedMessage(location.state);
  const close = useCallback(
    () => void navigate(location.pathname, { replace: true, state: null }),
    [navigate, location.pathname],
  );
  const failed = useCallback(() => {
    if (message) notify.error(message);
    close();
  }, [message, close]);
  return message ? (
    <PaymentFailedDialog message={message} close={close} when="now" onFailure={failed} />
  ) : null;
}
