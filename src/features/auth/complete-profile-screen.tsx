import { type ActionFunctionArgs, Form, redirect, useNavigation } from "react-router";
import { loadApi } from "../../data/api/load-api";
import { refreshSession } from "../../data/session/session-store";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/text-field";
import { failure, failureFrom, formText } from "./action-result";
import { AuthShell } from "./auth-shell";
import { useActionToast } from "./use-action-toast";

/** Saves the names (required) and city and qualification (optional), then refreshes the token's claims. */
export async function completeProfileAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const name = formText(form, "name");
  const lastname = formText(form, "lastname");
  const fields: Record<string, string> = {};
  if (!name) fields.name = fa.fieldRequired;
  if (!lastname) fields.lastname = fa.fieldRequired;
  if (Object.keys(fields).length > 0) return failure(fa.fieldRequired, fields);
  try {
    await (
      await loadApi()
    ).profile({
      name,
      lastname,
      city: formText(form, "city"),
      qualification: formText(form, "qualification"),
    });
    await refreshSession();
  } catch (error) {
    return failureFrom(error);
  }
  return redirect("/");
}

export function CompleteProfileScreen() {
  const fields = useActionToast();
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthShell title={fa.completeTitle} subtitle={fa.completeSubtitle}>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <TextField label={fa.firstName} name="name" autoComplete="given-name" required error={fields.name} />
        <TextField
          label={fa.lastName}
          name="lastname"
          autoComplete="family-name"
          required
          error={fields.lastname}
        />
        <TextField label={fa.city} name="city" autoComplete="address-level2" hint={fa.optional} />
        <TextField label={fa.qualification} name="qualification" hint={fa.optional} />
        <Button type="submit" fullWidth loading={submitting}>
          {fa.saveAndContinue}
        </Button>
      </Form>
    </AuthShell>
  );
}
