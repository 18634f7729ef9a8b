import { cx } from "./cx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export type ButtonStyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-xl text-center font-medium transition-colors " +
  "select-none disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary-800 text-white shadow-sm hover:bg-primary-900 active:bg-primary-950",
  secondary: "bg-primary-100 text-primary-900 hover:bg-primary-200 active:bg-primary-300",
  outline:
    "border-2 border-primary-800 bg-transparent text-primary-800 hover:bg-primary-50 active:bg-primary-100",
  ghost: "bg-transparent text-primary-800 hover:bg-primary-50 active:bg-primary-100",
  danger: "bg-error-700 text-white shadow-sm hover:bg-error-800 active:bg-error-900",
};

// Every size keeps a touch target of at least 44 px (min-h-11).
const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 text-sm",
  md: "min-h-12 px-5 text-base",
  lg: "min-h-14 px-6 text-lg",
};

/** The classes of a button, shared by `Button` and `ButtonLink` so both look the same. */
export function buttonClasses(
  { variant = "primary", size = "md", fullWidth = false }: ButtonStyleProps,
  className?: string,
): string {
  return cx(BASE, VARIANTS[variant], SIZES[size], fullWidth && "w-full", className);
}
