import { useId, useState } from "react";
import { fa } from "../i18n/fa";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";

/**
 * The new password, with the policy as a checklist that follows the typing, and its repeat, as every
 * password form asks for them (sign-up, forgot password, change password).
 */
export function NewPasswordFields({
  errors,
}: {
  errors: Partial<Record<"new_password" | "repeat", string>>;
}) {
  const rulesId = useId();
  const [password, setPassword] = useState("");
  return (
    <>
      <PasswordField
        label={fa.newPassword}
        name="new_password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby={rulesId}
        error={errors.new_password}
      />
      <PasswordChecklist id={rulesId} password={password} />
      <PasswordField
        label={fa.repeatPassword}
        name="repeat"
        autoComplete="new-password"
        required
        error={errors.repeat}
      />
    </>
  );
}
