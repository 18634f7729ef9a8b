import { useLayoutEffect, useRef, useState } from "react";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
  useNavigate,
  useNavigation,
  useSubmit,
} from "react-router";
import { loadApi } from "../../data/api/load-api";
import { SMS_CODE_LENGTH } from "../../contract/auth";
import { requireParams } from "../../shared/require-params";
import { CodeResendRow } from "../../shared/sms-code/code-resend-row";
import { useResendTimer } from "../../shared/sms-code/use-resend-timer";
import { keepResetToken } from "../../data/session/reset-token";
import { signIn } from "../../data/session/session-store";
import { resendSeconds } from "../../domain/countdown";
import { toLatinDigits, toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { describeError } from "../../ui/describe-error";
import { notify } from "../../ui/toasts";
import { PinInput } from "../../ui/pin-input";
import { type ActionFailure, failure, failureFrom, formText } from "./action-result";
import { AuthShell } from "./auth-shell";
import { forgetCodeSent, rememberCodeSent, secondsLeftFor } from "./code-sent";
import { type AuthFlow, FLOW_INTENT, flowFromIntent, flowPaths } from "./flows";

/**
 * The mobile and the resend countdown: the path's resendTime, unless this device remembers when it
 * had this mobile's code sent (a reload, or a tab opened again mid sign-up): then the time really left.
 */
export function codeLoader({ params, request }: Pick<LoaderFunctionArgs, "params" | "request">) {
  const { mobile } = requireParams(params, ["mobile"], "Mobile not provided");
  const flow: AuthFlow = new URL(request.url).pathname.includes("/forgot-password/") ? "forgot" : "signup";
  const remembered = secondsLeftFor(flow, mobile);
  const fromPath = resendSeconds(params.resendTime);
  return { mobile, seconds: remembered === null ? fromPath : Math.min(remembered, fromPath) };
}

/** Verifies the code: sign-up signs the user in; forgot-password keeps a reset token for the next step. */
export async function codeAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const mobile = formText(form, "mobile");
  const code = toLatinDigits(formText(form, "code"));
  const flow = flowFromIntent(form.get("intent"));
  if (!mobile) throw data("Mobile not provided", { status: 400 });
  if (!code) throw data("Code not provided", { status: 400 });
  if (!flow) throw data("Invalid intent", { status: 400 });
  if (code.length !== SMS_CODE_LENGTH || !/^\d+$/.test(code))
    return failure(fa.enterCodeCorrectly, { code: fa.enterCodeCorrectly });
  try {
    const answer = await (await loadApi()).verifySmsCode(code, { mobile });
    if (!("access_token" in answer)) return failure(fa.genericError);
    if (flow === "signup") signIn(answer.access_token);
    else keepResetToken(answer.access_token);
    forgetCodeSent(flow);
    return redirect(flowPaths[flow].afterCode);
  } catch (error) {
    return failureFrom(error);
  }
}

export function CodeScreen({ flow }: { flow: AuthFlow }) {
  const { mobile, seconds } = useLoaderData<typeof codeLoader>();
  const refused = useActionData<ActionFailure | undefined>();
  const submit = useSubmit();
  const navigate = useNavigate();
  const submitting = useNavigation().state === "submitting";
  const [code, setCode] = useState("");
  const timer = useResendTimer(seconds);
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pin = useRef<HTMLInputElement>(null);

  // A refused code does not stay in the boxes: they empty, turn red, say why, and take the focus back
  // to the first box. A failure that is not about the code (a 429, no connection) is a toast.
  const [seen, setSeen] = useState(refused);
  if (refused !== seen) {
    setSeen(refused);
    if (refused && !refused.ok && refused.fields.code !== undefined) {
      setCode("");
      setError(refused.fields.code);
    }
  }
  // In the commit that empties the boxes, so the focus never lags behind the red frames.
  useLayoutEffect(() => {
    if (!refused || refused.ok) return;
    if (refused.fields.code === undefined) notify.error(refused.message);
    else pin.current?.focus();
  }, [refused]);

  const type = (value: string) => {
    setCode(value);
    setError(null);
  };

  const send = (value: string) => {
    if (value.length !== SMS_CODE_LENGTH) {
      setError(fa.enterCodeCorrectly);
      pin.current?.focus();
      return;
    }
    setResent(false);
    void submit({ code: value, mobile, intent: flow }, { method: "post" });
  };

  const resend = () =>
    timer.resend(async () => {
      try {
        const answer = await (await loadApi()).requestSmsCode(FLOW_INTENT[flow], { mobile });
        rememberCodeSent(flow, mobile, answer.resendSeconds);
        timer.restart(answer.resendSeconds);
        setResent(true);
        setError(null);
        void navigate(flowPaths[flow].code(mobile, answer.resendSeconds), { replace: true });
      } catch (error) {
        notify.error(describeError(error));
      }
    });

  return (
    <AuthShell title={fa.codeTitle} subtitle={format(fa.codeSentTo, { mobile: toPersianDigits(mobile) })}>
      <div className="flex flex-col gap-5">
        <PinInput
          ref={pin}
          length={SMS_CODE_LENGTH}
          value={code}
          onChange={type}
          onComplete={send}
          disabled={submitting}
          label={fa.codeTitle}
          error={error}
        />
        <Button type="button" fullWidth loading={submitting} onClick={() => send(code)}>
          {fa.confirm}
        </Button>
        <CodeResendRow timer={timer} onResend={() => void resend()} changeMobileTo={flowPaths[flow].mobile} />
        {/* Always there, so screen readers announce the confirmation when it appears. */}
        <p role="status" className="text-sm font-medium text-green-800">
          {resent ? fa.codeResent : null}
        </p>
      </div>
    </AuthShell>
  );
}
