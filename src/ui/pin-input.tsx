import { useId, useState, type ChangeEvent, type ReactNode, type Ref, type SyntheticEvent } from "react";
import { toLatinDigits, toPersianDigits } from "../domain/digits";
import { fa } from "../i18n/fa";
import { cx } from "./cx";

export type PinInputProps = {
  /** How many digits the code has; the SMS code has 5. */
  length?: number;
  /** Controlled value (Latin digits). Leave out to let the input keep its own. */
  value?: string;
  defaultValue?: string;
  /** Every change, with Latin digits only. */
  onChange?: (value: string) => void;
  /** Once each time the last digit arrives (typed, pasted or autofilled): auto-submit here. */
  onComplete?: (code: string) => void;
  label?: string;
  /** Shows the label only to assistive technology (when the screen's heading already says it). */
  hideLabel?: boolean;
  /** Marks every box invalid (aria-invalid and a red frame) and shows the text under them. */
  error?: ReactNode;
  disabled?: boolean;
  /** The one real input, e.g. to put focus back on the first box after a wrong code. */
  ref?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** Form field name: the submitted value is the Latin-digit code. */
  name?: string;
  id?: string;
  className?: string;
};

/** Keeps only digits (Persian and Arabic ones turned Latin), at most `length` of them. */
export function sanitizePin(raw: string, length: number): string {
  return toLatinDigits(raw).replace(/\D/g, "").slice(0, length);
}

/**
 * A one-time-code entry: one real input (so SMS autofill, paste and screen readers just work)
 * drawn as one box per digit. The caret always stays at the end, like the boxes suggest.
 */
export function PinInput({
  length = 5,
  value: valueProp,
  defaultValue = "",
  onChange,
  onComplete,
  label = fa.pinLabel,
  hideLabel = false,
  error,
  disabled = false,
  autoFocus,
  name,
  id,
  className,
  ref,
}: PinInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  const [inner, setInner] = useState(() => sanitizePin(defaultValue, length));
  const [focused, setFocused] = useState(false);
  const value = valueProp === undefined ? inner : sanitizePin(valueProp, length);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = sanitizePin(event.target.value, length);
    if (next === value) return; // a non-digit: React puts the old value back
    if (valueProp === undefined) setInner(next);
    onChange?.(next);
    if (next.length === length && value.length < length) onComplete?.(next);
  }

  function caretToEnd(event: SyntheticEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const end = input.value.length;
    if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
  }

  const activeIndex = Math.min(value.length, length - 1);

  return (
    <div className={cx("flex flex-col gap-2", className)}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "text-sm font-medium text-neutral-800"}>
        {label}
      </label>
      <div className="relative mx-auto w-fit" dir="ltr">
        <div aria-hidden="true" className="flex gap-2">
          {Array.from({ length }, (_, index) => {
            const digit = value[index];
            const active = focused && index === activeIndex;
            return (
              <div
                key={index}
                data-pin-box=""
                className={cx(
                  "flex size-12 items-center justify-center rounded-xl border-2 bg-white text-2xl font-bold text-neutral-900 outline-primary-600 transition-colors sm:size-14",
                  error
                    ? "border-error-700"
                    : active
                      ? "border-primary-700"
                      : digit
                        ? "border-neutral-400"
                        : "border-neutral-300",
                  active && "outline-2 outline-offset-2",
                  disabled && "bg-neutral-100 text-neutral-500",
                )}
              >
                {digit ? (
                  toPersianDigits(digit)
                ) : active ? (
                  <span className="h-7 w-0.5 animate-caret rounded-full bg-primary-700" />
                ) : null}
              </div>
            );
          })}
        </div>
        <input
          ref={ref}
          id={inputId}
          name={name}
          value={value}
          onChange={handleChange}
          onFocus={(event) => {
            setFocused(true);
            caretToEnd(event);
          }}
          onBlur={() => setFocused(false)}
          onClick={caretToEnd}
          onKeyUp={caretToEnd}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          enterKeyHint="done"
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cx(
            "absolute inset-0 size-full cursor-text bg-transparent text-base text-transparent caret-transparent outline-hidden",
            "selection:bg-transparent disabled:cursor-not-allowed [-webkit-text-fill-color:transparent]",
            // keeps the browser's autofill background from covering the boxes
            "[transition:background-color_600000s]",
          )}
        />
      </div>
      {error && (
        <p id={errorId} className="text-center text-sm font-medium text-error-700">
          {error}
        </p>
      )}
    </div>
  );
}
