import { useEffect } from "react";
import { toAppError } from "../data/app-error";
import { type OutboxEntry } from "../data/db/rows";
import { claimLocalData } from "../data/session/local-data";
import type { UserSync } from "../data/sync/user-sync";
import { fa } from "../i18n/fa";
import { format } from "../i18n/format";
import { notify } from "../ui/toasts";

/** How long before a claim of the device's data that failed is tried again (also on `online` and focus). */
export const CLAIM_RETRY_MS = 30_000;
const CLAIM_FAILED_TOAST = "local-data-claim-failed";

function describeRefusal(entry: OutboxEntry): string {
  const what = format(fa.changeRefused, { what: entry.label });
  return entry.refusal?.message
    ? `${what} — ${format(fa.changeRefusedReason, { reason: entry.refusal.message })}`
    : what;
}

/**
 * While a learner is signed in: their local data is claimed (another user's is cleared), their
 * sync runs (start, online, focus), and a write the server refuses is told to them. `sync` is that
 * learner's sync object: a new user brings a new one, and the previous one's listeners go.
 *
 * A claim that fails (the device's database refuses, or the code that clears it does not load)
 * starts no sync: another learner's data may still be there. Screens are told the sync has ended
 * with an error instead of «syncing» for good, the learner is told once, and the claim is tried
 * again after CLAIM_RETRY_MS, when the connection comes back, or when the app regains focus.
 */
export function useLearnerBackground(sync: UserSync): void {
  useEffect(() => {
    const { userId } = sync;
    if (!userId) return; // the session ended under the screen: nothing runs for nobody
    let stopSync: (() => void) | null = null;
    let cancelled = false;
    let claiming = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const claim = () => {
      if (cancelled || claiming || stopSync) return;
      claiming = true;
      clearTimeout(retry);
      claimLocalData(userId).then(
        () => {
          claiming = false;
          if (cancelled) return;
          notify.dismiss(CLAIM_FAILED_TOAST);
          stopSync = sync.engine.start();
        },
        (error: unknown) => {
          claiming = false;
          if (cancelled) return;
          sync.state.set({ running: false, settledOnce: true, lastErrorCode: toAppError(error).code });
          notify.error(fa.localDataUnavailable, { id: CLAIM_FAILED_TOAST });
          retry = setTimeout(claim, CLAIM_RETRY_MS);
        },
      );
    };
    claim();
    window.addEventListener("online", claim);
    window.addEventListener("focus", claim);
    const stopRefusals = sync.outbox.onRefused((entry) => notify.error(describeRefusal(entry)));
    return () => {
      cancelled = true;
      clearTimeout(retry);
      window.removeEventListener("online", claim);
      window.removeEventListener("focus", claim);
      stopSync?.();
      stopRefusals();
    };
  }, [sync]);
}
