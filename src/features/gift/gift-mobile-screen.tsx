import { type FormEvent, useState } from "react";
import { useLoaderData, useNavigate, useParams, useRevalidator } from "react-router";
import { api } from "../../data/api/api";
import { normalizeIranianMobile } from "../../domain/mobile";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { describeError } from "../../ui/describe-error";
import { notify } from "../../ui/toasts";
import { OfflineNotice } from "../../ui/offline-notice";
import { MobileField } from "../../ui/mobile-field";
import type { giftMobileLoader } from "./gift-cart";
import { giftCodePath } from "../../shared/route-paths";
import { GIFT_INTENT } from "./gift-intent";
import { GiftSummary } from "./gift-summary";
import { usePayCart } from "../../shared/use-pay-cart";

/**
 * /gift/{gateway}: what is gifted and for how much, the recipient's mobile (required, nothing else
 * checked here) and a buy button that asks for a code for that mobile, then opens the code page with
 * the server's resend time. With nothing to gift (an empty cart) the page says to choose a plan
 * first, with a button to the plans instead of the form.
 */
export function GiftMobileScreen() {
  const loaded = useLoaderData<typeof giftMobileLoader>();
  const revalidator = useRevalidator();
  const gateway = useParams().gateway?.trim() ?? "";
  const navigate = useNavigate();
  const { paying, pay: payGift } = usePayCart(() => api.payCartGift(gateway));
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!gateway) return;
    const input = event.currentTarget.elements.namedItem("mobile");
    const typed = input instanceof HTMLInputElement ? input.value.trim() : "";
    if (!typed) {
      setError(fa.fieldRequired);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setError(undefined);
    const mobile = normalizeIranianMobile(typed) ?? typed;
    setSending(true);
    try {
      const answer = await api.requestSmsCode(GIFT_INTENT, { mobile });
      if (answer.alreadyVerified) {
        // This mobile's gift code was already confirmed and is still valid: go straight to paying.
        notify.info(fa.codeAlreadyVerified);
        setSending(false);
        await payGift();
        return;
      }
      void navigate(giftCodePath(gateway, mobile, answer.resendSeconds));
    } catch (caught) {
      notify.error(describeError(caught));
      setSending(false);
    }
  }

  if (loaded.offline) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-center font-medium text-neutral-700">{fa.storeNeedsConnection}</p>
        <OfflineNotice onRetry={() => void revalidator.revalidate()} backTo="/profile" />
      </div>
    );
  }
  const nothingToGift = !gateway || loaded.cart.products.length === 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{fa.giftTitle}</h1>
        <p className="text-sm leading-7 text-neutral-600">{fa.giftSubtitle}</p>
      </div>
      {nothingToGift ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-warning-50 p-4 text-warning-900 ring-1 ring-warning-200">
          <p className="leading-7">{fa.giftEmptyCart}</p>
          <ButtonLink to="/subscription" fullWidth>
            {fa.giftChooseSubscription}
          </ButtonLink>
        </div>
      ) : (
        <GiftSummary cart={loaded.cart} />
      )}
      {nothingToGift ? null : (
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-neutral-200"
        >
          {/* Someone else's number: the browser offers none of the learner's own. */}
          <MobileField label={fa.giftRecipientMobile} autoComplete="off" required error={error} />
          <Button type="submit" fullWidth loading={sending || paying}>
            {fa.giftBuy}
          </Button>
        </form>
      )}
    </div>
  );
}
