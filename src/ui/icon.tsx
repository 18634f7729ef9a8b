import { cx } from "./cx";

const ICONS = {
  /** Points right: "back" in a right-to-left page (mirrored in left-to-right ones). */
  arrowBack: "M5 12h14M13 6l6 6-6 6",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  check: "M5 12.5l4.5 4.5L19 7",
  circle: "M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14z",
  star: "M12 2.8l2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.16l-5.62 2.96 1.07-6.27L2.9 9.4l6.3-.9z",
  home: "M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1z",
  words: "M3 5.5c3-1.3 6-1.3 9 .8 3-2.1 6-2.1 9-.8v13c-3-1.3-6-1.3-9 .8-3-2.1-6-2.1-9-.8zM12 6.3v13",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5a7.5 7.5 0 0 1 15 0",
  eye: "M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  eyeOff:
    "M3 3l18 18M10.6 5.6A9.9 9.9 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.9 3.7M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.5-.6 4.9-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2",
  image:
    "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 16l5-5 4 4 2.5-2.5L21 19M15.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  offline:
    "M2 8.8a15 15 0 0 1 4.4-2.7M10.5 5.1A15 15 0 0 1 22 8.8M5 12.9a10 10 0 0 1 5-2.7M15.8 10.6A10 10 0 0 1 19 12.9M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M2 2l20 20",
  inbox: "M3 13h5l1.5 3h5l1.5-3h5M6 5h12l3 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6z",
  cart: "M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01",
  history: "M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 4v4h4M12 7.5V12l3 2",
  invite: "M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6",
  logout: "M14 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h10",
} as const;

const FILLED: ReadonlySet<IconName> = new Set(["star"]);

export type IconName = keyof typeof ICONS;

export type IconProps = {
  name: IconName;
  /** Size and colour via classes, e.g. `size-6 text-primary-800`; defaults to `size-6`. */
  className?: string;
};

/** A decorative 24×24 line icon in `currentColor`; always hidden from assistive technology. */
export function Icon({ name, className }: IconProps) {
  const filled = FILLED.has(name);
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx("size-6 shrink-0", name === "arrowBack" && "ltr:-scale-x-100", className)}
      data-icon={name}
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
