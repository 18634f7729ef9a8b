import { useState } from "react";
import { useLoaderData } from "react-router";
import { api } from "../../data/api/api";
import { useSession } from "../../data/session/use-session";
import { formatPersianNumber, formatToman } from "../../domain/money";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { usePayCart } from "../../shared/use-pay-cart";
import type { buyLoader } from "./buy-loader";
import { CartProducts, CartTotals } from "./cart-summary";
import { DiscountForm } from "./discount-form";
import { GatewayChoice, type GatewayOption } from "./gateway-choice";
import { StoreOffline } from "./store-offline";
import { giftPath, SUBSCRIPTIONS_PATH } from "../../shared/route-paths";

/** The gateway paid from the learner's points (the server's `points` gateway). */
const POINTS_GATEWAY = "points";

/**
 * /subscription/buy/{licenseId?}: the cart (products, discount code, totals), the payment method
 * (the first one that can pay chosen; the points one disabled, with the reason, when the learner's
 * points fall short), a gift button for that method, and the payable amount with the pay button,
 * which stay at the bottom of the screen.
 */
export function BuyScreen() {
  const loaded = useLoaderData<typeof buyLoader>();
  const [choice, setChoice] = useState<string | null>(null);
  const points = useSession().user?.point ?? 0;
  const { pay, paying } = usePayCart((gateway: string) => api.payCart(gateway));

  if (loaded.offline) return <StoreOffline backTo={SUBSCRIPTIONS_PATH} />;
  const { cart } = loaded;
  const need = cart.total_final_price_in_point;
  const gateways: GatewayOption[] = loaded.gateways.map((g) =>
    g.key === POINTS_GATEWAY && points < need
      ? {
          ...g,
          unavailable: format(fa.storePointsTooFew, {
            have: formatPersianNumber(points),
            need: formatPersianNumber(need),
          }),
        }
      : g,
  );
  const usable = gateways.filter((g) => !g.unavailable);
  // The first usable method is preselected; a choice survives a reload of the cart while usable.
  const gateway = usable.find((g) => g.key === choice)?.key ?? usable[0]?.key ?? "";

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{fa.storeBuyTitle}</h1>
      <CartProducts cart={cart} />
      <DiscountForm appliedCode={cart.discount_code} />
      <CartTotals cart={cart} />
      <GatewayChoice gateways={gateways} value={gateway} onChange={setChoice} disabled={paying} />
      <ButtonLink to={giftPath(gateway)} variant="outline" fullWidth aria-disabled={paying || undefined}>
        {fa.storeGift}
      </ButtonLink>
      <div
        data-testid="pay-bar"
        className="sticky bottom-0 -mx-4 -mb-8 flex flex-col gap-2 border-t border-neutral-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom,0px))] backdrop-blur"
      >
        <p className="flex items-center justify-between gap-3 font-bold text-neutral-900">
          <span>{fa.storePayable}</span>
          <span>{formatToman(cart.total_final_price)}</span>
        </p>
        <Button fullWidth size="lg" loading={paying} disabled={!gateway} onClick={() => void pay(gateway)}>
          {fa.storePay}
        </Button>
      </div>
    </div>
  );
}
