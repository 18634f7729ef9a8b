import type { Factor } from "../../contract/store";
import { toPersianDigits } from "../../domain/digits";
import { formatToman } from "../../domain/money";
import { formatPersianDate } from "../../domain/persian-date";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";

const STATUS_BADGE: Partial<Record<Factor["status"], { text: string; tone: string }>> = {
  pending: { text: fa.storeFactorPending, tone: "bg-warning-100 text-warning-900" },
  failed: { text: fa.storeFactorFailed, tone: "bg-error-50 text-error-800" },
};

const GIFT_TONE = "bg-primary-50 text-primary-900";

interface Row {
  label: string;
  value: string;
  ltr: boolean;
}

/** Who gave a received gift: their name and mobile, either one, or «one of your friends». */
export function giverText(gift: NonNullable<Factor["gift"]>): string {
  const name = gift.from_name?.trim();
  const mobile = gift.from_mobile ? toPersianDigits(gift.from_mobile) : "";
  if (name && mobile) return format(fa.storeGiftFromBoth, { name, mobile });
  return name || mobile || fa.storeGiftSomeone;
}

function rowsOf(factor: Factor): Row[] {
  const received = factor.gift?.direction === "received";
  const date = (value: string) => formatPersianDate(value);
  return [
    // Order numbers are the gateway's: Latin, left to right.
    { label: fa.storeOrderNumber, value: factor.no, ltr: true },
    ...(received && factor.gift
      ? [{ label: fa.storeGiftFrom, value: giverText(factor.gift), ltr: false }]
      : []),
    // A failed order never started anything: it shows when it was made instead.
    factor.status === "failed"
      ? { label: fa.storeOrderDate, value: date(factor.created_at.date), ltr: false }
      : { label: fa.storeStartDate, value: date(factor.created_at.date), ltr: false },
    ...(factor.expiry_at ? [{ label: fa.storeEndDate, value: date(factor.expiry_at.date), ltr: false }] : []),
    ...(received
      ? []
      : [
          {
            label: factor.gift?.direction === "sent" ? fa.storeGiftRecipient : fa.mobile,
            value: factor.phone ? toPersianDigits(factor.phone) : fa.profileEmptyValue,
            ltr: Boolean(factor.phone),
          },
          { label: fa.storePrice, value: formatToman(factor.final_price), ltr: false },
        ]),
  ];
}

/**
 * One entry of the history: the first order's name (or «عنوان نامشخص»), the order number, the start
 * (or, for a failed order, the order) date and the optional end date (Persian calendar), the mobile
 * and the price. A gift says so: sent ones name the recipient; received ones the giver, not the price.
 */
export function FactorCard({ factor }: { factor: Factor }) {
  const title = factor.orders[0]?.name.trim() || fa.storeUnknownTitle;
  const status = STATUS_BADGE[factor.status];
  const badges = [
    ...(factor.gift
      ? [
          {
            text: factor.gift.direction === "sent" ? fa.storeGiftSent : fa.storeGiftReceived,
            tone: GIFT_TONE,
          },
        ]
      : []),
    ...(status ? [status] : []),
  ];

  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold" dir="auto">
          {title}
        </h2>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          {badges.map((badge) => (
            <span key={badge.text} className={`rounded-full px-2 py-1 text-sm font-medium ${badge.tone}`}>
              {badge.text}
            </span>
          ))}
        </div>
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        {rowsOf(factor).map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4">
            <dt className="text-neutral-600">{row.label}</dt>
            <dd className="min-w-0 break-words text-end font-medium text-neutral-900">
              {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
