import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ReviewableWord } from "../../domain/review/card-kinds";
import { GRADES } from "../../domain/review/grading";
import { reviewScheduler } from "../../domain/review/scheduler";
import { VajehDatabase } from "../db/database";
import { enterReview, recordAnswer } from "./review-store";
import { batchPendingLogs, logIdsOf } from "./review-log-sync";
import { undoAnswer } from "./review-undo";

const T0 = Date.parse("2026-11-12T06:00:00Z");
const scheduler = reviewScheduler();
const word: ReviewableWord = {
  id: "w1",
  type: "VERB",
  gender: null,
  translation: { german: "gehen", persian: "رفتن" },
  grammer: { plural: null },
};

let db: VajehDatabase;
beforeEach(async () => {
  db = new VajehDatabase(`undo-${crypto.randomUUID()}`);
  await enterReview(db, word, T0);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const answer = (grade: 1 | 2 | 3 | 4, now: number, logId: string) =>
  recordAnswer(db, scheduler, {
    logId,
    cardId: "w1:recall",
    grade,
    now,
    durationMs: 1000,
    offsetMinutes: 210,
  });

describe("undo of an answer", () => {
  it("removes the log and puts the card back as it was before it", async () => {
    await answer(GRADES.good, T0, "a");
    const before = await db.reviewCards.get("w1:recall");
    await answer(GRADES.again, T0 + 600_000, "b");
    expect(await undoAnswer(db, scheduler, "b")).toBe("undone");
    expect(await db.reviewCards.get("w1:recall")).toEqual(before);
    expect((await db.reviewLogs.toArray()).map((l) => l.id)).toEqual(["a"]);
  });

  it("a first answer undone makes the card new again", async () => {
    const fresh = await db.reviewCards.get("w1:recall");
    await answer(GRADES.easy, T0, "a");
    expect(await undoAnswer(db, scheduler, "a")).toBe("undone");
    expect(await db.reviewCards.get("w1:recall")).toEqual(fresh);
    expect(await db.reviewLogs.count()).toBe(0);
  });

  it("refuses an answer the server already has, and an unknown one", async () => {
    await answer(GRADES.good, T0, "a");
    await db.reviewLogs.update("a", { pending: 0 });
    const kept = await db.reviewCards.get("w1:recall");
    expect(await undoAnswer(db, scheduler, "a")).toBe("left-device");
    expect(await undoAnswer(db, scheduler, "zzz")).toBe("unknown");
    expect(await db.reviewCards.get("w1:recall")).toEqual(kept);
    expect(await db.reviewLogs.count()).toBe(1);
  });

  it("refuses a pending answer already in an outbox entry, sent or not, with the worker or not", async () => {
    const A = "00000000-0000-4000-8000-00000000000a";
    await answer(GRADES.good, T0, A);
    await batchPendingLogs(db, "u1", T0);
    const [entry] = await db.outbox.toArray();
    expect(entry && logIdsOf(entry)).toEqual([A]);
    const kept = await db.reviewCards.get("w1:recall");
    expect(await undoAnswer(db, scheduler, A)).toBe("left-device");
    // A never-tried entry and one the service worker holds alike: the log and the entry stay as they were.
    if (entry?.seq !== undefined) await db.outbox.update(entry.seq, { queued: true, attempts: 1 });
    expect(await undoAnswer(db, scheduler, A)).toBe("left-device");
    expect(await db.reviewLogs.get(A)).toMatchObject({ pending: 1 });
    expect((await db.outbox.toArray()).map(logIdsOf)).toEqual([[A]]);
    expect(await db.reviewCards.get("w1:recall")).toEqual(kept);
  });
});
