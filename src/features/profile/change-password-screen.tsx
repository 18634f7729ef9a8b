import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../data/api/api";
import { toAppError } from "../../data/app-error";
import { useSession } from "../../data/session/use-session";
import { type NewPasswordProblem, newPasswordProblem } from "../../domain/new-password";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { describeError } from "../../ui/describe-error";
import { NewPasswordFields } from "../../ui/new-password-fields";
import { notify } from "../../ui/toasts";
import { PasswordField } from "../../ui/password-field";

type Field = "password" | "new_password" | "repeat";
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ["password", "new_password", "repeat"];

/** Where each problem of the new password is shown, and with which message (as on the auth screens). */
const PROBLEM: Record<NewPasswordProblem, { field: Field; message: string }> = {
  "password-missing": { field: "new_password", message: fa.fieldRequired },
  "repeat-missing": { field: "repeat", message: fa.fieldRequired },
  "not-repeated": { field: "repeat", message: fa.passwordNotRepeated },
  policy: { field: "new_password", message: fa.passwordConditionsNotMet },
};

/** A refused change: the server's generic «خطایی رخ داده است» means the policy was not met. */
function refusalText(error: unknown): string {
  const text = describeError(error);
  return text === fa.genericError ? fa.passwordConditionsNotMet : text;
}

/**
 * /profile/change-password: the current password (when the account has one), the new one and its
 * repeat, checked like the auth screens; success goes back to /profile.
 */
export function ChangePasswordScreen() {
  const claimsSayPassword = useSession().user?.has_password ?? true;
  // A token older than the password (set at sign-up) may say there is none; the server then asks.
  const [serverAsked, setServerAsked] = useState(false);
  const hasPassword = claimsSayPassword || serverAsked;
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const current = String(form.get("password") ?? "");
    const next = String(form.get("new_password") ?? "");
    const repeat = String(form.get("repeat") ?? "");

    let problem: { field: Field; message: string } | null = null;
    if (hasPassword && !current) problem = { field: "password", message: fa.fieldRequired };
    else {
      const kind = newPasswordProblem(next, repeat);
      if (kind) problem = PROBLEM[kind];
    }
    if (problem) {
      // Under its field only, never a toast as well (issue 14 item 6).
      setErrors({ [problem.field]: problem.message });
      formElement.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }

    setErrors({});
    setSaving(true);
    try {
      await api.changePassword(
        hasPassword ? { password: current, new_password: next } : { new_password: next },
      );
    } catch (error) {
      const message = refusalText(error);
      const fields = toAppError(error).fields;
      if (fields.password) setServerAsked(true);
      setErrors(fields);
      const field = FIELDS.find((name) => fields[name] !== undefined);
      if (field) formElement.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
      else notify.error(message);
      setSaving(false);
      return;
    }
    notify.forNextScreen.success(fa.passwordChanged);
    void navigate("/profile");
  }

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{fa.profileChangePassword}</h1>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-neutral-200"
      >
        {hasPassword ? (
          <PasswordField
            label={fa.currentPassword}
            name="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
        ) : null}
        <NewPasswordFields errors={errors} />
        <Button type="submit" fullWidth loading={saving}>
          {fa.savePassword}
        </Button>
      </form>
    </div>
  );
}
