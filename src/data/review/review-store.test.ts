import { Dexie } from "dexie";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CARD_KINDS, type CardKind, parseCardId } from "../../domain/review/card-kinds";
import { GRADES } from "../../domain/review/grading";
import { endOfReviewDay } from "../../domain/review/review-day";
import {
  type CardPhase,
  newCardState,
  orderLogs,
  replayCard,
  type ReviewLogEntry,
  reviewScheduler,
} from "../../domain/review/scheduler";
import { buildQueue, isDue } from "../../domain/review/session-queue";
import { VajehDatabase } from "../db/database";
import type { ReviewCardRow, ReviewLogRow } from "./review-rows";
import { dueCount, loadQueue, newIntroducedOn } from "./review-due";
import { enterReview, mergeRemoteLogs, recordAnswer } from "./review-store";
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

const answer = (cardId: string, grade: 1 | 2 | 3 | 4, now: number, logId: string = crypto.randomUUID()) =>
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

  it("counts as introduced on a day the cards whose first answer ever is one of that day's", async () => {
    // The definition the count had as one read per log: a log of the day with no earlier log of its
    // card (earlier in time, or at the same time with a smaller id).
    const byDefinition = (logs: readonly ReviewLogRow[], day: string) =>
      new Set(
        logs
          .filter(
            (log) =>
              log.day === day &&
              !logs.some(
                (other) =>
                  other.cardId === log.cardId &&
                  (other.reviewedAt < log.reviewedAt ||
                    (other.reviewedAt === log.reviewedAt && other.id < log.id)),
              ),
          )
          .map((log) => log.cardId),
      ).size;
    const log = fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      cardId: fc.constantFrom("w1:meaning", "w1:recall", "w2:meaning", "w3:plural"),
      grade: fc.constant(GRADES.good),
      reviewedAt: fc.integer({ min: 0, max: 5 }),
      durationMs: fc.constant(3000),
      day: fc.constantFrom("2026-11-01", "2026-11-02", "2026-11-03"),
      pending: fc.constantFrom<0 | 1>(0, 1),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(log, { selector: (l) => l.id, maxLength: 14 }),
        fc.constantFrom("2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"),
        async (logs, day) => {
          await db.reviewLogs.clear();
          await db.reviewLogs.bulkAdd(logs);
          expect(await newIntroducedOn(db, day)).toBe(byDefinition(logs, day));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("reads the same queue and due count from card ids in index order as from whole rows", async () => {
    // Cards new or answered, in every phase, due long ago, by now, later today or after today, with
    // equal due times (ties go by card id): the `[fresh+due]` reads must order them as buildQueue does.
    const now = T0 + 0.5 * DAY;
    const end = endOfReviewDay(now, TEHRAN);
    const card = fc.record({
      word: fc.integer({ min: 0, max: 12 }),
      kind: fc.constantFrom(...CARD_KINDS),
      phase: fc.constantFrom<CardPhase | null>(null, 1, 2, 3),
      due: fc.constantFrom(now - 3 * DAY, now - 60_000, now, now + 60_000, end - 1, end, end + DAY),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(card, { selector: (c) => `${c.word}:${c.kind}`, maxLength: 40 }),
        fc.integer({ min: 0, max: 6 }),
        fc.subarray([...CARD_KINDS], { minLength: 1 }),
        async (cards, newLeft, kindList) => {
          const rows: ReviewCardRow[] = cards.map((c) => ({
            cardId: `w${c.word}:${c.kind}`,
            wordId: `w${c.word}`,
            kind: c.kind,
            addedAt: c.due,
            fresh: c.phase === null ? 1 : 0,
            due: c.due,
            state: c.phase === null ? null : { ...newCardState(c.due), phase: c.phase, due: c.due },
          }));
          await db.reviewCards.clear();
          await db.reviewCards.bulkAdd(rows);
          const kinds = new Set<CardKind>(kindList);
          const asked = rows.filter((r) => kinds.has(r.kind));
          expect(await loadQueue(db, now, end, newLeft, kinds)).toEqual(buildQueue(asked, now, end, newLeft));
          const due = asked.filter((r) => r.state !== null && isDue(r.state, now, end));
          expect(await dueCount(db, now, end, kinds)).toBe(due.length);
          expect((await loadQueue(db, now, end, newLeft)).every((id) => parseCardId(id) !== null)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a device whose cards were kept before the [fresh+due] index (database version 3) opens the same queue", async () => {
    const name = `review-v3-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(3).stores({
      reviewCards: "cardId, wordId, fresh, due",
      reviewLogs: "id, cardId, day, pending, reviewedAt",
    });
    const now = T0;
    const state = { ...newCardState(now - DAY), phase: 2 as const, due: now - DAY };
    await old.table("reviewCards").bulkAdd([
      {
        cardId: "w1:meaning",
        wordId: "w1",
        kind: "meaning",
        addedAt: now - 9 * DAY,
        fresh: 0,
        due: now - DAY,
        state,
      },
      {
        cardId: "w2:meaning",
        wordId: "w2",
        kind: "meaning",
        addedAt: now - 2 * DAY,
        fresh: 1,
        due: now - 2 * DAY,
        state: null,
      },
    ]);
    old.close();
    const upgraded = new VajehDatabase(name);
    try {
      const end = endOfReviewDay(now, TEHRAN);
      expect(await loadQueue(upgraded, now, end, 5)).toEqual(["w1:meaning", "w2:meaning"]);
      expect(await dueCount(upgraded, now, end)).toBe(1);
    } finally {
      upgraded.close();
      await upgraded.delete();
    }
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

  it("an answer at the same time as the card's last review takes its place in the log order, as on any device", async () => {
    // Two answers in one millisecond (a clock set back, session 20's model run): the order every device
    // replays is by time, then by log id. The later answer's id sorts first, so it is applied first.
    await enterReview(db, noun, T0);
    await answer("w1:meaning", GRADES.again, T0 + DAY, "log-b");
    const state = await answer("w1:meaning", GRADES.easy, T0 + DAY, "log-a");
    const logs = await db.reviewLogs.toArray();
    expect(orderLogs(logs).map((log) => log.id)).toEqual(["log-a", "log-b"]);
    expect(state).toEqual(replayCard(scheduler, logs));
    expect((await db.reviewCards.get("w1:meaning"))?.state).toEqual(state);
  });
});
