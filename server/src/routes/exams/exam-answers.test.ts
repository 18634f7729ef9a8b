import { describe, expect, it } from "vitest";
import {
  FREE_PLACE,
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

const { t, stored, question, answerAll } = examAppPerFile();

describe("a whole exam", () => {
  it("has questions of all four types in the seed", () => {
    expect(stored.length).toBeGreaterThanOrEqual(4);
    expect(new Set(stored.map((q) => q.type))).toEqual(
      new Set([
        "QUESTION_TYPE_MULTIPLE_CHOICE",
        "QUESTION_TYPE_IMAGE",
        "QUESTION_TYPE_SORTABLE",
        "QUESTION_TYPE_PLUGGABLE",
      ]),
    );
  });

  it("every answer right: each is correct, the score is 100 and becomes the high", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    await answerAll(user.token, id, () => true);
    const rows = await answerRows(t, id);
    expect(rows.map((r) => [r.questionIndex, r.correct])).toEqual(stored.map((q) => [q.index, true]));
    expect(rows.map((r) => r.answers)).toEqual(stored.map((q) => q.correct));

    t.clock.advance(60_000);
    const done = await completeCall(t, user.token, id);
    expect(done.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(done.json()).toEqual({ data: { score: 100, high: { score: 100, done_at: { date: now } } } });
    expect(await attemptRow(t, id)).toMatchObject({ score: 100, completedAt: t.clock.now() });
    expect(await highRows(t, user.id)).toMatchObject([
      { examId: FREE_PLACE.test_id, score: 100, doneAt: t.clock.now() },
    ]);
  });

  it("every answer wrong: each is wrong and shows the correct answer, the score is 0", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    await answerAll(user.token, id, () => false);
    expect((await answerRows(t, id)).every((r) => !r.correct)).toBe(true);
    const done = await completeCall(t, user.token, id);
    expect(done.json().data).toEqual({
      score: 0,
      high: { score: 0, done_at: { date: t.clock.now().toISOString() } },
    });
  });

  it("mixed answers score the share of right ones, rounded", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    await answerAll(user.token, id, (index) => index % 3 === 0);
    const right = stored.filter((q) => q.index % 3 === 0).length;
    const done = await completeCall(t, user.token, id);
    expect(done.json().data.score).toBe(Math.round((right * 100) / stored.length));
  });
});

describe("POST /api/user/exam/answer/:processId (refusals)", () => {
  it("answers 409 when question_index is not the number of answers given, and records nothing", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    const ahead = await answerCall(t, user.token, id, 1, question(1).correct);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().messages.error).toMatch(PERSIAN);
    expect(await answerRows(t, id)).toHaveLength(0);

    expect((await answerCall(t, user.token, id, 0, question(0).correct)).statusCode).toBe(200);
    const again = await answerCall(t, user.token, id, 0, wrongAnswer(question(0)));
    expect(again.statusCode).toBe(409);
    const rows = await answerRows(t, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ questionIndex: 0, correct: true, answers: question(0).correct });
  });

  it("answers 409 for an index beyond the last question", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    await answerAll(user.token, id, () => true);
    const beyond = await answerCall(t, user.token, id, stored.length, question(0).correct);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().messages.error).toMatch(PERSIAN);
    expect((await answerCall(t, user.token, id, 99, question(0).correct)).statusCode).toBe(409);
    expect(await answerRows(t, id)).toHaveLength(stored.length);
  });

  it("answers 409 at and after the deadline, by the server clock", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    const attempt = await attemptRow(t, id);
    const deadline = attempt?.deadlineAt.getTime() ?? 0;

    t.clock.set(new Date(deadline - 1));
    expect((await answerCall(t, user.token, id, 0, question(0).correct)).statusCode).toBe(200);
    t.clock.set(new Date(deadline));
    const late = await answerCall(t, user.token, id, 1, question(1).correct);
    expect(late.statusCode).toBe(409);
    expect(late.json().messages.error).toMatch(PERSIAN);
    t.clock.advance(3_600_000);
    expect((await answerCall(t, user.token, id, 1, question(1).correct)).statusCode).toBe(409);
    expect(await answerRows(t, id)).toHaveLength(1);

    // Completing after the deadline is allowed (the app's timer ran out); unanswered questions are wrong.
    const done = await completeCall(t, user.token, id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.score).toBe(Math.round(100 / stored.length));
  });

  it("answers 409 after the attempt is completed", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    expect((await answerCall(t, user.token, id, 0, question(0).correct)).statusCode).toBe(200);
    expect((await completeCall(t, user.token, id)).statusCode).toBe(200);
    const after = await answerCall(t, user.token, id, 1, question(1).correct);
    expect(after.statusCode).toBe(409);
    expect(after.json().messages.error).toMatch(PERSIAN);
    expect(await answerRows(t, id)).toHaveLength(1);
  });

  it("answers 422 when the course, lesson, section or exam is not the attempt's", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    const cases = [
      { ...FREE_PLACE, test_id: "a1-1-2-exam" },
      { ...FREE_PLACE, section_id: "a1-1-2" },
      { ...FREE_PLACE, lesson_id: "a1-2" },
      { ...FREE_PLACE, course_id: "a2" },
    ];
    for (const place of cases) {
      const response = await answerCall(t, user.token, id, 0, question(0).correct, place);
      expect(response.statusCode, JSON.stringify(place)).toBe(422);
      expect(response.json().messages.error).toMatch(PERSIAN);
    }
    const wrongExam = await answerCall(t, user.token, id, 0, question(0).correct, cases[0]);
    expect(Object.keys(wrongExam.json().fields)).toEqual(["test_id"]);
    expect(await answerRows(t, id)).toHaveLength(0);
  });

  it("answers 422 for an answer of the wrong shape, records nothing, and the question stays open", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    const sortable = stored.find((q) => q.type === "QUESTION_TYPE_SORTABLE");
    if (!sortable) throw new Error("no sortable question");
    // Answer up to the sortable question first.
    for (const row of stored.slice(0, sortable.index)) {
      expect((await answerCall(t, user.token, id, row.index, row.correct)).statusCode).toBe(200);
    }
    const missingItem = await answerCall(t, user.token, id, sortable.index, sortable.correct.slice(1));
    expect(missingItem.statusCode).toBe(422);
    expect(missingItem.json().fields).toHaveProperty("answers");
    const foreignItem = await answerCall(t, user.token, id, sortable.index, [
      ...sortable.correct.slice(1),
      "Katze",
    ]);
    expect(foreignItem.statusCode).toBe(422);
    const empty = await answerCall(t, user.token, id, sortable.index, []);
    expect(empty.statusCode).toBe(422);
    expect(await answerRows(t, id)).toHaveLength(sortable.index);
    expect((await answerCall(t, user.token, id, sortable.index, sortable.correct)).statusCode).toBe(200);
  });

  it("answers 422 for a choice that is not one of the question's", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    const first = question(0);
    expect(first.type).toBe("QUESTION_TYPE_MULTIPLE_CHOICE");
    expect((await answerCall(t, user.token, id, 0, ["nicht dabei"])).statusCode).toBe(422);
    expect((await answerCall(t, user.token, id, 0, [...first.answers.slice(0, 2)])).statusCode).toBe(422);
    expect(await answerRows(t, id)).toHaveLength(0);
  });
});
