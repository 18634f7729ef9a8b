import { useState } from "react";
import { type ActionFunctionArgs, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { loadApi } from "../../data/api/load-api";
import { toAppError } from "../../data/app-error";
import { toPersianDigits } from "../../domain/digits";
import { normalizeIranianMobile } from "../../domain/mobile";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { notify } from "../../ui/toasts";
import { MobileField } from "../../ui/mobile-field";
import { failure, failureFrom, formText } from "./action-result";
import { AuthShell } from "./auth-shell";
import { pendingCode, rememberCodeSent, secondsLeftFor } from "./code-sent";
import { type AuthFlow, FLOW_INTENT, flowPaths } from "./flows";
import { useActionToast } from "./use-action-toast";

/**
 * Seconds left on a code already on its way to this mobile, when the server refused a new one (429):
 * the server says so (`fields.resend_in`), or this device remembers sending it.
 */
function codeStillPending(error: unknown, flow: AuthFlow, mobile: string): number | null {
  const refused = toAppError(error);
  if (refused.status !== 429) return null;
  const told = Number(refused.fields.resend_in);
  if (refused.fields.resend_in !== undefined && Number.isInteger(told) && told > 0) return told;
  return secondsLeftFor(flow, mobile);
}

/**
 * Asks for a code for the mobile, then opens the code screen with the server's resend time. The same
 * mobile again while its code is on its way (a 429) opens the code screen too, with the time left.
 */
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
        notify.forNextScreen.info(fa.codeAlreadyVerified);
        return redirect(flowPaths.forgot.afterCode);
      }
      rememberCodeSent(flow, mobile, answer.resendSeconds);
      return redirect(flowPaths[flow].code(mobile, answer.resendSeconds));
    } catch (error) {
      const left = codeStillPending(error, flow, mobile);
      if (left !== null) return redirect(flowPaths[flow].code(mobile, left));
      return failureFrom(error);
    }
  };
}

export function MobileScreen({ flow }: { flow: AuthFlow }) {
  const fields = useActionToast();
  const submitting = useNavigation().state === "submitting";
  const [search] = useSearchParams();
  const invite = search.get("invite") ?? "";
  // A code sent from this device that is still valid (the tab was closed mid sign-up): go back to it.
  const [pending] = useState(() => pendingCode(flow));
  return (
    <AuthShell
      title={flow === "signup" ? fa.signupTitle : fa.forgotTitle}
      subtitle={flow === "signup" ? fa.signupSubtitle : fa.forgotSubtitle}
    >
      {pending ? (
        <Link
          to={flowPaths[flow].code(pending.mobile, pending.seconds)}
          className="mb-4 flex min-h-11 items-center rounded-2xl bg-primary-50 px-4 py-2 text-sm font-medium text-primary-900 ring-1 ring-primary-200"
        >
          {format(fa.codeContinue, { mobile: toPersianDigits(pending.mobile) })}
        </Link>
      ) : null}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <MobileField label={fa.mobile} required autoFocus error={fields.mobile} />
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
