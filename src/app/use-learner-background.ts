import { useEffect } from "react";
import { type OutboxEntry } from "../data/db/rows";
import { claimLocalData } from "../data/session/local-data";
import type { UserSync } from "../data/sync/user-sync";
import { fa } from "../i18n/fa";
import { format } from "../i18n/format";
import { notify } from "../ui";

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
 */
export function useLearnerBackground(sync: UserSync): void {
  useEffect(() => {
    if (!sync.userId) return; // the session ended under the screen: nothing runs for nobody
    let stopSync: (() => void) | null = null;
    let cancelled = false;
    void claimLocalData(sync.userId).then(() => {
      if (!cancelled) stopSync = sync.engine.start();
    });
    const stopRefusals = sync.outbox.onRefused((entry) => notify.error(describeRefusal(entry)));
    return () => {
      cancelled = true;
      stopSync?.();
      stopRefusals();
    };
  }, [sync]);
}
