import { useEffect } from "react";
import { type OutboxEntry } from "../data/db/rows";
import { claimLocalData } from "../data/session/local-data";
import { startSync } from "../data/sync/sync-engine";
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
 * While a learner is signed in: their local data is claimed (another user's is cleared), sync runs
 * (start, online, focus), and a write the server refuses is told to them.
 */
export function useLearnerBackground(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    let stopSync: (() => void) | null = null;
    let cancelled = false;
    void claimLocalData(userId).then(() => {
      if (!cancelled) stopSync = startSync();
    });
    // The outbox (with the contract's request schemas) loads only once a write waits in it: nothing
    // can be refused before then, and the first paint does not wait for it.
    let stopRefusals: (() => void) | null = null;
    void import("../data/sync/outbox-waiting")
      .then(({ outboxHasEntries }) => outboxHasEntries())
      .then(() => import("../data/sync/outbox"))
      .then(({ onOutboxRefused }) => {
        if (!cancelled) stopRefusals = onOutboxRefused((entry) => notify.error(describeRefusal(entry)));
      });
    return () => {
      cancelled = true;
      stopSync?.();
      stopRefusals?.();
    };
  }, [userId]);
}
