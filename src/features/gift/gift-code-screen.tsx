import { useState } from "react";
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { api } from "../../data/api/api";
import { resendSeconds } from "../../domain/countdown";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { describeError } from "../../ui/describe-error";
import { notify } from "../../ui/toasts";
import { PinInput } from "../../ui/pin-input";
import { SMS_CODE_LENGTH } from "../../contract/auth";
import { CodeResendRow } from "../../shared/sms-code/code-resend-row";
import { useResendTimer } from "../../shared/sms-code/use-resend-timer";
import { loadGiftCart } from "./gift-cart";
import { requireParams } from "../../shared/require-params";
import { giftCodePath, giftPath } from "../../shared/route-paths";
import { GIFT_INTENT } from "./gift-intent";
import { GiftSummary } from "./gift-summary";
import { usePayCart } from "../../shared/use-pay-cart";

/**
 * The gateway and the recipient's mobile from the path (both required), the resend countdown, and
 * the cart (what is gifted; null without a connection).
 */
export async function giftCodeLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  const { mobile } = requireParams(params, ["mobile"], "Mobile not provided");
  const { gateway } = requireParams(params, ["gateway"]);
  const loaded = await loadGiftCart();
  const cart = loaded.offline ? null : loaded.cart;
  return { gateway, mobile, seconds: resendSeconds(params.resendTime), cart };
}

/**
 * /gift/{gateway}/codeRequest/{mobile}/{resendTime?}: what is gifted and for how much, the five-digit
 * code sent to the recipient
 * (auto-submitted when complete), a resend after the countdown, a way back to change the mobile, and
 * confirm: the code is verified, then the cart is paid as a gift.
 */
export function GiftCodeScreen() {
  const { gateway, mobile, seconds, cart } = useLoaderData<typeof giftCodeLoader>();
  const navigate = useNavigate();
  const { paying, pay: payGift } = usePayCart(() => api.payCartGift(gateway));
  const [code, setCode] = useState("");
  const [verifying, setVerifying] = useState(false);
  // Once confirmed, a failed payment is retried without the (already used) code.
  const [verified, setVerified] = useState(false);
  const timer = useResendTimer(seconds);
  const busy = verifying || paying;

  async function confirm(value: string) {
    if (busy) return;
    if (verified) {
      await payGift();
      return;
    }
    if (value.length !== SMS_CODE_LENGTH) {
      notify.error(fa.enterCodeCorrectly);
      return;
    }
    setVerifying(true);
    let confirmed = false;
    try {
      const answer = await api.verifySmsCode(value, { mobile });
      // A token means the mobile's pending code was for another purpose: it is never kept.
      confirmed = "verified" in answer && answer.verified;
      if (!confirmed) notify.error(fa.genericError);
    } catch (error) {
      notify.error(describeError(error));
    }
    setVerifying(false);
    if (!confirmed) return;
    setVerified(true);
    await payGift();
  }

  const resend = () =>
    timer.resend(async () => {
      try {
        const answer = await api.requestSmsCode(GIFT_INTENT, { mobile });
        if (answer.alreadyVerified) {
          notify.info(fa.codeAlreadyVerified);
          setVerified(true);
          await payGift();
          return;
        }
        timer.restart(answer.resendSeconds);
        void navigate(giftCodePath(gateway, mobile, answer.resendSeconds), { replace: true });
      } catch (error) {
        notify.error(describeError(error));
      }
    });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{fa.giftCodeTitle}</h1>
        <p className="text-sm leading-7 text-neutral-600">
          {format(fa.codeSentTo, { mobile: toPersianDigits(mobile) })}
        </p>
      </div>
      {cart ? <GiftSummary cart={cart} /> : null}
      <div className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
        <PinInput
          length={SMS_CODE_LENGTH}
          onChange={setCode}
          onComplete={(value) => void confirm(value)}
          disabled={busy || verified}
          label={fa.codeTitle}
          autoFocus
        />
        <Button fullWidth loading={busy} onClick={() => void confirm(code)}>
          {fa.confirm}
        </Button>
        <CodeResendRow
          timer={timer}
          onResend={() => void resend()}
          disabled={busy}
          changeMobileTo={giftPath(gateway)}
        />
      </div>
    </div>
  );
}
