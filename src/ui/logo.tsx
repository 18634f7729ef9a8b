import { fa } from "../i18n/fa";
import { cx } from "./cx";

const SIZES = {
  sm: { text: "text-xl", mark: "size-7" },
  md: { text: "text-2xl", mark: "size-9" },
  lg: { text: "text-4xl", mark: "size-14" },
} as const;

export type LogoProps = {
  size?: keyof typeof SIZES;
  className?: string;
};

/** The wordmark «واژه» with the app icon's mark; read by screen readers as the name only. */
export function Logo({ size = "md", className }: LogoProps) {
  const { text, mark } = SIZES[size];
  return (
    <span className={cx("inline-flex items-center gap-2 font-bold text-primary-900", text, className)}>
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={mark}>
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M20 42c0-7 5-12 12-12s12 5 12 12"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="32" cy="20" r="4" fill="var(--color-green-500)" />
      </svg>
      <span className="leading-none">{fa.appName}</span>
    </span>
  );
}
