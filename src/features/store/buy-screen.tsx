import { useState } from "react";
import { useLoaderData, useNavigate } from "react-router";
import { api } from "../../data/api/api";
import { followPayAnswer } from "../../data/payment/pay-outcome";
import { fa } from "../../i18n/fa";
import { Button, ButtonLink, describeError, notify, TOAST_IDS } from "../../ui";
import type { buyLoader } from "./buy-loader";
import { CartProducts, CartTotals } from "./cart-summary";
import { DiscountForm } from "./discount-form";
import { GatewayChoice } from "./gateway-choice";
import { StoreOffline } from "./store-offline";
import { giftPath, HISTORY_PATH, SUBSCRIPTIONS_PATH } from "./store-paths";

/**
 * /subscription/buy/{licenseId?}: the cart (products, discount code, totals), the payment method
 * (the first one chosen), a gift button for that method and the pay button.
 */
export function BuyScreen() {
  const loaded = useLoaderData<typeof buyLoader>();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  if (loaded.offline) return <StoreOffline backTo={SUBSCRIPTIONS_PATH} />;
  const { cart, gateways } = loaded;
  // The first method is preselected; a choice survives a reload of the cart while it still exists.
  const gateway = gateways.find((g) => g.key === choice)?.key ?? gateways[0]?.key ?? "";

  async function pay() {
    setPaying(true);
    try {
      const answer = await api.payCart(gateway);
      if (followPayAnswer(answer.data) === "gateway") return; // the browser is leaving for the gateway
    } catch (error) {
      notify.error(describeError(error));
      setPaying(false);
      return;
    }
    notify.success(fa.storePaySuccess, { id: TOAST_IDS.paySuccess });
    void navigate(HISTORY_PATH);
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{fa.storeBuyTitle}</h1>
      <CartProducts cart={cart} />
      <DiscountForm appliedCode={cart.discount_code} />
      <CartTotals cart={cart} />
      <GatewayChoice gateways={gateways} value={gateway} onChange={setChoice} disabled={paying} />
      <div className="flex flex-col gap-2">
        <Button fullWidth size="lg" loading={paying} onClick={() => void pay()}>
          {fa.storePay}
        </Button>
        <ButtonLink to={giftPath(gateway)} variant="outline" fullWidth aria-disabled={paying || undefined}>
          {fa.storeGift}
        </ButtonLink>
      </div>
    </div>
  );
}
