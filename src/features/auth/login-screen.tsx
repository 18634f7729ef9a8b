import { type ActionFunctionArgs, Form, Link, redirect, useNavigation } from "react-router";
import { loadApi } from "../../data/api/load-api";
import { signIn } from "../../data/session/session-store";
import { safeRedirectPath } from "../../domain/safe-redirect";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { PasswordField } from "../../ui/password-field";
import { MobileField } from "../../ui/mobile-field";
import { failure, failureFrom, formText } from "./action-result";
import { AuthShell } from "./auth-shell";
import { GoogleSignInButton, OauthErrorNotice } from "./google-sign-in";
import { useActionToast } from "./use-action-toast";

export async function loginAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const check = formText(form, "mobile");
  const password = String(form.get("password") ?? "");
  const fields: Record<string, string> = {};
  if (!check) fields.mobile = fa.fieldRequired;
  if (!password) fields.password = fa.fieldRequired;
  if (Object.keys(fields).length > 0) return failure(fa.fieldRequired, fields);
  try {
    const answer = await (await loadApi()).login({ check, password });
    signIn(answer.access_token);
  } catch (error) {
    return failureFrom(error);
  }
  return redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirect")));
}

function prefetchApi() {
  loadApi().catch(() => undefined);
}

export function LoginScreen() {
  const fields = useActionToast();
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthShell title={fa.loginTitle} subtitle={fa.loginSubtitle}>
      <OauthErrorNotice />
      {/* The API client is not loaded with the page: it starts loading as soon as the learner starts
          typing, so the sign-in does not wait for it. */}
      <Form method="post" className="flex flex-col gap-4" noValidate onFocus={prefetchApi}>
        <MobileField label={fa.mobile} required error={fields.mobile} />
        <PasswordField
          label={fa.password}
          name="password"
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {fa.login}
        </Button>
      </Form>
      <div className="mt-4 flex flex-col gap-2">
        <Link
          to="/auth/forgot-password/mobile"
          className="self-start py-2 text-sm font-medium text-primary-700"
        >
          {fa.forgotPassword}
        </Link>
        <div className="my-2 flex items-center gap-3 text-xs text-neutral-500" aria-hidden="true">
          <span className="h-px flex-1 bg-neutral-200" />
          {fa.or}
          <span className="h-px flex-1 bg-neutral-200" />
        </div>
        <Link
          to="/auth/signup/mobile"
          className="flex min-h-11 items-center justify-center rounded-2xl border border-primary-700 px-4 font-medium text-primary-800"
        >
          {fa.createAccount}
        </Link>
        <GoogleSignInButton />
      </div>
    </AuthShell>
  );
}
