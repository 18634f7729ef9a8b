import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useSession } from "../data/session/use-session";
import { fa } from "../i18n/fa";
import { BottomSheet } from "../ui/bottom-sheet";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Icon, type IconName } from "../ui/icon";
import { REVIEW_PATH } from "../ui/review-paths";
import { SubscriptionStatus } from "../ui/subscription-status";

const ITEMS: { to: string; label: string; icon: IconName }[] = [
  { to: "/subscription", label: fa.menuBuySubscription, icon: "cart" },
  { to: "/subscription/history", label: fa.menuSubscriptionHistory, icon: "history" },
  { to: "/invite", label: fa.menuInvite, icon: "invite" },
  { to: "/words", label: fa.menuReviewWords, icon: "words" },
];

const ROW =
  "flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-base font-medium hover:bg-neutral-100";

/**
 * The menu: a bottom sheet with the learner's subscription (until when, or none), the app's
 * secondary destinations with their icons, and logout, which asks first.
 */
export function AppMenu({
  open,
  onClose,
  toReview = 0,
}: {
  open: boolean;
  onClose: () => void;
  /** Cards to review today (the signed-in frame's one reading of them). */
  toReview?: number;
}) {
  const user = useSession().user;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // «مرور واژه‌ها» opens the review session when cards are due, the saved words otherwise.
  const items = ITEMS.map((item) =>
    item.to === "/words" && toReview > 0 ? { ...item, to: REVIEW_PATH } : item,
  );
  return (
    <>
      <BottomSheet open={open} onClose={onClose} title={fa.menuTitle}>
        <SubscriptionStatus
          endsAt={user?.subscription_ends_at}
          giftFrom={user?.subscription_gift_from}
          className="px-3 pb-2 text-sm"
        />
        <nav aria-label={fa.menuTitle}>
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={onClose} className={`${ROW} text-neutral-800`}>
                  <Icon name={item.icon} className="size-5 text-neutral-500" />
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={`${ROW} text-error-700`}
                onClick={() => {
                  onClose();
                  setConfirming(true);
                }}
              >
                <Icon name="logout" className="size-5" />
                {fa.menuLogout}
              </button>
            </li>
          </ul>
        </nav>
      </BottomSheet>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={fa.logoutConfirmTitle}
        actions={
          <>
            <Button
              variant="danger"
              fullWidth
              onClick={() => {
                setConfirming(false);
                void navigate("/logout");
              }}
            >
              {fa.logoutConfirm}
            </Button>
            <Button variant="outline" fullWidth onClick={() => setConfirming(false)}>
              {fa.cancel}
            </Button>
          </>
        }
      >
        <p className="leading-7">{fa.logoutConfirmText}</p>
      </Dialog>
    </>
  );
}
