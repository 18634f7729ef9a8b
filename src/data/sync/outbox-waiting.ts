import { liveQuery } from "dexie";
import { db } from "../db/db";

/**
 * Resolves once the outbox holds an entry (at once when it already does): the outbox's runner, with
 * the contract's request schemas, then loads, and not before — a signed-in screen's first paint
 * does not wait for code that has nothing to send (issue 13). Writes made later add their entry
 * through Dexie, which wakes this.
 */
export function outboxHasEntries(): Promise<void> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(() => db.outbox.limit(1).count()).subscribe({
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
