import type { PayAnswer } from "../../contract/store";
import { apiUrl } from "../api/api-url";
import { refreshSession } from "../session/session-store";
import type { SyncEngine } from "../sync/sync-engine";
import { leaveAppFor } from "../api/leave-app";

/**
 * After a purchase went through: pull the learning data again, so newly opened lessons appear, and
 * fetch a fresh token, so spent points and the subscription's end show. A pull already running
 * started before the purchase settled (the start-up pull of the app the gateway sent back here) and
 * would bring the old locks: so one more pull follows it (one pull when none runs). Fire and forget: a
 * failure (no network) leaves the old data until the next sync or sign-in check. `sync`: the
 * signed-in user's.
 */
export function refreshAfterPurchase(sync: Pick<SyncEngine, "syncAfterCurrent">): void {
  void sync.syncAfterCurrent();
  void refreshSession().catch(() => undefined);
}

/**
 * Follows the answer of a pay call (the buy page's pay button and the gift code's confirm): a `url`
 * sends the browser to the gateway, or the server's sandbox page, and the app is left ("gateway");
 * otherwise nothing was left to pay through a gateway, the purchase is done ("paid") and what it
 * changed is refreshed (through `sync`). The caller shows the success toast and opens the history.
 */
export function followPayAnswer(
  answer: PayAnswer,
  sync: Pick<SyncEngine, "syncAfterCurrent">,
): "gateway" | "paid" {
  if ("url" in answer) {
    leaveAppFor(apiUrl(answer.url));
    return "gateway";
  }
  refreshAfterPurchase(sync);
  return "paid";
}
