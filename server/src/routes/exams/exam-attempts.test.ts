import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examProcessSchema } from "../../../../src/contract/exams.js";
import { examAttempts, exams } from "../../db/schema.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  FREE_PLACE,
  PAID_PLACE,
  PERSIAN,
  answerCall,
  attemptRow,
  completeCall,
  processCall,
  startAttempt,
  storedQuestions,
} from "./exam-test-support.js";

const t = testAppPerFile();

const startCall = (token: string | undefined, payload: object) =>
  t.call({ method: "POST", url: "/api/user/exam/answer", token, payload });

const sameItems = (a: readonly string[], b: readonly string[]) =>
  expect([...a].sort()).toEqual([...b].sort());

describe("POST /api/user/exam/answer (start an attempt)", () => {
  it("creates an attempt of the user, timed by the exam's deadline from the server clock", async () => {
    const user = await t.createUser();
    const response = await startCall(user.token, FREE_PLACE);
    expect(response.statusCode).toBe(200);
    const { id } = (response.json() as { data: { id: string } }).data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await attemptRow(t, id);
    const [exam] = await t.database.db.select().from(exams).where(eq(exams.id, FREE_PLACE.test_id));
    expect(exam?.deadline).toBeGreaterThan(0);
    expect(row).toMatchObject({
      userId: user.id,
      examId: FREE_PLACE.test_id,
      courseId: "a1",
      lessonId: "a1-1",
      sectionId: "a1-1-1",
      completedAt: null,
      score: null,
    });
    expect(row?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
    expect(row?.deadlineAt.getTime()).toBe(t.clock.now().getTime() + (exam?.deadline ?? 0) * 1000);
  });

  it("creates a new attempt each time", async () => {
    const user = await t.createUser();
    const first = await startAttempt(t, user.token);
    const second = await startAttempt(t, user.token);
    expect(second).not.toBe(first);
    const rows = await t.database.db.select().from(examAttempts).where(eq(examAttempts.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it("answers 404 for an unknown exam, or one that is not in that section, lesson or course", async () => {
    const user = await t.createUser({ subscribed: true });
    const cases = [
      { ...FREE_PLACE, test_id: "no-such-exam" },
      { ...FREE_PLACE, section_id: "a1-1-2" },
      { ...FREE_PLACE, lesson_id: "a1-2" },
      { ...FREE_PLACE, course_id: "a2" },
      { ...FREE_PLACE, test_id: "a1-1-2-exam" },
    ];
    for (const payload of cases) {
      const response = await startCall(user.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json().messages.error).toMatch(PERSIAN);
    }
    expect(
      await t.database.db.select().from(examAttempts).where(eq(examAttempts.userId, user.id)),
    ).toHaveLength(0);
  });

  it("answers 404 for an exam of a lesson the user has not bought, and starts it for a subscriber", async () => {
    const guest = await t.createUser();
    const refused = await startCall(guest.token, PAID_PLACE);
    expect(refused.statusCode).toBe(404);
    expect(
      await t.database.db.select().from(examAttempts).where(eq(examAttempts.userId, guest.id)),
    ).toHaveLength(0);

    const subscriber = await t.createUser({ subscribed: true });
    expect((await startCall(subscriber.token, PAID_PLACE)).statusCode).toBe(200);
  });

  it("refuses an exam without questions with a Persian message (the app shows it locked)", async () => {
    await t.database.db
      .insert(exams)
      .values({ id: "a1-1-1-empty", sectionId: "a1-1-1", name: "بی‌سؤال", deadline: 60, order: 2 });
    const user = await t.createUser();
    const response = await startCall(user.token, { ...FREE_PLACE, test_id: "a1-1-1-empty" });
    expect(response.statusCode).toBe(409);
    expect(response.json().messages.error).toMatch(PERSIAN);
    expect(
      await t.database.db.select().from(examAttempts).where(eq(examAttempts.userId, user.id)),
    ).toHaveLength(0);
  });

  it("needs a token and a valid body", async () => {
    expect((await startCall(undefined, FREE_PLACE)).statusCode).toBe(401);
    const user = await t.createUser();
    const bad = await startCall(user.token, { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toHaveProperty("test_id");
  });
});

describe("GET /api/user/exam/answer/:processId (the attempt)", () => {
  it("shows the attempt and its questions without the correct answers", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    const response = await processCall(t, user.token, id);
    expect(response.statusCode).toBe(200);
    const data = examProcessSchema.parse(response.json().data);
    const [exam] = await t.database.db.select().from(exams).where(eq(exams.id, FREE_PLACE.test_id));
    expect(data).toMatchObject({
      id,
      answers: [],
      created_at: { date: t.clock.now().toISOString() },
      completed_at: null,
      test: { id: FREE_PLACE.test_id, deadline: exam?.deadline },
    });

    const stored = await storedQuestions(t, FREE_PLACE.test_id);
    expect(data.test.questions).toHaveLength(stored.length);
    expect(new Set(stored.map((q) => q.type))).toEqual(
      new Set([
        "QUESTION_TYPE_MULTIPLE_CHOICE",
        "QUESTION_TYPE_IMAGE",
        "QUESTION_TYPE_SORTABLE",
        "QUESTION_TYPE_PLUGGABLE",
      ]),
    );
    stored.forEach((row, i) => {
      const shown = data.test.questions[i];
      expect(shown?.type).toBe(row.type);
      expect(shown?.question).toBe(row.question);
      if (row.type === "QUESTION_TYPE_SORTABLE") {
        sameItems(shown?.answers ?? [], row.correct);
        expect(shown?.answers).not.toEqual(row.correct);
        expect(shown?.answer).toEqual(row.target);
      } else if (row.type === "QUESTION_TYPE_PLUGGABLE") {
        expect(shown?.answers).toEqual(row.answers);
        sameItems(shown?.answer ?? [], row.correct);
        expect(shown?.answer).not.toEqual(row.correct);
      } else {
        expect(shown?.answers).toEqual(row.answers);
        expect(shown?.answer).toEqual([]);
      }
    });
    expect(response.body).not.toContain('"correct"');
  });

  it("shows the same order on a reload, and the answers given so far in question order", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    const first = (await processCall(t, user.token, id)).json().data;
    const stored = await storedQuestions(t, FREE_PLACE.test_id);
    const given = stored.slice(0, 2).map((row) => row.correct);
    for (const [index, answers] of given.entries()) {
      expect((await answerCall(t, user.token, id, index, answers)).statusCode).toBe(200);
    }
    const again = (await processCall(t, user.token, id)).json().data;
    expect(again.test.questions).toEqual(first.test.questions);
    expect(again.answers).toEqual(given);
    expect(again.completed_at).toBeNull();
  });

  it("shows completed_at once the attempt is completed", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    t.clock.advance(30_000);
    expect((await completeCall(t, user.token, id)).statusCode).toBe(200);
    const data = (await processCall(t, user.token, id)).json().data;
    expect(data.completed_at).toEqual({ date: t.clock.now().toISOString() });
  });

  it("answers 404 for an unknown attempt, and for another user's attempt on every attempt route", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const id = await startAttempt(t, owner.token);
    const stored = await storedQuestions(t, FREE_PLACE.test_id);

    expect((await processCall(t, owner.token, "no-such-attempt")).statusCode).toBe(404);
    const read = await processCall(t, other.token, id);
    expect(read.statusCode).toBe(404);
    expect(read.json().messages.error).toMatch(PERSIAN);
    expect((await answerCall(t, other.token, id, 0, stored[0]?.correct ?? [])).statusCode).toBe(404);
    expect((await completeCall(t, other.token, id)).statusCode).toBe(404);

    const row = await attemptRow(t, id);
    expect(row?.completedAt).toBeNull();
    expect((await processCall(t, owner.token, id)).json().data.answers).toEqual([]);
  });

  it("needs a token", async () => {
    const user = await t.createUser();
    const id = await startAttempt(t, user.token);
    expect((await t.call({ method: "GET", url: `/api/user/exam/answer/${id}` })).statusCode).toBe(401);
  });
});
