import { fa } from "../i18n/fa";
import { PasswordField } from "./password-field";

/** The new password (with the policy hint) and its repeat, as every password form asks for them. */
export function NewPasswordFields({
  errors,
}: {
  errors: Partial<Record<"new_password" | "repeat", string>>;
}) {
  return (
    <>
      <PasswordField
        label={fa.newPassword}
        name="new_password"
        autoComplete="new-password"
        hint={fa.passwordHint}
        required
        error={errors.new_password}
      />
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
