import { useLocation, useNavigate } from "react-router";
import { fa } from "../i18n/fa";
import { Button } from "./button";
import { ButtonLink } from "./button-link";
import { Dialog } from "./dialog";

/** The cart page (the store's /subscription/buy). */
const CART_PATH = "/subscription/buy";

/** What the gateway's return hands to the page it lands on when the payment did not go through. */
export interface PaymentFailedState {
  paymentFailed: { message: string };
}

function failedMessage(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("paymentFailed" in state)) return null;
  const failed = (state as PaymentFailedState).paymentFailed;
  return typeof failed?.message === "string" ? failed.message : null;
}

/**
 * After a cancelled or failed payment (the gateway's return goes home, as the spec says): a dialog
 * that stays until closed, says what happened and leads back to the cart, which still holds the
 * plan. Closing it clears the navigation state, so it does not come back on a reload or Back.
 */
export function PaymentFailedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = failedMessage(location.state);
  const close = () => void navigate(location.pathname, { replace: true, state: null });
  return (
    <Dialog
      open={message !== null}
      onClose={close}
      title={fa.storePayFailedTitle}
      actions={
        <>
          <ButtonLink to={CART_PATH} fullWidth replace>
            {fa.storeBackToCart}
          </ButtonLink>
          <Button variant="outline" fullWidth onClick={close}>
            {fa.close}
          </Button>
        </>
      }
    >
      <p role="alert" className="leading-7">
        {message}
      </p>
      <p className="mt-2 leading-7">{fa.storePayFailedCartKept}</p>
    </Dialog>
  );
}
