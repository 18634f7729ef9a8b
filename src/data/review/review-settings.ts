import { useLiveQuery } from "dexie-react-hooks";
import type { ReviewSettings } from "../../domain/review/review-settings";
import { db as appDb } from "../db/db";
import type { VajehDatabase } from "../db/database";
import { readStoredReviewSettings } from "./review-settings-read";
import { saveStoredReviewSettings } from "./review-settings-save";

/** The learner's review settings for screens (the app's database; review-settings-store.ts does the work). */
export { kindSet, REVIEW_SETTINGS_KEY } from "./review-settings-read";
export { schedulerFor } from "./review-settings-store";

export function readReviewSettings(db: VajehDatabase = appDb): Promise<ReviewSettings> {
  return readStoredReviewSettings(db);
}

/** Saves the settings the form checked (weights kept); cards are replayed if retention changed. */
export function saveReviewSettings(
  value: Omit<ReviewSettings, "weights">,
  db: VajehDatabase = appDb,
): Promise<void> {
  return saveStoredReviewSettings(db, value);
}

/** The settings, live (undefined while Dexie answers the first time). */
export function useReviewSettings(): ReviewSettings | undefined {
  return useLiveQuery(() => readReviewSettings(), []);
}
