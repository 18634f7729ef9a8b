import { activeSubscriptionEnd } from "../domain/subscription";
import { formatPersianDate } from "../domain/persian-date";
import { fa } from "../i18n/fa";
import { format } from "../i18n/format";
import { cx } from "./cx";
import { toPersianDigits } from "../domain/digits";

/**
 * The learner's subscription, from the token's claims: «اشتراک فعال تا ۱۴۰۵/۰۹/۳۰» (Persian calendar)
 * and, when a running period was a gift, «هدیه‌ای از مینا احمدی»; or «اشتراک فعالی ندارید».
 */
export function SubscriptionStatus({
  endsAt,
  giftFrom,
  className,
}: {
  endsAt: string | null | undefined;
  giftFrom?: string | undefined;
  className?: string;
}) {
  const end = activeSubscriptionEnd(endsAt);
  const giver = end ? giftFrom?.trim() : undefined;
  return (
    <p
      data-testid="subscription-status"
      className={cx("font-medium", end ? "text-green-800" : "text-neutral-600", className)}
    >
      {end ? format(fa.subscriptionActiveUntil, { date: formatPersianDate(end) }) : fa.subscriptionNone}
      {giver ? (
        <span className="block text-sm font-normal text-neutral-700">
          {format(fa.subscriptionGiftFrom, { name: toPersianDigits(giver) })}
        </span>
      ) : null}
    </p>
  );
}
