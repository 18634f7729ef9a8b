import { type Lock, locksInOrder } from "../../domain/locks";
import type { ExamRow, LessonRow, SectionRow } from "../db/rows";

export interface SectionWithLock extends SectionRow {
  lock: Lock;
  exams: ExamRow[];
}

/** What a lesson's page draws: the lesson, its own lock among its course's lessons, its sections. */
export interface LessonView {
  lesson: LessonRow | null;
  lessonLock: Lock | null;
  sections: SectionWithLock[];
}

/** Each lesson's lock among its course's lessons (`lessons` in the course's order). */
export const lessonLocks = (lessons: readonly LessonRow[]): Lock[] =>
  locksInOrder(lessons.map((l) => ({ hasContent: l.purchased, is_completed: l.is_completed })));

/**
 * A lesson's view from its rows: `courseLessons` are its course's lessons in order (for its own
 * lock; empty when the lesson is not known), `sections` ordered by `order`, `exams` by position.
 * Pure: the stored rows (queries.ts) and an answer in hand (lesson-in-hand.ts) give the same view.
 */
export function lessonView(
  lesson: LessonRow | null,
  courseLessons: readonly LessonRow[],
  sections: readonly SectionRow[],
  exams: readonly ExamRow[],
): LessonView {
  const lessonLock = lesson
    ? (lessonLocks(courseLessons)[courseLessons.findIndex((l) => l.id === lesson.id)] ?? null)
    : null;
  const locks = locksInOrder(
    sections.map((s) => ({ hasContent: s.purchased, is_completed: s.is_completed })),
  );
  return {
    lesson,
    lessonLock,
    sections: sections.map((s, i) => ({
      ...s,
      lock: locks[i] ?? { locked: false },
      exams: exams.filter((e) => e.section_id === s.id),
    })),
  };
}
