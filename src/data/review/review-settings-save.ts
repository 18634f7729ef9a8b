import type { ReviewSettings } from "../../domain/review/review-settings";
import type { VajehDatabase } from "../db/database";
import { OWNER_KEY } from "../session/owner";
import { readStoredReviewSettings } from "./review-settings-read";
import { writeSettings } from "./review-settings-store";
import { queueReviewSettings } from "./review-settings-sync";
import type { SyncedReviewSettings } from "./review-settings-wire";

/**
 * Saves the settings the form checked (the stored weights kept), replays the cards if retention
 * changed, and queues the change for the server when a learner is signed in: one transaction.
 */
export async function saveStoredReviewSettings(
  db: VajehDatabase,
  value: Omit<ReviewSettings, "weights">,
  now = Date.now(),
): Promise<void> {
  await db.transaction("rw", [db.meta, db.reviewCards, db.reviewLogs, db.outbox], async () => {
    const { weights } = await readStoredReviewSettings(db);
    const next: SyncedReviewSettings = { ...value, weights, updatedAt: now };
    await writeSettings(db, next);
    const owner = (await db.meta.get(OWNER_KEY))?.value;
    if (typeof owner === "string") await queueReviewSettings(db, owner, next, now);
  });
}
