import { fa } from "../i18n/fa";
import { cx } from "./cx";

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
 * square with rounded corners, drawn inline in the page's own Vazirmatn bold (no image or font to
 * fetch; a thin white outline brings it to the icon's heavier weight). The word's size and place
 * follow the icon: about 53% of the width, centred. Read as the app name.
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
      <text
        x="32"
        y="35.8"
        textAnchor="middle"
        fontSize="20.4"
        fontWeight="700"
        fill="#fff"
        stroke="#fff"
        strokeWidth="1"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {fa.appName}
      </text>
    </svg>
  );
}
