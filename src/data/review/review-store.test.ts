import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GRADES } from "../../domain/review/grading";
import { endOfReviewDay } from "../../domain/review/review-day";
import { orderLogs, replayCard, type ReviewLogEntry, reviewScheduler } from "../../domain/review/scheduler";
import { VajehDatabase } from "../db/database";
import {
  dueCount,
  enterReview,
  loadQueue,
  mergeRemoteLogs,
  newIntroducedOn,
  recordAnswer,
} from "./review-store";
import { TEST_NOUN as noun, TEST_VERB as verb } from "./review-test-support";

const TEHRAN = 210;
const T0 = Date.parse("2026-11-12T06:00:00Z");
const DAY = 86_400_000;
const scheduler = reviewScheduler();

let db: VajehDatabase;
beforeEach(() => {
  db = new VajehDatabase(`review-${crypto.randomUUID()}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const answer = (cardId: string, grade: 1 | 2 | 3 | 4, now: number, logId = crypto.randomUUID()) =>
  recordAnswer(db, scheduler, { logId, cardId, grade, now, durationMs: 3000, offsetMinutes: TEHRAN });

describe("review on the device", () => {
  it("a studied word enters review once, with a card per kind", async () => {
    expect(await enterReview(db, noun, T0)).toBe(4);
    expect(await enterReview(db, noun, T0 + 1)).toBe(0);
    expect(await enterReview(db, verb, T0)).toBe(2);
    expect((await db.reviewCards.toArray()).map((c) => c.cardId).sort()).toEqual([
      "w1:article",
      "w1:meaning",
      "w1:plural",
      "w1:recall",
      "w2:meaning",
      "w2:recall",
    ]);
  });

  it("an answer keeps its log and the card's new state together, and the log waits for the server", async () => {
    await enterReview(db, noun, T0);
    const state = await answer("w1:meaning", GRADES.good, T0);
    const row = await db.reviewCards.get("w1:meaning");
    expect(row?.state).toEqual(state);
    expect(row?.fresh).toBe(0);
    expect(row?.due).toBe(state?.due);
    const logs = await db.reviewLogs.toArray();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ cardId: "w1:meaning", grade: 3, pending: 1, day: "2026-11-12" });
    expect(await answer("nope:meaning", GRADES.good, T0)).toBeNull();
  });

  it("queues due reviews and the new cards the daily limit leaves, and counts what is due", async () => {
    await enterReview(db, noun, T0);
    await enterReview(db, verb, T0 + 1000);
    await answer("w1:meaning", GRADES.easy, T0 - 10 * DAY);
    const later = T0 + 30 * DAY;
    const end = endOfReviewDay(later, TEHRAN);
    expect(await dueCount(db, later, end)).toBe(1);
    const queue = await loadQueue(db, later, end, 2);
    expect(queue[0]).toBe("w1:meaning");
    expect(queue).toHaveLength(3);
    expect(await newIntroducedOn(db, "2026-11-02")).toBe(1);
  });

  it("two devices that reviewed offline reach the same states after exchanging logs, every answer kept", async () => {
    const other = new VajehDatabase(`review-other-${crypto.randomUUID()}`);
    try {
      for (const device of [db, other]) await enterReview(device, noun, T0);
      await answer("w1:recall", GRADES.good, T0);
      await answer("w1:recall", GRADES.good, T0 + 2 * DAY);
      await recordAnswer(other, scheduler, {
        logId: crypto.randomUUID(),
        cardId: "w1:recall",
        grade: GRADES.again,
        now: T0 + DAY,
        durationMs: 1,
        offsetMinutes: TEHRAN,
      });
      const mine: ReviewLogEntry[] = await db.reviewLogs.toArray();
      const theirs: ReviewLogEntry[] = await other.reviewLogs.toArray();
      // Each device gets the other's logs, and its own back (as a sync does), twice.
      await mergeRemoteLogs(db, scheduler, [...theirs, ...mine, ...theirs], TEHRAN);
      await mergeRemoteLogs(other, scheduler, [...mine, ...theirs], TEHRAN);
      const a = await db.reviewCards.get("w1:recall");
      const b = await other.reviewCards.get("w1:recall");
      expect(a?.state).toEqual(b?.state);
      expect(a?.state).toEqual(replayCard(scheduler, orderLogs([...mine, ...theirs])));
      expect(a?.state?.reps).toBe(3);
      expect(await db.reviewLogs.count()).toBe(3);
      expect(await db.reviewLogs.where("pending").equals(1).count()).toBe(0);
    } finally {
      other.close();
      await other.delete();
    }
  });

  it("an answer older than the card's last review (a clock behind) replays instead of stacking", async () => {
    await enterReview(db, noun, T0);
    await answer("w1:plural", GRADES.good, T0 + DAY);
    const state = await answer("w1:plural", GRADES.again, T0);
    expect(state).toEqual(replayCard(scheduler, await db.reviewLogs.toArray()));
  });
});
