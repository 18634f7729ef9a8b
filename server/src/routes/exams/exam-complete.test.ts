import { describe, expect, it } from "vitest";
import { examAnswers } from "../../db/schema.js";
import {
  PERSIAN,
  answerCall,
  answerRows,
  attemptRow,
  completeCall,
  highRows,
  startAttempt,
  wrongAnswer,
  examAppPerFile,
} from "./exam-test-support.js";
import { isUniqueViolation } from "./unique-violation.js";

const { t, stored, question, answerAll } = examAppPerFile();

describe("POST /api/user/exam/complete/:processId", () => {
  it("counts unanswered questions as wrong", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    for (const row of stored.slice(0, 2)) await answerCall(t, user.token, id, row.index, row.correct);
    const done = await completeCall(t, user.token, id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.score).toBe(Math.round(200 / stored.length));
  });

  it("completing twice changes nothing and answers the same", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    await answerCall(t, user.token, id, 0, question(0).correct);
    const first = await completeCall(t, user.token, id);
    expect(first.statusCode).toBe(200);
    const rowBefore = await attemptRow(t, id);
    const highBefore = await highRows(t, user.id);
    t.clock.advance(120_000);
    const second = await completeCall(t, user.token, id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await attemptRow(t, id)).toEqual(rowBefore);
    expect(await highRows(t, user.id)).toEqual(highBefore);
  });

  it("keeps the best score as the high across attempts, with the time it was reached", async () => {
    const user = await t.createUser();
    const high = (score: number, at: Date) => ({ score, done_at: { date: at.toISOString() } });

    const a = await startAttempt(t, user.token);
    await answerCall(t, user.token, a, 0, question(0).correct);
    const aAt = t.clock.now();
    const aScore = Math.round(100 / stored.length);
    expect((await completeCall(t, user.token, a)).json().data).toEqual({
      score: aScore,
      high: high(aScore, aAt),
    });

    t.clock.advance(600_000);
    const b = await startAttempt(t, user.token);
    await answerAll(user.token, b, () => true);
    const bAt = t.clock.now();
    expect((await completeCall(t, user.token, b)).json().data).toEqual({ score: 100, high: high(100, bAt) });

    t.clock.advance(600_000);
    const c = await startAttempt(t, user.token);
    expect((await completeCall(t, user.token, c)).json().data).toEqual({ score: 0, high: high(100, bAt) });

    t.clock.advance(600_000);
    const d = await startAttempt(t, user.token);
    await answerAll(user.token, d, () => true);
    // A tie keeps the older row: done_at is when the best score was first reached.
    expect((await completeCall(t, user.token, d)).json().data).toEqual({ score: 100, high: high(100, bAt) });
    expect(await highRows(t, user.id)).toMatchObject([{ score: 100, doneAt: bAt }]);
  });

  it("keeps highs per user and per exam", async () => {
    const one = await t.createUser();
    const two = await t.createUser();
    const id = await startAttempt(t, one.token);
    await answerAll(one.token, id, () => true);
    await completeCall(t, one.token, id);
    const other = await startAttempt(t, two.token);
    expect((await completeCall(t, two.token, other)).json().data.high.score).toBe(0);
    expect(await highRows(t, one.id)).toMatchObject([{ score: 100 }]);
  });

  it("answers 404 for an unknown attempt and for another user's", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const id = await startAttempt(t, owner.token);
    expect((await completeCall(t, owner.token, "no-such-attempt")).statusCode).toBe(404);
    const foreign = await completeCall(t, other.token, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages.error).toMatch(PERSIAN);
    expect((await attemptRow(t, id))?.completedAt).toBeNull();
    expect(await highRows(t, other.id)).toHaveLength(0);
  });

  it("needs a token", async () => {
    expect((await t.call({ method: "POST", url: "/api/user/exam/complete/x" })).statusCode).toBe(401);
  });
});

describe("concurrency", () => {
  it("20 concurrent answers to one question record one answer; the others get 409", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    const first = question(0);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        answerCall(t, user.token, id, 0, i % 2 === 0 ? first.correct : wrongAnswer(first)),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await answerRows(t, id);
    expect(rows).toHaveLength(1);
    const winner = responses.find((r) => r.statusCode === 200);
    expect(winner?.json().data.correct).toBe(rows[0]?.correct);
  });

  it("concurrent completions complete once and all answer the same", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    await answerAll(user.token, id, () => true);
    const responses = await Promise.all(Array.from({ length: 10 }, () => completeCall(t, user.token, id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const bodies = new Set(responses.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(await highRows(t, user.id)).toMatchObject([{ score: 100 }]);
  });

  it("a second answer row for a question raises a unique violation the route turns into 409", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    const row = { attemptId: id, questionIndex: 0, answers: ["x"], correct: false };
    await t.database.db.insert(examAnswers).values(row);
    const duplicate = await t.database.db
      .insert(examAnswers)
      .values(row)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(duplicate).not.toBeNull();
    expect(isUniqueViolation(duplicate)).toBe(true);

    const foreignKey = await t.database.db
      .insert(examAnswers)
      .values({ ...row, attemptId: "no-such-attempt" })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(foreignKey).not.toBeNull();
    expect(isUniqueViolation(foreignKey)).toBe(false);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
