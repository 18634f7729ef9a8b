import { type ActionFunctionArgs, Form, Link, redirect, useNavigation } from "react-router";
import { loadApi } from "../../data/api/load-api";
import { signIn } from "../../data/session/session-store";
import { safeRedirectPath } from "../../domain/safe-redirect";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { PasswordField } from "../../ui/password-field";
import { TextField } from "../../ui/text-field";
import { failure, failureFrom, formText } from "./action-result";
import { AuthShell } from "./auth-shell";
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
      {/* The API client is not loaded with the page: it starts loading as soon as the learner starts
          typing, so the sign-in does not wait for it. */}
      <Form method="post" className="flex flex-col gap-4" noValidate onFocus={prefetchApi}>
        <TextField
          label={fa.mobile}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          placeholder={fa.mobilePlaceholder}
          required
          error={fields.mobile}
        />
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
        <button
          type="button"
          onClick={() => window.location.assign("/auth/oauth/redirect")}
          className="flex min-h-11 items-center justify-center gap-2 rounded-2xl border border-neutral-300 bg-white px-4 font-medium text-neutral-800"
        >
          <GoogleMark />
          {fa.signInWithGoogle}
        </button>
      </div>
    </AuthShell>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
