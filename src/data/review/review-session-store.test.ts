import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_REVIEW_SETTINGS } from "../../domain/review/review-settings";
import { reviewScheduler } from "../../domain/review/scheduler";
import { VajehDatabase } from "../db/database";
import { wordRow } from "../test-support/word-rows";
import { batchPendingLogs, logIdsOf } from "./review-log-sync";
import { answerInSession, openSession, readSession, undoLastAnswer } from "./review-session-store";
import { UNDO_HOLD_MS } from "./review-undo-hold";

const T0 = Date.parse("2026-11-12T06:00:00Z");
const OFFSET = 210;
const scheduler = reviewScheduler();
const noun = wordRow("n1", 0, {
  type: "NOUN",
  gender: "masculine",
  is_completed: true,
  translation: { german: "Tisch", persian: "میز" },
  grammer: { plural: "Tische" },
});
const verb = wordRow("v1", 1, {
  type: "VERB",
  gender: null,
  translation: { german: "gehen", persian: "رفتن" },
});

let db: VajehDatabase;
beforeEach(() => {
  db = new VajehDatabase(`session-${crypto.randomUUID()}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const answerHead = async (grade: 1 | 2 | 3 | 4, now: number) => {
  const session = await readSession(db);
  const cardId = session?.queue[0] ?? "";
  return answerInSession(
    scheduler,
    { logId: crypto.randomUUID(), cardId, grade, durationMs: 2000, now, offsetMinutes: OFFSET },
    db,
  );
};

describe("a review session on the device", () => {
  it("brings completed and saved words into review, and new cards only up to the daily limit", async () => {
    await db.words.bulkPut([noun, verb]);
    await db.bookmarks.put({
      id: "b1",
      course_id: "c1",
      lesson_id: "l1",
      section_id: "s1",
      word_id: "v1",
      word__name: "gehen",
      description: "",
      note: "",
      learned: false,
      status: "learning",
      updated_at: "",
      search_key: "",
      pending: 0,
      deleted: 0,
    });
    const session = await openSession({ ...DEFAULT_REVIEW_SETTINGS, dailyNewLimit: 5 }, T0, OFFSET, db);
    expect(await db.reviewCards.count()).toBe(6);
    expect(session.queue).toHaveLength(5);
    expect(session.queue[0]).toBe("n1:meaning");
  });

  it("leaves out the kinds switched off", async () => {
    await db.words.put(noun);
    const session = await openSession(
      { ...DEFAULT_REVIEW_SETTINGS, enabledKinds: ["article"] },
      T0,
      OFFSET,
      db,
    );
    expect(session.queue).toEqual(["n1:article"]);
  });

  it("continues after a reload, a wrong card comes back later, and undo restores card, log and queue", async () => {
    await db.words.put(noun);
    await openSession(DEFAULT_REVIEW_SETTINGS, T0, OFFSET, db);
    const { session: afterWrong } = await answerHead(1, T0 + 1000);
    expect(afterWrong.queue).toEqual(["n1:recall", "n1:article", "n1:plural", "n1:meaning"]);
    // A reload: the same session, not a new one.
    const reopened = await openSession(DEFAULT_REVIEW_SETTINGS, T0 + 5000, OFFSET, db);
    expect(reopened.queue).toEqual(afterWrong.queue);
    expect(reopened.answers).toHaveLength(1);

    const cardBefore = await db.reviewCards.get("n1:recall");
    await answerHead(3, T0 + 6000);
    const { result, session } = await undoLastAnswer(scheduler, db);
    expect(result).toBe("undone");
    expect(session?.queue).toEqual(afterWrong.queue);
    expect(session?.answers).toHaveLength(1);
    expect(await db.reviewCards.get("n1:recall")).toEqual(cardBefore);
    expect(await db.reviewLogs.count()).toBe(1);
    // Only the last answer can be taken back.
    expect((await undoLastAnswer(scheduler, db)).result).toBe("unknown");
  });

  it("a session of an earlier day is not continued", async () => {
    await db.words.put(noun);
    await openSession({ ...DEFAULT_REVIEW_SETTINGS, dailyNewLimit: 1 }, T0, OFFSET, db);
    const nextDay = await openSession(
      { ...DEFAULT_REVIEW_SETTINGS, dailyNewLimit: 1 },
      T0 + 86_400_000,
      OFFSET,
      db,
    );
    expect(nextDay.day).toBe("2026-11-13");
    expect(nextDay.answers).toEqual([]);
  });

  it("undo: the last answer stays on the device for a while, then leaves and can no longer be taken back", async () => {
    await db.words.put(noun);
    await openSession(DEFAULT_REVIEW_SETTINGS, T0, OFFSET, db);
    const { session: first } = await answerHead(3, T0);
    const { session: second } = await answerHead(3, T0 + 5000);
    const [firstId, secondId] = [first.undo?.logId, second.undo?.logId];
    const batchedIds = async () => (await db.outbox.toArray()).flatMap(logIdsOf);
    // A drain inside the hold sends the earlier answer but keeps the last one back: it can be undone.
    await batchPendingLogs(db, "u1", T0 + 5000 + UNDO_HOLD_MS - 1);
    expect(await batchedIds()).toEqual([firstId]);
    expect((await undoLastAnswer(scheduler, db)).result).toBe("undone");
    // Only the session's last answer: the earlier one, already batched, is not offered.
    expect((await readSession(db))?.undo).toBeNull();
    expect(await db.reviewLogs.get(secondId ?? "")).toBeUndefined();

    // After the hold the next drain batches it, and undo is refused with nothing changed.
    await answerHead(3, T0 + 10_000);
    const card = await db.reviewCards.toArray();
    await batchPendingLogs(db, "u1", T0 + 10_000 + UNDO_HOLD_MS);
    expect(await batchedIds()).toHaveLength(2);
    const { result, session } = await undoLastAnswer(scheduler, db);
    expect(result).toBe("left-device");
    expect(session?.undo).toBeNull();
    expect(await db.reviewCards.toArray()).toEqual(card);
    expect(await db.reviewLogs.count()).toBe(2);
  });

  it("logout batches the held answer too: nothing stays behind", async () => {
    await db.words.put(noun);
    await openSession(DEFAULT_REVIEW_SETTINGS, T0, OFFSET, db);
    await answerHead(3, T0);
    expect(await batchPendingLogs(db, "u1", T0 + 1)).toBe(0);
    expect(await batchPendingLogs(db, "u1", T0 + 1, false)).toBe(1);
  });
});
