import type { ComponentProps } from "react";
import { buttonClasses, type ButtonStyleProps } from "./button-styles";
import { Spinner } from "./spinner";

export type ButtonProps = ComponentProps<"button"> &
  ButtonStyleProps & {
    /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
    loading?: boolean;
  };

/** A real `<button>`; `type` defaults to "button", so a form submit must say `type="submit"`. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = "button",
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth }, className)}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
