import { Link } from "react-router";
import { fa } from "../i18n/fa";
import { BottomSheet } from "../ui";

const ITEMS = [
  { to: "/subscription", label: fa.menuBuySubscription },
  { to: "/subscription/history", label: fa.menuSubscriptionHistory },
  { to: "/invite", label: fa.menuInvite },
  { to: "/words", label: fa.menuReviewWords },
  { to: "/logout", label: fa.menuLogout },
] as const;

/** The menu: a bottom sheet of the app's secondary destinations. */
export function AppMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <BottomSheet open={open} onClose={onClose} title={fa.menuTitle}>
      <nav aria-label={fa.menuTitle}>
        <ul className="flex flex-col">
          {ITEMS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onClose}
                className={`flex min-h-12 items-center rounded-xl px-3 text-base font-medium hover:bg-neutral-100 ${
                  item.to === "/logout" ? "text-error-700" : "text-neutral-800"
                }`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </BottomSheet>
  );
}
