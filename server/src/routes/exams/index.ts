import { randomUUID } from "node:crypto";
import { dateObject } from "../../../../src/contract/common.js";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import type { ExamAnswerBody } from "../../../../src/contract/exams.js";
import { examScore } from "../../../../src/domain/exam-score.js";
import { examAnswers, examAttempts, exams } from "../../db/schema.js";
import { conflict, notFound, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { hasActiveSubscription, lessonIsOpen } from "../../services/access.js";
import { gradeAnswer } from "../../services/exam-grading.js";
import { questionView } from "../../services/question-view.js";
import {
  type AttemptRow,
  attemptAnswers,
  countAnswers,
  countCorrectAnswers,
  countQuestions,
  examQuestions,
  findExamInPlace,
  findHigh,
  findOwnAttempt,
  findQuestion,
  recordHigh,
} from "./exam-store.js";
import { isUniqueViolation } from "./unique-violation.js";

const MESSAGES = {
  examNotFound: "آزمون یافت نشد.",
  attemptNotFound: "این آزمون یافت نشد.",
  noQuestions: "این آزمون هنوز سؤالی ندارد.",
  placeMismatch: "اطلاعات ارسال‌شده با این آزمون نمی‌خواند.",
  completed: "این آزمون به پایان رسیده است و پاسخ تازه‌ای پذیرفته نمی‌شود.",
  timeUp: "زمان آزمون به پایان رسیده است.",
  wrongIndex: "این سؤال در نوبت پاسخ نیست؛ پاسخ آن قبلاً ثبت شده یا سؤال‌های قبلی بی‌پاسخ مانده‌اند.",
  noMoreQuestions: "به همهٔ سؤال‌های این آزمون پاسخ داده شده است.",
  alreadyAnswered: "پاسخ این سؤال قبلاً ثبت شده است.",
  invalidAnswer: "پاسخ ارسال‌شده با این سؤال نمی‌خواند.",
} as const;

/** The attempt's shuffle seed for one question: a reload shows the same order within one attempt. */
const attemptSeed = (attemptId: string, index: number) => `${attemptId}#${index}`;

/** 422 when the body's course, lesson, section or exam is not the attempt's. */
function checkPlace(attempt: AttemptRow, body: ExamAnswerBody): void {
  const fields: Record<string, string> = {};
  if (body.course_id !== attempt.courseId) fields.course_id = MESSAGES.placeMismatch;
  if (body.lesson_id !== attempt.lessonId) fields.lesson_id = MESSAGES.placeMismatch;
  if (body.section_id !== attempt.sectionId) fields.section_id = MESSAGES.placeMismatch;
  if (body.test_id !== attempt.examId) fields.test_id = MESSAGES.placeMismatch;
  if (Object.keys(fields).length > 0) throw unprocessable(MESSAGES.placeMismatch, fields);
}

/**
 * Exams (api.md "Exams", online only). Every attempt belongs to the token's user: someone else's
 * attempt answers 404 like an unknown one. Answers and completion lock the attempt row, and the
 * exam_answers primary key (attempt, question index) makes a second answer to a question fail.
 */
export async function examsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  defineStart(app, ctx);
  defineProcess(app, ctx);
  defineAnswer(app, ctx);
  defineComplete(app, ctx);
}

function defineStart(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, endpoints.examStart, async ({ body, user }) => {
    const exam = await findExamInPlace(ctx.db, {
      courseId: body.course_id,
      lessonId: body.lesson_id,
      sectionId: body.section_id,
      examId: body.test_id,
    });
    if (!exam) throw notFound(MESSAGES.examNotFound);
    const now = ctx.clock.now();
    // A lesson the user has not bought answers like an unknown one: nothing is revealed.
    const subscribed = exam.free || (await hasActiveSubscription(ctx.db, user.id, now));
    if (!lessonIsOpen(exam, subscribed)) throw notFound(MESSAGES.examNotFound);
    if ((await countQuestions(ctx.db, exam.id)) === 0) throw conflict(MESSAGES.noQuestions);

    const id = randomUUID();
    await ctx.db.insert(examAttempts).values({
      id,
      userId: user.id,
      examId: exam.id,
      courseId: body.course_id,
      lessonId: body.lesson_id,
      sectionId: body.section_id,
      createdAt: now,
      deadlineAt: new Date(now.getTime() + exam.deadline * 1000),
    });
    return { data: { id } };
  });
}

