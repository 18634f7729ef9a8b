import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GRADES, type Grade } from "./grading";
import {
  answerCard,
  clampRetention,
  newCardState,
  orderLogs,
  previewDue,
  replayCard,
  type ReviewLogEntry,
  reviewScheduler,
} from "./scheduler";

const T0 = Date.parse("2026-11-01T08:00:00Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const scheduler = reviewScheduler();

describe("FSRS scheduling with fixed clocks", () => {
  it("a new card answered Again comes back in a minute, Good in ten (the learning steps)", () => {
    const card = newCardState(T0);
    expect(answerCard(scheduler, card, GRADES.again, T0).due - T0).toBe(MINUTE);
    expect(answerCard(scheduler, card, GRADES.good, T0).due - T0).toBe(10 * MINUTE);
    expect(answerCard(scheduler, card, GRADES.easy, T0).phase).toBe(2);
  });

  it("intervals grow with each right answer and shrink after a lapse", () => {
    let state = newCardState(T0);
    let now = T0;
    const gaps: number[] = [];
    for (let i = 0; i < 5; i++) {
      state = answerCard(scheduler, state, GRADES.good, now);
      gaps.push(state.due - now);
      now = state.due;
    }
    for (let i = 2; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] as number);
    const lapsed = answerCard(scheduler, state, GRADES.again, now);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.phase).toBe(3);
    expect(lapsed.due - now).toBeLessThan(DAY);
  });

  it("a higher desired retention asks sooner", () => {
    const strict = reviewScheduler({ desiredRetention: 0.97, weights: null });
    const loose = reviewScheduler({ desiredRetention: 0.8, weights: null });
    const graduated = answerCard(scheduler, newCardState(T0), GRADES.easy, T0);
    const later = T0 + 10 * DAY;
    expect(previewDue(strict, graduated, later)[GRADES.good]).toBeLessThan(
      previewDue(loose, graduated, later)[GRADES.good],
    );
  });

  it("keeps the desired retention within 0.80–0.97", () => {
    expect(clampRetention(0.5)).toBe(0.8);
    expect(clampRetention(0.99)).toBe(0.97);
    expect(clampRetention(Number.NaN)).toBe(0.9);
    expect(clampRetention(0.85)).toBe(0.85);
  });

  it("previews a later due date for each better grade", () => {
    const due = previewDue(scheduler, newCardState(T0), T0);
    expect(due[GRADES.again]).toBeLessThan(due[GRADES.hard]);
    expect(due[GRADES.hard]).toBeLessThan(due[GRADES.good]);
    expect(due[GRADES.good]).toBeLessThan(due[GRADES.easy]);
  });
});

const logArb = (cardId: string) =>
  fc.record({
    id: fc.uuid(),
    cardId: fc.constant(cardId),
    grade: fc.constantFrom<Grade>(1, 2, 3, 4),
    // Often at the same minute (ties), otherwise minutes to months apart over a year.
    reviewedAt: fc
      .oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 365 * 24 * 60 }))
      .map((m) => T0 + m * MINUTE),
    durationMs: fc.integer({ min: 0, max: 60_000 }),
  });

/** A device's view: some logs, delivered in some order, some twice. */
const deliveredArb = (logs: ReviewLogEntry[]) =>
  fc
    .shuffledSubarray(logs, { minLength: logs.length, maxLength: logs.length })
    .chain((all) => fc.subarray(all).map((dupes) => [...all, ...dupes]));

describe("two devices converge", () => {
  it("any interleaving of two devices' logs, in any order and with duplicates, gives one state", () => {
    const twoDevices = fc
      .tuple(
        fc.array(logArb("w1:meaning"), { minLength: 1, maxLength: 12 }),
        fc.array(logArb("w1:meaning"), { maxLength: 12 }),
      )
      .chain(([deviceA, deviceB]) => {
        const all = [...deviceA, ...deviceB];
        return fc.tuple(fc.constant(all), deliveredArb(all), deliveredArb(all));
      });
    fc.assert(
      fc.property(twoDevices, ([all, onA, onB]) => {
        const a = replayCard(scheduler, onA);
        expect(a).toEqual(replayCard(scheduler, onB));
        expect(a).toEqual(replayCard(scheduler, orderLogs(all)));
      }),
      { numRuns: 300 },
    );
  });

  it("a duplicate delivery counts once", () => {
    const log: ReviewLogEntry = { id: "a", cardId: "w1:recall", grade: 3, reviewedAt: T0, durationMs: 1 };
    expect(replayCard(scheduler, [log, log])?.reps).toBe(1);
    expect(replayCard(scheduler, [])).toBeNull();
  });
});
