import { useState } from "react";
import { data, Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { api } from "../../data/api/api";
import { resendSeconds } from "../../domain/countdown";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button, Countdown, describeError, notify, PinInput } from "../../ui";
import { loadGiftCart } from "./gift-cart";
import { GIFT_INTENT, giftCodePath, giftPath } from "./gift-paths";
import { GiftSummary } from "./gift-summary";
import { useGiftPay } from "./use-gift-pay";

const CODE_LENGTH = 5;

/**
 * The gateway and the recipient's mobile from the path (both required), the resend countdown, and
 * the cart (what is gifted; null without a connection).
 */
export async function giftCodeLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  const gateway = params.gateway?.trim();
  const mobile = params.mobile?.trim();
  if (!mobile) throw data("Mobile not provided", { status: 400 });
  if (!gateway) throw data("Needed params not provided!", { status: 400 });
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
  const { paying, payGift } = useGiftPay(gateway);
  const [code, setCode] = useState("");
  const [verifying, setVerifying] = useState(false);
  // Once confirmed, a failed payment is retried without the (already used) code.
  const [verified, setVerified] = useState(false);
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [canResend, setCanResend] = useState(seconds <= 0);
  const [resending, setResending] = useState(false);
  const busy = verifying || paying;

  async function confirm(value: string) {
    if (busy) return;
    if (verified) {
      await payGift();
      return;
    }
    if (value.length !== CODE_LENGTH) {
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

  async function resend() {
    setResending(true);
    try {
      const answer = await api.requestSmsCode(GIFT_INTENT, { mobile });
      if (answer.alreadyVerified) {
        notify.info(fa.codeAlreadyVerified);
        setVerified(true);
        await payGift();
        return;
      }
      setDeadline(Date.now() + answer.resendSeconds * 1000);
      setCanResend(answer.resendSeconds <= 0);
      void navigate(giftCodePath(gateway, mobile, answer.resendSeconds), { replace: true });
    } catch (error) {
      notify.error(describeError(error));
    } finally {
      setResending(false);
    }
  }

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
          length={CODE_LENGTH}
          onChange={setCode}
          onComplete={(value) => void confirm(value)}
          disabled={busy || verified}
          label={fa.codeTitle}
          autoFocus
        />
        <Button fullWidth loading={busy} onClick={() => void confirm(code)}>
          {fa.confirm}
        </Button>
        <div className="flex min-h-11 flex-wrap items-center justify-between gap-2 text-sm">
          {canResend ? (
            <button
              type="button"
              onClick={() => void resend()}
              disabled={resending || busy}
              className="min-h-11 rounded-lg px-1 font-medium text-primary-700 disabled:opacity-50"
            >
              {fa.resendCode}
            </button>
          ) : (
            <span className="text-neutral-600">
              {fa.resendCode} <Countdown deadline={deadline} onDone={() => setCanResend(true)} />
            </span>
          )}
          <Link
            to={giftPath(gateway)}
            className="inline-flex min-h-11 items-center rounded-lg px-1 font-medium text-neutral-700"
          >
            {fa.changeMobile}
          </Link>
        </div>
      </div>
    </div>
  );
}
