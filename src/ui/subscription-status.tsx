import { activeSubscriptionEnd } from "../domain/subscription";
import { formatPersianDate } from "../domain/persian-date";
import { fa } from "../i18n/fa";
import { format } from "../i18n/format";
import { cx } from "./cx";

/**
 * The learner's subscription in one line, from the token's claim: «اشتراک فعال تا ۱۴۰۵/۰۹/۳۰»
 * (Persian calendar), or «اشتراک فعالی ندارید».
 */
export function SubscriptionStatus({
  endsAt,
  className,
}: {
  endsAt: string | null | undefined;
  className?: string;
}) {
  const end = activeSubscriptionEnd(endsAt);
  return (
    <p
      data-testid="subscription-status"
      className={cx("font-medium", end ? "text-green-800" : "text-neutral-600", className)}
    >
      {end ? format(fa.subscriptionActiveUntil, { date: formatPersianDate(end) }) : fa.subscriptionNone}
    </p>
  );
}
