import { liveQuery } from "dexie";
import { db } from "../db/db";

/**
 * Resolves once the outbox holds an entry or a review answer waits to be sent (at once when one
 * already does): the outbox's runner, with the contract's request schemas, then loads, and not
 * before — a signed-in screen's first paint does not wait for code that has nothing to send
 * (issue 13). Review answers are logs written pending with no entry (the runner's drain batches
 * them, issue 16), so they count too: otherwise answers given on a start with an empty outbox
 * never left the device. Writes made later go through Dexie, which wakes this.
 */
export function outboxHasEntries(): Promise<void> {
  return new Promise((resolve, reject) => {
    const waiting = async () =>
      (await db.outbox.limit(1).count()) + (await db.reviewLogs.where("pending").equals(1).limit(1).count());
    const subscription = liveQuery(waiting).subscribe({
      next: (count) => {
        if (count === 0) return;
        // Unsubscribing inside the first callback: the subscription object exists by then only
        // when the answer came asynchronously, which liveQuery's always does.
        subscription.unsubscribe();
        resolve();
      },
      error: (error: unknown) => {
        subscription.unsubscribe();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
