import { addDays, deviceOffsetMinutes, endOfReviewDay, reviewDayKey } from "../../domain/review/review-day";
import { newCardsLeft } from "../../domain/review/session-queue";
import { db as appDb } from "../db/db";
import type { VajehDatabase } from "../db/database";
import { kindSet, readStoredReviewSettings } from "./review-settings-read";
import { dueCount, freshCardIds, newIntroducedOn } from "./review-due";

/**
 * Today's review figures (home's card, the Words tab's badge, the menu), read from Dexie only. Loaded
 * once a screen shows them and the device holds content (review-today-context.tsx, decision 031):
 * nothing here is needed to draw the frame.
 */

export interface ReviewToday {
  /** Cards to ask now: due reviews and the new cards today's limit leaves. */
  toReview: number;
  due: number;
  fresh: number;
  reviewsToday: number;
  goal: number;
  /** Days in a row, up to today, on which the daily goal was met. */
  streak: number;
}

export async function readReviewToday(now: number, db: VajehDatabase = appDb): Promise<ReviewToday> {
  const settings = await readStoredReviewSettings(db);
  const offset = deviceOffsetMinutes(now);
  const today = reviewDayKey(now, offset);
  const kinds = kindSet(settings);
  const due = await dueCount(db, now, endOfReviewDay(now, offset), kinds);
  const freshCards = (await freshCardIds(db, kinds)).length;
  const fresh = Math.min(freshCards, newCardsLeft(settings.dailyNewLimit, await newIntroducedOn(db, today)));
  const reviewsToday = await db.reviewLogs.where("day").equals(today).count();
  // Today not met yet does not break the streak.
  const streak =
    (reviewsToday >= settings.dailyGoal ? 1 : 0) + (await daysMetBefore(db, today, settings.dailyGoal));
  return { toReview: due + fresh, due, fresh, reviewsToday, goal: settings.dailyGoal, streak };
}

/** Days counted at once, back from yesterday, while the streak holds. */
const STREAK_WEEK = 7;

/**
 * How many days in a row before `today` met the daily goal: the `day` index counted back a week at a
 * time, the week's seven counts asked together in one transaction (a count per day, one after
 * another, took 30 ms for a 100-day streak in Chromium; this takes 10).
 */
async function daysMetBefore(db: VajehDatabase, today: string, goal: number): Promise<number> {
  return db.transaction("r", db.reviewLogs, async () => {
    let met = 0;
    for (let start = addDays(today, -1); ; start = addDays(start, -STREAK_WEEK)) {
      const days = Array.from({ length: STREAK_WEEK }, (_, i) => addDays(start, -i));
      const counts = await Promise.all(days.map((day) => db.reviewLogs.where("day").equals(day).count()));
      const missed = counts.findIndex((count) => count < goal);
      if (missed >= 0) return met + missed;
      met += STREAK_WEEK;
    }
  });
}
