import { type ReviewSettings, settingsFrom } from "../../domain/review/review-settings";
import { reviewScheduler, type ReviewScheduler } from "../../domain/review/scheduler";
import type { VajehDatabase } from "../db/database";
import { readStoredReviewSettings, REVIEW_SETTINGS_KEY } from "./review-settings-read";
import { rescheduleAllCards, schedulingChanged } from "./review-reschedule";
import { settingsChangeWaiting, type SyncedReviewSettings } from "./review-settings-wire";

/**
 * The learner's review settings on the device, one row of the `meta` table (no schema version of
 * its own), with when the learner last changed them. Offline: read and written in Dexie only;
 * anything unreadable falls back to the defaults. Whenever the settings that schedule change
 * (desired retention, FSRS parameters), every card is replayed with them in the same transaction.
 * No hooks and no app database here: the outbox and the sync pull load this module too.
 */

/** The settings with when they were changed (0: never), or null when the device holds none. */
export async function readSyncedReviewSettings(db: VajehDatabase): Promise<SyncedReviewSettings | null> {
  const row = await db.meta.get(REVIEW_SETTINGS_KEY);
  if (!row) return null;
  const at: unknown = (row.value as { updatedAt?: unknown } | null)?.updatedAt;
  return { ...settingsFrom(row.value), updatedAt: typeof at === "number" && Number.isFinite(at) ? at : 0 };
}

/** The FSRS scheduler for these settings. */
export function schedulerFor(
  settings: Pick<ReviewSettings, "desiredRetention" | "weights">,
): ReviewScheduler {
  return reviewScheduler({ desiredRetention: settings.desiredRetention, weights: settings.weights });
}

/** Writes the settings and, when they schedule differently, replays every card (inside the caller's transaction). */
export async function writeSettings(db: VajehDatabase, next: SyncedReviewSettings): Promise<void> {
  const before = await readStoredReviewSettings(db);
  await db.meta.put({ key: REVIEW_SETTINGS_KEY, value: next });
  if (schedulingChanged(before, next)) await rescheduleAllCards(db, schedulerFor(next));
}

/**
 * Adopts the server's copy on pull, unless a change of this device still waits to be sent (checked
 * in the same transaction, so a change saved meanwhile is never overwritten). Cards are replayed
 * when the adopted settings schedule differently. Returns whether the server's copy was taken.
 */
export async function adoptReviewSettings(db: VajehDatabase, remote: SyncedReviewSettings): Promise<boolean> {
  return db.transaction("rw", [db.meta, db.reviewCards, db.reviewLogs, db.outbox], async () => {
    if (await settingsChangeWaiting(db)) return false;
    const local = await readSyncedReviewSettings(db);
    if (local && JSON.stringify(local) === JSON.stringify(remote)) return true;
    await writeSettings(db, remote);
    return true;
  });
}