function defineProcess(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, endpoints.examProcess, async ({ params, user }) => {
    const attempt = await findOwnAttempt(ctx.db, params.processId, user.id);
    if (!attempt) throw notFound(MESSAGES.attemptNotFound);
    const [exam] = await ctx.db
      .select({ id: exams.id, deadline: exams.deadline })
      .from(exams)
      .where(eq(exams.id, attempt.examId))
      .limit(1);
    if (!exam) throw notFound(MESSAGES.attemptNotFound);
    const rows = await examQuestions(ctx.db, exam.id);
    const given = await attemptAnswers(ctx.db, attempt.id);
    return {
      data: {
        id: attempt.id,
        answers: given.map((answer) => answer.answers),
        created_at: dateObject(attempt.createdAt),
        completed_at: attempt.completedAt ? dateObject(attempt.completedAt) : null,
        test: {
          id: exam.id,
          deadline: exam.deadline,
          questions: rows.map((row) => questionView(row, attemptSeed(attempt.id, row.index))),
        },
      },
    };
  });
}

function defineAnswer(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, endpoints.examAnswer, async ({ params, body, user }) => {
    try {
      const result = await ctx.db.transaction(async (tx) => {
        const attempt = await findOwnAttempt(tx, params.processId, user.id, true);
        if (!attempt) throw notFound(MESSAGES.attemptNotFound);
        checkPlace(attempt, body);
        if (attempt.completedAt) throw conflict(MESSAGES.completed);
        const now = ctx.clock.now();
        // The app's timer ends the exam when no time remains, so the deadline itself is too late.
        if (now.getTime() >= attempt.deadlineAt.getTime()) throw conflict(MESSAGES.timeUp);
        if (body.question_index !== (await countAnswers(tx, attempt.id))) throw conflict(MESSAGES.wrongIndex);
        const question = await findQuestion(tx, attempt.examId, body.question_index);
        if (!question) throw conflict(MESSAGES.noMoreQuestions);

        const grading = gradeAnswer(question, body.answers);
        if (!grading.valid) throw unprocessable(MESSAGES.invalidAnswer, { answers: MESSAGES.invalidAnswer });
        await tx.insert(examAnswers).values({
          attemptId: attempt.id,
          questionIndex: body.question_index,
          answers: body.answers,
          correct: grading.correct,
          answeredAt: now,
        });
        return { answer: grading.answer, correct: grading.correct };
      });
      return { data: result };
    } catch (error) {
      // Without the row lock (or on a race the lock did not cover) the primary key still decides.
      if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyAnswered);
      throw error;
    }
  });
}

function defineComplete(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, endpoints.examComplete, async ({ params, user }) => {
    const result = await ctx.db.transaction(async (tx) => {
      const attempt = await findOwnAttempt(tx, params.processId, user.id, true);
      if (!attempt) throw notFound(MESSAGES.attemptNotFound);
      let score = attempt.score ?? 0;
      let doneAt = attempt.completedAt;
      if (!doneAt) {
        // Completing after the deadline is allowed: the app's timer runs out, then it completes.
        doneAt = ctx.clock.now();
        score = examScore(
          await countCorrectAnswers(tx, attempt.id),
          await countQuestions(tx, attempt.examId),
        );
        await tx
          .update(examAttempts)
          .set({ completedAt: doneAt, score })
          .where(and(eq(examAttempts.id, attempt.id), isNull(examAttempts.completedAt)));
        await recordHigh(tx, { userId: user.id, examId: attempt.examId, score, doneAt });
      }
      const high = (await findHigh(tx, user.id, attempt.examId)) ?? { score, doneAt };
      return { score, high: { done_at: dateObject(high.doneAt), score: high.score } };
    });
    return { data: result };
  });
}
