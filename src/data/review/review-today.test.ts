import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays, deviceOffsetMinutes, reviewDayKey } from "../../domain/review/review-day";
import { VajehDatabase } from "../db/database";
import { readReviewToday } from "./review-today";
import type { ReviewLogRow } from "./review-rows";

const GOAL = 3;
let db: VajehDatabase;
beforeEach(async () => {
  db = new VajehDatabase(`review-today-${crypto.randomUUID()}`);
  await db.meta.put({ key: "review-settings", value: { dailyGoal: GOAL } });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const now = Date.now();
const today = reviewDayKey(now, deviceOffsetMinutes(now));

/** `count` reviews logged on `day`. */
const reviewsOn = (day: string, count: number): ReviewLogRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${day}-${i}`,
    cardId: `w${i}:meaning`,
    grade: 3,
    reviewedAt: now,
    durationMs: 1,
    day,
    pending: 0,
  }));

describe("today's review figures", () => {
  // The streak is read back a week at a time: lengths on both sides of a week's edge.
  it.each([0, 1, 6, 7, 8, 13, 14, 15, 22])(
    "counts a streak of %i days before today, and stops at the first day short of the goal",
    async (days) => {
      const logs = [
        ...Array.from({ length: days }, (_, i) => reviewsOn(addDays(today, -1 - i), GOAL + (i % 2))).flat(),
        // The day that breaks it (one review short), and met days before it that no longer count.
        ...reviewsOn(addDays(today, -1 - days), GOAL - 1),
        ...reviewsOn(addDays(today, -2 - days), GOAL),
        ...reviewsOn(addDays(today, -3 - days), GOAL),
      ];
      await db.reviewLogs.bulkAdd(logs);
      expect((await readReviewToday(now, db)).streak).toBe(days);

      // Today's goal met adds today.
      await db.reviewLogs.bulkAdd(reviewsOn(today, GOAL));
      expect((await readReviewToday(now, db)).streak).toBe(days + 1);
    },
  );
});
