import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "./cx";

export type TextFieldProps = Omit<ComponentProps<"input">, "size"> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; marks the input aria-invalid and describes it. */
  error?: ReactNode;
  /** Something inside the field's frame after the input, e.g. PasswordField's toggle. */
  trailing?: ReactNode;
};

/**
 * A labelled input with an optional hint and error. `required` shows a marker and sets
 * aria-required, but not the native attribute: the app validates with zod and shows Persian
 * messages, instead of the browser's own bubbles.
 */
export function TextField({
  label,
  hint,
  error,
  trailing,
  required,
  id,
  className,
  disabled,
  "aria-describedby": describedByProp,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [describedByProp, hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-error-700">
            *
          </span>
        )}
      </label>
      <div
        className={cx(
          "flex items-center rounded-xl border transition-colors",
          "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600",
          // A field that cannot be edited must not look like one that can: grey, dashed, no white.
          disabled
            ? "cursor-not-allowed border-dashed border-neutral-300 bg-neutral-100"
            : cx("bg-white", error ? "border-error-700" : "border-neutral-300"),
        )}
      >
        <input
          id={inputId}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            "min-h-12 w-full min-w-0 flex-1 rounded-xl bg-transparent px-4 text-base text-neutral-900",
            "outline-hidden placeholder:text-neutral-400 disabled:cursor-not-allowed disabled:text-neutral-500",
          )}
          {...inputProps}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-error-700">
          {error}
        </p>
      )}
    </div>
  );
}
