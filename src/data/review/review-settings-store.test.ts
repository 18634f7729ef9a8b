import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GRADES } from "../../domain/review/grading";
import { DEFAULT_REVIEW_SETTINGS } from "../../domain/review/review-settings";
import { replayCard, reviewScheduler } from "../../domain/review/scheduler";
import { VajehDatabase } from "../db/database";
import { OWNER_KEY } from "../session/owner";
import { readStoredReviewSettings } from "./review-settings-read";
import { saveStoredReviewSettings } from "./review-settings-save";
import { adoptReviewSettings, readSyncedReviewSettings } from "./review-settings-store";
import { queueReviewSettings } from "./review-settings-sync";
import { REVIEW_SETTINGS_SUBJECT } from "./review-settings-wire";
import { enterReview, recordAnswer } from "./review-store";
import { TEST_NOUN as noun } from "./review-test-support";

const T0 = Date.parse("2026-11-02T06:00:00Z");
const DAY = 86_400_000;

let db: VajehDatabase;
beforeEach(async () => {
  db = new VajehDatabase(`settings-store-${crypto.randomUUID()}`);
  await enterReview(db, noun, T0);
  // Answered with the defaults over two weeks: meaning and recall have logs, article and plural none.
  const defaults = reviewScheduler();
  let i = 0;
  for (const [cardId, grade, at] of [
    ["w1:meaning", GRADES.good, T0],
    ["w1:recall", GRADES.hard, T0 + 60_000],
    ["w1:meaning", GRADES.good, T0 + 3 * DAY],
    ["w1:recall", GRADES.good, T0 + 4 * DAY],
    ["w1:meaning", GRADES.easy, T0 + 14 * DAY],
  ] as const)
    await recordAnswer(db, defaults, {
      logId: `log-${i++}`,
      cardId,
      grade,
      now: at,
      durationMs: 900,
      offsetMinutes: 210,
    });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** Every card's state as it must be: the replay of its logs with these settings (null without logs). */
async function expectReplayedWith(desiredRetention: number, weights: number[] | null = null) {
  const scheduler = reviewScheduler({ desiredRetention, weights });
  for (const card of await db.reviewCards.toArray()) {
    const logs = await db.reviewLogs.where("cardId").equals(card.cardId).toArray();
    expect(card.state, card.cardId).toEqual(replayCard(scheduler, logs));
    if (card.state) expect(card.due).toBe(card.state.due);
  }
}

const form = { ...DEFAULT_REVIEW_SETTINGS, desiredRetention: 0.8 };
const { weights: _weights, ...formValue } = form;

describe("the review settings on the device", () => {
  it("a change of retention replays every card with it, and is queued for the server", async () => {
    await expectReplayedWith(0.9);
    const dueBefore = (await db.reviewCards.get("w1:meaning"))?.due;
    await db.meta.put({ key: OWNER_KEY, value: "u1" });
    await saveStoredReviewSettings(db, formValue, T0 + 15 * DAY);
    await expectReplayedWith(0.8);
    expect((await db.reviewCards.get("w1:meaning"))?.due).not.toBe(dueBefore);
    expect((await db.reviewCards.get("w1:article"))?.state).toBeNull();
    expect(await readSyncedReviewSettings(db)).toMatchObject({
      desiredRetention: 0.8,
      updatedAt: T0 + 15 * DAY,
    });
    const queued = await db.outbox.where("subject").equals(REVIEW_SETTINGS_SUBJECT).toArray();
    expect(queued.map((e) => e.body)).toEqual([expect.objectContaining({ desired_retention: 0.8 })]);
  });

  it("a change that does not schedule (the daily goal) leaves the cards; a guest queues nothing", async () => {
    const before = await db.reviewCards.toArray();
    await saveStoredReviewSettings(db, { ...formValue, desiredRetention: 0.9, dailyGoal: 55 });
    expect(await db.reviewCards.toArray()).toEqual(before);
    expect((await readStoredReviewSettings(db)).dailyGoal).toBe(55);
    expect(await db.outbox.count()).toBe(0);
  });

  it("the server's settings adopted on pull replay every card, unless a change of the device waits", async () => {
    const remote = { ...form, weights: null, updatedAt: T0 + 20 * DAY };
    expect(await adoptReviewSettings(db, { ...remote, desiredRetention: 0.95 })).toBe(true);
    await expectReplayedWith(0.95);
    // A device change waiting in the outbox is kept (the server will choose the later one).
    await queueReviewSettings(db, "u1", { ...remote, desiredRetention: 0.85 });
    expect(await adoptReviewSettings(db, remote)).toBe(false);
    await expectReplayedWith(0.95);
    await db.outbox.clear();
    // Optimised parameters from the server replay the cards too.
    const weights = [...reviewScheduler().parameters.w].map((w, i) => (i === 0 ? w * 3 : w));
    expect(await adoptReviewSettings(db, { ...remote, weights })).toBe(true);
    await expectReplayedWith(0.8, weights);
  });
});
