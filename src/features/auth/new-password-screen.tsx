import { type ActionFunctionArgs, Form, Link, redirect, useNavigation } from "react-router";
import { loadApi } from "../../data/api/load-api";
import { dropResetToken, takeResetToken } from "../../data/session/reset-token";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { NewPasswordFields } from "../../ui/new-password-fields";
import { notify } from "../../ui/toasts";
import { failure } from "./action-result";
import { AuthShell } from "./auth-shell";
import { type AuthFlow, flowPaths } from "./flows";
import { checkNewPassword, passwordFailureFrom } from "./password-form";
import { useActionToast } from "./use-action-toast";

/** Sets the password: in sign-up with the session's token, in forgot-password with the reset token. */
export function newPasswordAction(flow: AuthFlow) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const password = String(form.get("new_password") ?? "");
    const problem = checkNewPassword(password, String(form.get("repeat") ?? ""));
    if (problem) return problem;
    const resetToken = flow === "forgot" ? takeResetToken() : null;
    if (flow === "forgot" && !resetToken) return failure(fa.resetExpired);
    try {
      await (
        await loadApi()
      ).changePassword(
        { new_password: password },
        resetToken ? { Authorization: `Bearer ${resetToken}` } : undefined,
      );
    } catch (error) {
      return passwordFailureFrom(error);
    }
    if (flow === "forgot") {
      dropResetToken();
      notify.forNextScreen.success(fa.passwordChanged);
      return redirect("/auth/login");
    }
    return redirect("/auth/completeAuth");
  };
}

export function NewPasswordScreen({ flow }: { flow: AuthFlow }) {
  const fields = useActionToast();
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthShell
      title={flow === "signup" ? fa.setPasswordTitle : fa.forgotTitle}
      subtitle={fa.setPasswordSubtitle}
    >
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <NewPasswordFields errors={fields} />
        <Button type="submit" fullWidth loading={submitting}>
          {fa.savePassword}
        </Button>
      </Form>
      {flow === "forgot" ? (
        <Link
          to={flowPaths.forgot.mobile}
          className="mt-4 inline-flex min-h-11 items-center text-sm text-neutral-700"
        >
          {fa.changeMobile}
        </Link>
      ) : null}
    </AuthShell>
  );
}
