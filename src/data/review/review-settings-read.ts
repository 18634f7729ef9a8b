import type { CardKind } from "../../domain/review/card-kinds";
import { type ReviewSettings, settingsFrom } from "../../domain/review/review-settings";
import type { VajehDatabase } from "../db/database";

/**
 * Reading the learner's review settings (one `meta` row; anything unreadable gives the defaults).
 * Apart from review-settings-store.ts, which saves them: saving brings the scheduler and the
 * outbox's request schemas, and home's review count, which only reads, paints without them.
 */
export const REVIEW_SETTINGS_KEY = "review-settings";

export async function readStoredReviewSettings(db: VajehDatabase): Promise<ReviewSettings> {
  return settingsFrom((await db.meta.get(REVIEW_SETTINGS_KEY))?.value);
}

export const kindSet = (settings: ReviewSettings): ReadonlySet<CardKind> => new Set(settings.enabledKinds);
