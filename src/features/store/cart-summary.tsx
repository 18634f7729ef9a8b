import type { Cart } from "../../contract/store";
import { formatDuration, formatPersianNumber, formatToman } from "../../domain/money";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { cx } from "../../ui/cx";

/** The cart's products (name, length, price). */
export function CartProducts({ cart }: { cart: Cart }) {
  return (
    <ul className="flex flex-col gap-3">
      {cart.products.map((product, index) => (
        <li key={index} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200">
          <h2 className="mb-2 text-lg font-bold" dir="auto">
            {product.name}
          </h2>
          <dl className="flex flex-col gap-1 text-sm">
            <Row
              label={fa.storeDuration}
              value={formatDuration(product.expiry_time, product.expiry_time_type)}
            />
            <Row label={fa.storePrice} value={formatToman(product.price)} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The cart's totals: price, discount, what is left to pay, and the same in points. */
export function CartTotals({ cart }: { cart: Cart }) {
  return (
    <dl
      aria-label={fa.storeTotals}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200"
    >
      <Row label={fa.storeTotalPrice} value={formatToman(cart.total_price)} />
      <Row
        label={fa.storeDiscountAmount}
        value={formatToman(cart.total_discount)}
        className={cart.total_discount > 0 ? "text-green-700" : undefined}
      />
      <Row
        label={fa.storePayable}
        value={formatToman(cart.total_final_price)}
        className="border-t border-neutral-200 pt-2 text-lg font-bold text-neutral-900"
      />
      <Row
        label={fa.storePayablePoints}
        value={format(fa.storePointsValue, { points: formatPersianNumber(cart.total_final_price_in_point) })}
      />
    </dl>
  );
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cx("flex items-center justify-between gap-4 text-neutral-700", className)}>
      <dt>{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
