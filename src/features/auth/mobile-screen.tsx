import { type ActionFunctionArgs, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { loadApi } from "../../data/api/load-api";
import { normalizeIranianMobile } from "../../domain/mobile";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { notify } from "../../ui/toasts";
import { TextField } from "../../ui/text-field";
import { failure, failureFrom, formText } from "./action-result";
import { AuthShell } from "./auth-shell";
import { type AuthFlow, FLOW_INTENT, flowPaths } from "./flows";
import { useActionToast } from "./use-action-toast";

/** Asks for a code for the mobile, then opens the code screen with the server's resend time. */
export function mobileAction(flow: AuthFlow) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const typed = formText(form, "mobile");
    if (!typed) return failure(fa.fieldRequired, { mobile: fa.fieldRequired });
    const mobile = normalizeIranianMobile(typed) ?? typed;
    const inviteCode = formText(form, "invite");
    try {
      const answer = await (
        await loadApi()
      ).requestSmsCode(FLOW_INTENT[flow], {
        mobile,
        ...(flow === "signup" && inviteCode ? { invite_code: inviteCode } : {}),
      });
      if (answer.alreadyVerified && flow === "forgot") {
        notify.info(fa.codeAlreadyVerified);
        return redirect(flowPaths.forgot.afterCode);
      }
      return redirect(flowPaths[flow].code(mobile, answer.resendSeconds));
    } catch (error) {
      return failureFrom(error);
    }
  };
}

export function MobileScreen({ flow }: { flow: AuthFlow }) {
  const fields = useActionToast();
  const submitting = useNavigation().state === "submitting";
  const [search] = useSearchParams();
  const invite = search.get("invite") ?? "";
  return (
    <AuthShell
      title={flow === "signup" ? fa.signupTitle : fa.forgotTitle}
      subtitle={flow === "signup" ? fa.signupSubtitle : fa.forgotSubtitle}
    >
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <TextField
          label={fa.mobile}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          placeholder={fa.mobilePlaceholder}
          required
          autoFocus
          error={fields.mobile}
        />
        {invite ? <input type="hidden" name="invite" value={invite} /> : null}
        <Button type="submit" fullWidth loading={submitting}>
          {fa.sendCode}
        </Button>
      </Form>
      <Link
        to="/auth/login"
        className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-primary-700"
      >
        {fa.haveAccount}
      </Link>
    </AuthShell>
  );
}
