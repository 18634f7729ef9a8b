import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  examAnswers,
  examAttempts,
  examHighs,
  exams,
  lessons,
  questions,
  sections,
} from "../../db/schema.js";

/** A transaction handle or the database itself: the queries below run on either. */
export type Queryable = Pick<Db, "select" | "insert" | "update">;

export type AttemptRow = typeof examAttempts.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/** The exam with that id when it belongs to that section, lesson and course; with its lesson's `free`. */
export async function findExamInPlace(
  db: Queryable,
  place: { courseId: string; lessonId: string; sectionId: string; examId: string },
): Promise<{ id: string; deadline: number; free: boolean } | undefined> {
  const [row] = await db
    .select({ id: exams.id, deadline: exams.deadline, free: lessons.free })
    .from(exams)
    .innerJoin(sections, eq(sections.id, exams.sectionId))
    .innerJoin(lessons, eq(lessons.id, sections.lessonId))
    .where(
      and(
        eq(exams.id, place.examId),
        // A retired exam (gone from the content) keeps its history but takes no new attempt.
        eq(exams.retired, false),
        eq(sections.id, place.sectionId),
        eq(lessons.id, place.lessonId),
        eq(lessons.courseId, place.courseId),
      ),
    )
    .limit(1);
  return row;
}

export async function countQuestions(db: Queryable, examId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .where(eq(questions.examId, examId));
  return row?.n ?? 0;
}

/**
 * The user's attempt, or undefined when it does not exist or is someone else's (both answer 404).
 * `lock` takes the row lock (`select … for update`) so that answers and completion of one attempt
 * run one at a time on PostgreSQL.
 */
export async function findOwnAttempt(
  db: Queryable,
  attemptId: string,
  userId: string,
  lock = false,
): Promise<AttemptRow | undefined> {
  const query = db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function examQuestions(db: Queryable, examId: string): Promise<QuestionRow[]> {
  return db.select().from(questions).where(eq(questions.examId, examId)).orderBy(asc(questions.index));
}

export async function findQuestion(
  db: Queryable,
  examId: string,
  index: number,
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.examId, examId), eq(questions.index, index)))
    .limit(1);
  return row;
}

/** The answers given in an attempt so far, in question order. */
export async function attemptAnswers(
  db: Queryable,
  attemptId: string,
): Promise<{ questionIndex: number; answers: string[]; correct: boolean }[]> {
  return db
    .select({
      questionIndex: examAnswers.questionIndex,
      answers: examAnswers.answers,
      correct: examAnswers.correct,
    })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId))
    .orderBy(asc(examAnswers.questionIndex));
}

export async function countAnswers(db: Queryable, attemptId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
  return row?.n ?? 0;
}

export async function countCorrectAnswers(db: Queryable, attemptId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examAnswers)
    .where(and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.correct, true)));
  return row?.n ?? 0;
}

/**
 * Records a completed attempt's score as the user's high for the exam when it beats the stored one
 * (a tie keeps the older row, so `done_at` is when the best score was first reached). Atomic: two
 * completions at once cannot lose the better score.
 */
export async function recordHigh(
  db: Queryable,
  high: { userId: string; examId: string; score: number; doneAt: Date },
): Promise<void> {
  await db
    .insert(examHighs)
    .values(high)
    .onConflictDoUpdate({
      target: [examHighs.userId, examHighs.examId],
      set: { score: sql`excluded.score`, doneAt: sql`excluded.done_at` },
      setWhere: sql`${examHighs.score} < excluded.score`,
    });
}

export async function findHigh(
  db: Queryable,
  userId: string,
  examId: string,
): Promise<{ score: number; doneAt: Date } | undefined> {
  const [row] = await db
    .select({ score: examHighs.score, doneAt: examHighs.doneAt })
    .from(examHighs)
    .where(and(eq(examHighs.userId, userId), eq(examHighs.examId, examId)))
    .limit(1);
  return row;
}
