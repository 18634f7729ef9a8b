import { useLiveQuery } from "dexie-react-hooks";
import type { CardKind } from "../../domain/review/card-kinds";
import { type ReviewSettings, settingsFrom } from "../../domain/review/review-settings";
import { reviewScheduler, type ReviewScheduler } from "../../domain/review/scheduler";
import { db as appDb } from "../db/db";
import type { VajehDatabase } from "../db/database";

/**
 * The learner's review settings on the device, one row of the `meta` table (no schema version of
 * its own). Offline: read and written in Dexie only; anything unreadable falls back to the defaults.
 */
export const REVIEW_SETTINGS_KEY = "review-settings";

export async function readReviewSettings(db: VajehDatabase = appDb): Promise<ReviewSettings> {
  return settingsFrom((await db.meta.get(REVIEW_SETTINGS_KEY))?.value);
}

/** Saves the settings the form checked; the stored weights are kept. */
export async function saveReviewSettings(
  value: Omit<ReviewSettings, "weights">,
  db: VajehDatabase = appDb,
): Promise<void> {
  await db.transaction("rw", db.meta, async () => {
    const { weights } = settingsFrom((await db.meta.get(REVIEW_SETTINGS_KEY))?.value);
    await db.meta.put({ key: REVIEW_SETTINGS_KEY, value: { ...value, weights } satisfies ReviewSettings });
  });
}

/** The settings, live (undefined while Dexie answers the first time). */
export function useReviewSettings(): ReviewSettings | undefined {
  return useLiveQuery(() => readReviewSettings(), []);
}

/** The FSRS scheduler for these settings. */
export function schedulerFor(settings: ReviewSettings): ReviewScheduler {
  return reviewScheduler({ desiredRetention: settings.desiredRetention, weights: settings.weights });
}

export const kindSet = (settings: ReviewSettings): ReadonlySet<CardKind> => new Set(settings.enabledKinds);
