import { useEffect, useRef, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { requireParams } from "../../shared/require-params";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { refreshAfterPurchase } from "../../data/payment/pay-outcome";
import { useUserSync } from "../../data/sync/user-sync-context";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { describeError } from "../../ui/describe-error";
import { FullScreenLoading } from "../../ui/full-screen-loading";
import { notify, TOAST_IDS } from "../../ui/toasts";
import { OfflineNotice } from "../../ui/offline-notice";
import type { PaymentFailedState } from "../../ui/payment-failed-notice";
import { HISTORY_PATH } from "../../shared/route-paths";

const failedState = (message: string): PaymentFailedState => ({ paymentFailed: { message } });

/** The factor number from the path (required: 400 without it) and the gateway's query, untouched. */
export function verifyPaymentLoader({ params, request }: Pick<LoaderFunctionArgs, "params" | "request">) {
  const { factorNo } = requireParams(params, ["factorNo"]);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return { factorNo, query };
}

/**
 * /verifyPayment/{factorNo}: where the gateway sends the browser back. It asks the server to check
 * the payment while a full-screen message shows; paid → the history with the success toast (and a
 * sync, so the newly opened lessons appear); failed or refused → home, where a dialog says so and
 * leads back to the cart (PaymentFailedNotice). Without
 * a connection it says so and offers to try again (the payment may well have gone through).
 */
export function VerifyPaymentScreen() {
  const { factorNo, query } = useLoaderData<typeof verifyPaymentLoader>();
  const navigate = useNavigate();
  const { engine } = useUserSync();
  const [offline, setOffline] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // One request per attempt, even when an effect runs twice (StrictMode).
  const sentFor = useRef<number | null>(null);

  useEffect(() => {
    if (sentFor.current === attempt) return;
    sentFor.current = attempt;
    api.paymentVerify(factorNo, query).then(
      (answer) => {
        if (answer.data.status === "paid") {
          refreshAfterPurchase(engine);
          notify.forNextScreen.success(fa.storePaySuccess, { id: TOAST_IDS.paySuccess });
          void navigate(HISTORY_PATH, { replace: true });
          return;
        }
        void navigate("/", { replace: true, state: failedState(fa.storePayFailed) });
      },
      (error: unknown) => {
        if (error instanceof AppError && error.code === "offline") {
          setOffline(true);
          return;
        }
        const message = format(fa.storePayCheckFailed, { reason: describeError(error) });
        void navigate("/", { replace: true, state: failedState(message) });
      },
    );
  }, [attempt, factorNo, query, navigate, engine]);

  if (offline) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-center font-medium text-neutral-700">{fa.storeVerifyNeedsConnection}</p>
        <OfflineNotice
          onRetry={() => {
            setOffline(false);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }
  return <FullScreenLoading text={fa.storeVerifying} />;
}
