import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ExamStartBody } from "../../../../src/contract/exams.js";
import { questionKind } from "../../../../src/contract/content.js";
import { examAnswers, examAttempts, examHighs, questions } from "../../db/schema.js";
import type { TestApp } from "../../test-support/test-app.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";

/** Test helpers for the exam routes (not used by the server itself). */

/** The first exam of the free first lesson of a1 (seed). */
export const FREE_PLACE = {
  course_id: "a1",
  lesson_id: "a1-1",
  section_id: "a1-1-1",
  test_id: "a1-1-1-exam",
} as const satisfies ExamStartBody;

/** The first exam of the second lesson of a1, which needs a subscription. */
export const PAID_PLACE = {
  course_id: "a1",
  lesson_id: "a1-2",
  section_id: "a1-2-1",
  test_id: "a1-2-1-exam",
} as const satisfies ExamStartBody;

export type QuestionRow = typeof questions.$inferSelect;

/** The exam's questions as stored, with their correct answers, in order. */
export async function storedQuestions(t: TestApp, examId: string): Promise<QuestionRow[]> {
  return t.database.db
    .select()
    .from(questions)
    .where(eq(questions.examId, examId))
    .orderBy(asc(questions.index));
}

function rotate(items: readonly string[]): string[] {
  return [...items.slice(1), ...items.slice(0, 1)];
}

/** A well-formed answer that is wrong: another choice, or the correct items in another order. */
export function wrongAnswer(row: QuestionRow): string[] {
  switch (questionKind(row.type)) {
    case "multiple_choice":
    case "image": {
      const other = row.answers.find((choice) => choice !== row.correct[0]);
      if (other === undefined) throw new Error(`question ${row.index} has no wrong choice`);
      return [other];
    }
    case "sortable":
    case "pluggable": {
      const rotated = rotate(row.correct);
      if (rotated.every((item, i) => item === row.correct[i]))
        throw new Error(`question ${row.index} has one order only`);
      return rotated;
    }
  }
}

export async function startAttempt(
  t: TestApp,
  token: string,
  place: ExamStartBody = FREE_PLACE,
): Promise<string> {
  const response = await t.call({ method: "POST", url: "/api/user/exam/answer", token, payload: place });
  if (response.statusCode !== 200) throw new Error(`start: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { id: string } }).data.id;
}

export function answerCall(
  t: TestApp,
  token: string,
  attemptId: string,
  questionIndex: number,
  answers: readonly string[],
  place: ExamStartBody = FREE_PLACE,
) {
  return t.call({
    method: "POST",
    url: `/api/user/exam/answer/${attemptId}`,
    token,
    payload: { ...place, question_index: questionIndex, answers },
  });
}

export function completeCall(t: TestApp, token: string, attemptId: string) {
  return t.call({ method: "POST", url: `/api/user/exam/complete/${attemptId}`, token });
}

export function processCall(t: TestApp, token: string, attemptId: string) {
  return t.call({ method: "GET", url: `/api/user/exam/answer/${attemptId}`, token });
}

export async function attemptRow(t: TestApp, attemptId: string) {
  const [row] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  return row;
}

export async function answerRows(t: TestApp, attemptId: string) {
  return t.database.db
    .select()
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId))
    .orderBy(asc(examAnswers.questionIndex));
}

export async function highRows(t: TestApp, userId: string) {
  return t.database.db.select().from(examHighs).where(eq(examHighs.userId, userId));
}

/** A Persian error body (the error handler's shape). */
export const PERSIAN = /[\u0600-\u06FF]/;

export function questionAt(stored: readonly QuestionRow[], index: number): QuestionRow {
  const row = stored[index];
  if (!row) throw new Error(`no question ${index}`);
  return row;
}

/** Answers every question in order, right or wrong as `right(index)` says, checking each answer. */
export async function answerEveryQuestion(
  t: TestApp,
  stored: readonly QuestionRow[],
  token: string,
  attemptId: string,
  right: (index: number) => boolean,
): Promise<void> {
  for (const row of stored) {
    const isRight = right(row.index);
    const response = await answerCall(
      t,
      token,
      attemptId,
      row.index,
      isRight ? row.correct : wrongAnswer(row),
    );
    expect(response.statusCode, `question ${row.index} (${row.type})`).toBe(200);
    expect(response.json()).toEqual({ data: { answer: row.correct, correct: isRight } });
  }
}

/**
 * The app of an exam test file with the free exam's stored questions (read before the tests), and
 * `question` and `answerAll` bound to them.
 */
export function examAppPerFile() {
  const stored: QuestionRow[] = [];
  const t = testAppPerFile({
    setup: async (app) => {
      stored.push(...(await storedQuestions(app, FREE_PLACE.test_id)));
    },
  });
  return {
    t,
    stored,
    question: (index: number): QuestionRow => questionAt(stored, index),
    answerAll: (token: string, id: string, right: (index: number) => boolean) =>
      answerEveryQuestion(t, stored, token, id, right),
  };
}
