import { NavLink } from "react-router";
import { toPersianDigits } from "../domain/digits";
import { format } from "../i18n/format";
import { fa } from "../i18n/fa";
import { cx } from "./cx";
import { Icon, type IconName } from "./icon";

type Item = { to: string; label: string; icon: IconName; end?: boolean };

// Home first: in a right-to-left page it sits at the start, on the right.
const ITEMS: readonly Item[] = [
  { to: "/", label: fa.navHome, icon: "home", end: true },
  { to: "/words", label: fa.navWords, icon: "words" },
  { to: "/profile", label: fa.navProfile, icon: "profile" },
];

export type BottomNavProps = {
  /** Cards to review today: the Words tab carries the number (issue 16). */
  toReview?: number;
  className?: string;
};

/**
 * The fixed bottom navigation (h-24 plus the safe area). Give the page `pb-bottom-nav` so its
 * end is not hidden underneath; toasts always sit above it (styles/app.css).
 */
export function BottomNav({ toReview = 0, className }: BottomNavProps) {
  return (
    <nav
      aria-label={fa.mainNavigation}
      data-bottom-nav=""
      className={cx("fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white pb-safe", className)}
    >
      <ul className="mx-auto grid h-24 max-w-3xl grid-cols-3">
        {ITEMS.map((item) => (
          <li key={item.to} className="flex">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cx(
                  "group flex flex-1 flex-col items-center justify-center gap-1 text-sm font-medium transition-colors",
                  isActive ? "text-primary-900" : "text-neutral-500 hover:text-neutral-800",
                )
              }
            >
              <span className="relative flex h-8 w-16 items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-primary-100">
                <Icon name={item.icon} />
                {item.to === "/words" && toReview > 0 ? (
                  <span
                    aria-hidden="true"
                    data-testid="review-badge"
                    className="absolute -top-1 end-1 min-w-5 rounded-full bg-error-700 px-1 text-center text-xs leading-5 font-bold text-white"
                  >
                    {toPersianDigits(toReview > 99 ? "99+" : toReview)}
                  </span>
                ) : null}
              </span>
              {item.label}
              {item.to === "/words" && toReview > 0 ? (
                <span className="sr-only">
                  {"، "}
                  {format(fa.reviewNavDue, { count: toPersianDigits(toReview) })}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
