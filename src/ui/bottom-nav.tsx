import { NavLink } from "react-router";
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

export type BottomNavProps = { className?: string };

/**
 * The fixed bottom navigation (h-24 plus the safe area). Give the page `pb-bottom-nav` so its
 * end is not hidden underneath; toasts move above it on their own.
 */
export function BottomNav({ className }: BottomNavProps) {
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
              <span className="flex h-8 w-16 items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-primary-100">
                <Icon name={item.icon} />
              </span>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
