import { useId, useState } from "react";
import { fa } from "../i18n/fa";
import { IconButton } from "./icon-button";
import { TextField, type TextFieldProps } from "./text-field";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing">;

/** A TextField for passwords with a show/hide toggle; left-to-right, since passwords are Latin. */
export function PasswordField({ id, dir = "ltr", disabled, ...rest }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...rest}
      id={inputId}
      dir={dir}
      disabled={disabled}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <IconButton
          icon={visible ? "eyeOff" : "eye"}
          label={fa.showPassword}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
          className="me-0.5 text-neutral-500"
        />
      }
    />
  );
}
