import { type ReviewSettings, settingsFrom } from "../../domain/review/review-settings";
import { reviewScheduler, type ReviewScheduler } from "../../domain/review/scheduler";
import type { VajehDatabase } from "../db/database";
import { OWNER_KEY } from "../session/owner";
import { readStoredReviewSettings, REVIEW_SETTINGS_KEY } from "./review-settings-read";
import { rescheduleAllCards, schedulingChanged } from "./review-reschedule";
import {
  queueReviewSettings,
  settingsChangeWaiting,
  type SyncedReviewSettings,
} from "./review-settings-sync";

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
async function writeSettings(db: VajehDatabase, next: SyncedReviewSettings): Promise<void> {
  const before = await readStoredReviewSettings(db);
  await db.meta.put({ key: REVIEW_SETTINGS_KEY, value: next });
  if (schedulingChanged(before, next)) await rescheduleAllCards(db, schedulerFor(next));
}

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
