import type { Factor } from "../../contract/store";
import { toPersianDigits } from "../../domain/digits";
import { formatToman } from "../../domain/money";
import { formatPersianDate } from "../../domain/persian-date";
import { fa } from "../../i18n/fa";

const STATUS_BADGE: Partial<Record<Factor["status"], { text: string; tone: string }>> = {
  pending: { text: fa.storeFactorPending, tone: "bg-warning-100 text-warning-900" },
  failed: { text: fa.storeFactorFailed, tone: "bg-error-50 text-error-800" },
};

/**
 * One entry of the history: the first order's name (or «عنوان نامشخص»), the order number, the start
 * and optional end date (yyyy/MM/dd, Persian calendar), the mobile and the price.
 */
export function FactorCard({ factor }: { factor: Factor }) {
  const title = factor.orders[0]?.name.trim() || fa.storeUnknownTitle;
  const badge = STATUS_BADGE[factor.status];
  const rows = [
    { label: fa.storeOrderNumber, value: toPersianDigits(factor.no), ltr: true },
    { label: fa.storeStartDate, value: formatPersianDate(factor.created_at.date), ltr: false },
    ...(factor.expiry_at
      ? [{ label: fa.storeEndDate, value: formatPersianDate(factor.expiry_at.date), ltr: false }]
      : []),
    {
      label: fa.mobile,
      value: factor.phone ? toPersianDigits(factor.phone) : fa.profileEmptyValue,
      ltr: Boolean(factor.phone),
    },
    { label: fa.storePrice, value: formatToman(factor.final_price), ltr: false },
  ];

  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold" dir="auto">
          {title}
        </h2>
        {badge ? (
          <span className={`shrink-0 rounded-full px-2 py-1 text-sm font-medium ${badge.tone}`}>
            {badge.text}
          </span>
        ) : null}
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4">
            <dt className="text-neutral-600">{row.label}</dt>
            <dd className="font-medium text-neutral-900">
              {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
