import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../data/api/api";
import { followPayAnswer } from "../../data/payment/pay-outcome";
import { fa } from "../../i18n/fa";
import { describeError, notify, TOAST_IDS } from "../../ui";

/**
 * Pays the cart as a gift to the verified mobile, exactly like the buy page's pay button: a `url`
 * sends the browser to the gateway; otherwise the success toast and the history.
 */
export function useGiftPay(gateway: string) {
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);

  async function payGift(): Promise<void> {
    setPaying(true);
    try {
      const answer = await api.payCartGift(gateway);
      if (followPayAnswer(answer.data) === "gateway") return; // the browser is leaving for the gateway
    } catch (error) {
      notify.error(describeError(error));
      setPaying(false);
      return;
    }
    notify.success(fa.storePaySuccess, { id: TOAST_IDS.paySuccess });
    void navigate("/subscription/history");
  }

  return { paying, payGift };
}
