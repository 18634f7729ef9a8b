import { useNavigate } from "react-router";
import type { PayAnswer } from "../contract/store";
import { followPayAnswer } from "../data/payment/pay-outcome";
import { useUserSync } from "../data/sync/user-sync-context";
import { fa } from "../i18n/fa";
import { notify, TOAST_IDS } from "../ui/toasts";
import { HISTORY_PATH } from "./route-paths";
import { usePendingAction } from "./use-pending-action";

/**
 * Pays the cart (for the learner, or as a gift: `send` says which call): an answer with a `url` sends
 * the browser to the gateway and the button stays busy while it leaves; otherwise the success toast
 * and the history. A failure is a toast and the button is usable again. One payment at a time.
 */
export function usePayCart<A extends unknown[]>(send: (...args: A) => Promise<{ data: PayAnswer }>) {
  const navigate = useNavigate();
  const { engine } = useUserSync();
  const { act, busy } = usePendingAction(
    async (...args: A) => {
      const answer = await send(...args);
      if (followPayAnswer(answer.data, engine) === "gateway") return; // the browser is leaving for the gateway
      notify.forNextScreen.success(fa.storePaySuccess, { id: TOAST_IDS.paySuccess });
      void navigate(HISTORY_PATH);
    },
    { after: "hold" },
  );
  return { pay: act, paying: busy };
}
