import { eq, sql } from "drizzle-orm";
import type { ReviewSettingsBody, ReviewSettingsWire } from "../../../../src/contract/review.js";
import { REVIEW_CARD_KINDS } from "../../../../src/contract/review.js";
import type { Db } from "../../db/client.js";
import { reviewSettings } from "../../db/schema.js";
import { dateObject } from "../../../../src/contract/common.js";

type SettingsRow = typeof reviewSettings.$inferSelect;

/** What a learner who never changed anything has (issue 16): any change of theirs is later than this. */
export const DEFAULT_REVIEW_SETTINGS_WIRE: ReviewSettingsWire = {
  desired_retention: 0.9,
  new_cards_per_day: 20,
  daily_goal: 30,
  card_kinds: [...REVIEW_CARD_KINDS],
  fsrs_weights: null,
  updated_at: { date: new Date(0).toISOString() },
};

function view(row: SettingsRow): ReviewSettingsWire {
  return {
    desired_retention: row.desiredRetention,
    new_cards_per_day: row.newCardsPerDay,
    daily_goal: row.dailyGoal,
    card_kinds: row.cardKinds,
    fsrs_weights: row.fsrsWeights ?? null,
    updated_at: dateObject(row.updatedAt),
  };
}

export async function readReviewSettings(db: Db, userId: string): Promise<ReviewSettingsWire> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.userId, userId));
  return row ? view(row) : DEFAULT_REVIEW_SETTINGS_WIRE;
}

/**
 * Keeps the later of the stored settings and these, by `updated_at` (a tie keeps the stored ones); a
 * time past the server's clock counts as now, so a device whose clock runs ahead cannot pin its
 * settings for good. Answers what is stored afterwards, which the device adopts. FSRS weights are
 * the server's (null: defaults) and never set here.
 */
export async function writeReviewSettings(
  db: Db,
  userId: string,
  body: ReviewSettingsBody,
  now: Date,
): Promise<ReviewSettingsWire> {
  const given = new Date(body.updated_at.date);
  const updatedAt = given.getTime() > now.getTime() ? now : given;
  const values = {
    desiredRetention: body.desired_retention,
    newCardsPerDay: body.new_cards_per_day,
    dailyGoal: body.daily_goal,
    cardKinds: REVIEW_CARD_KINDS.filter((k) => body.card_kinds.includes(k)),
    updatedAt,
  };
  await db
    .insert(reviewSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: reviewSettings.userId,
      set: { ...values, version: sql`${reviewSettings.version} + 1` },
      setWhere: sql`${reviewSettings.updatedAt} < ${updatedAt}`,
    });
  return readReviewSettings(db, userId);
}
