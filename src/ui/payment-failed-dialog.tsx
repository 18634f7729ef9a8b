import { fa } from "../i18n/fa";
import { Button } from "./button";
import { ButtonLink } from "./button-link";
import { Dialog } from "./dialog";

/** The cart page (the store's /subscription/buy). */
const CART_PATH = "/subscription/buy";

/** PaymentFailedNotice's dialog (payment-failed-notice.tsx), loaded only when a payment has failed. */
export function PaymentFailedDialog({ message, close }: { message: string; close: () => void }) {
  return (
    <Dialog
      open
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
