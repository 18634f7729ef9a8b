import type { ReviewSettingsWire } from "../../contract/review";
import { CARD_KINDS, type CardKind } from "../../domain/review/card-kinds";
import type { VajehDatabase } from "../db/database";

/**
 * The learner's review settings between the device and the server (issue 16). The device keeps them
 * (review-settings.ts reads and writes them) and changes them at once; a change goes to the server
 * through the outbox; the server keeps the later change by `updated_at`. On a pull, the server's
 * copy replaces the device's unless a change of the device is still waiting to be sent: the server
 * has already chosen the later one, so devices converge even when their clocks disagree. What the
 * sync pull needs is here; the writes that queue a change are in review-settings-sync.ts, apart, so
 * the pull loads no outbox code and no request schemas (issue 13).
 */
export interface SyncedReviewSettings {
  desiredRetention: number;
  dailyNewLimit: number;
  dailyGoal: number;
  enabledKinds: CardKind[];
  /** FSRS parameters: null means FSRS-6's defaults (the server's to replace with optimised ones). */
  weights: number[] | null;
  /** When the learner changed them (epoch ms); 0 for the defaults never changed. */
  updatedAt: number;
}

/** What names a settings change in the outbox. */
export const REVIEW_SETTINGS_SUBJECT = "review-settings";

/** The server's settings as the device keeps them (unknown kinds dropped). */
export function settingsFromWire(wire: ReviewSettingsWire): SyncedReviewSettings {
  return {
    desiredRetention: wire.desired_retention,
    dailyNewLimit: wire.new_cards_per_day,
    dailyGoal: wire.daily_goal,
    enabledKinds: CARD_KINDS.filter((k) => wire.card_kinds.includes(k)),
    weights: wire.fsrs_weights,
    updatedAt: Date.parse(wire.updated_at.date),
  };
}

/** A settings change of this device still waiting to reach the server. */
export async function settingsChangeWaiting(db: VajehDatabase): Promise<boolean> {
  const waiting = await db.outbox
    .where("subject")
    .equals(REVIEW_SETTINGS_SUBJECT)
    .filter((e) => e.state === "waiting")
    .count();
  return waiting > 0;
}
