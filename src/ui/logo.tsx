import { fa } from "../i18n/fa";
import { cx } from "./cx";
import { LOGO_WORD_PATH } from "./logo-word-path";

const SIZES = {
  sm: "size-10",
  md: "size-14",
  lg: "size-20",
} as const;

export type LogoProps = {
  size?: keyof typeof SIZES;
  className?: string;
};

/**
 * The installed icon's mark (public/icons/icon-*.png): «واژه» in white, bold, on the app's dark blue
 * square with rounded corners, drawn inline (no image to fetch). The word is Vazirmatn bold's
 * outlines, shaped once at build time (scripts/logo-word.ts): it needs no font, so it looks the same
 * before the bold file arrives, and it is not laid out again as each font does. A thin white
 * outline brings it to the icon's heavier weight. The word's size and place follow the icon: about
 * 53% of the width, centred. Read as the app name.
 */
export function Logo({ size = "md", className }: LogoProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      role="img"
      aria-label={fa.appName}
      focusable="false"
      className={cx("inline-block shrink-0", SIZES[size], className)}
    >
      <rect width="64" height="64" rx="14" fill="var(--color-primary-900)" />
      <path
        d={LOGO_WORD_PATH}
        fill="#fff"
        stroke="#fff"
        strokeWidth="1"
        strokeLinejoin="round"
        aria-hidden="true"
      />
    </svg>
  );
}
