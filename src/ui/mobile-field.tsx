import { fa } from "../i18n/fa";
import { TextField, type TextFieldProps } from "./text-field";

export type MobileFieldProps = Omit<TextFieldProps, "type" | "inputMode" | "dir" | "placeholder">;

/**
 * A TextField for an Iranian mobile number, the one way every form asks for one: the phone's number
 * pad, left to right, the «۰۹۱۲…» example, and `mobile` as the form's name (what is typed, Persian
 * digits too, is read by normalizeIranianMobile). `autoComplete` is the learner's own number
 * (`tel`) unless the form asks for someone else's.
 */
export function MobileField({ name = "mobile", autoComplete = "tel", ...rest }: MobileFieldProps) {
  return (
    <TextField
      {...rest}
      name={name}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      dir="ltr"
      placeholder={fa.mobilePlaceholder}
    />
  );
}
