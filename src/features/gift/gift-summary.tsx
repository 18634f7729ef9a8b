import type { Cart } from "../../contract/store";
import { formatDuration, formatToman } from "../../domain/money";
import { fa } from "../../i18n/fa";

/** What is gifted and for how much: the cart's plan, its length and the amount to pay. */
export function GiftSummary({ cart }: { cart: Cart }) {
  const product = cart.products[0];
  if (!product) return null;
  return (
    <section
      aria-label={fa.giftWhat}
      className="flex flex-col gap-1 rounded-2xl bg-primary-50 p-4 text-primary-950 ring-1 ring-primary-200"
    >
      <h2 className="text-sm text-primary-800">{fa.giftWhat}</h2>
      <p className="text-lg font-bold" dir="auto">
        {product.name}
      </p>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt>{fa.storeDuration}</dt>
          <dd className="font-medium">{formatDuration(product.expiry_time, product.expiry_time_type)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{fa.storePayable}</dt>
          <dd className="font-bold">{formatToman(cart.total_final_price)}</dd>
        </div>
      </dl>
    </section>
  );
}
