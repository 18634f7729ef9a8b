import { Link } from "react-router";
import { useSession } from "../../data/session/use-session";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { activeSubscriptionEnd } from "../../domain/subscription";
import { ButtonLink } from "../../ui/button-link";
import { Icon } from "../../ui/icon";
import { SubscriptionStatus } from "../../ui/subscription-status";
import { fullName } from "./full-name";
import { ProfileAvatar } from "./profile-avatar";
import { REVIEW_SETTINGS_PATH } from "../../ui/review-paths";

const LINKS = [
  { to: "/profile/edit", label: fa.profileEdit },
  { to: "/profile/change-password", label: fa.profileChangePassword },
  { to: "/subscription/history", label: fa.profileSubscriptionHistory },
  { to: "/invite", label: fa.profileInvite },
  { to: "/gift", label: fa.profileGift },
  { to: REVIEW_SETTINGS_PATH, label: fa.reviewSettingsLink },
] as const;

/** A claim as a row's value: a dash when it is empty. */
function orDash(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : fa.profileEmptyValue;
}

/**
 * /profile: the picture, the full name, the subscription (until when, or none) with a button to buy
 * or extend it, the learner's details and the account links. It reads the session's token claims,
 * so it needs no request (and works offline).
 */
export function ProfileScreen() {
  const user = useSession().user;
  const name = user ? fullName(user) : "";
  const subscribed = activeSubscriptionEnd(user?.subscription_ends_at) !== null;
  const rows = [
    {
      label: fa.mobile,
      value: user?.mobile ? toPersianDigits(user.mobile) : fa.profileEmptyValue,
      ltr: true,
    },
    { label: fa.profileEmail, value: orDash(user?.email), ltr: true },
    { label: fa.city, value: orDash(user?.city), ltr: false },
    { label: fa.qualification, value: orDash(user?.qualification), ltr: false },
  ];

  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-neutral-200">
        <ProfileAvatar picture={user?.picture} alt={fa.profilePicture} />
        <h1 className="text-xl font-bold text-neutral-900">{name || fa.profileUnknownName}</h1>
        <SubscriptionStatus endsAt={user?.subscription_ends_at} giftFrom={user?.subscription_gift_from} />
        <ButtonLink
          to="/subscription"
          fullWidth
          className="max-w-xs"
          variant={subscribed ? "outline" : "primary"}
        >
          {subscribed ? fa.subscriptionExtend : fa.profileBuySubscription}
        </ButtonLink>
      </section>

      <dl className="divide-y divide-neutral-200 rounded-3xl bg-white px-4 shadow-sm ring-1 ring-neutral-200">
        {rows.map((row) => (
          <div key={row.label} className="flex min-h-12 items-center justify-between gap-4 py-2">
            <dt className="text-sm text-neutral-600">{row.label}</dt>
            <dd className="min-w-0 break-words text-end font-medium text-neutral-900">
              {row.ltr && row.value !== fa.profileEmptyValue ? <bdi dir="ltr">{row.value}</bdi> : row.value}
            </dd>
          </div>
        ))}
      </dl>

      <nav aria-label={fa.profileAccountLinks}>
        <ul className="divide-y divide-neutral-200 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-neutral-200">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex min-h-12 items-center justify-between gap-3 px-4 py-3 font-medium text-neutral-800 -outline-offset-2 hover:bg-neutral-50"
              >
                {link.label}
                <Icon name="arrowBack" className="size-5 rotate-180 text-neutral-400" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
