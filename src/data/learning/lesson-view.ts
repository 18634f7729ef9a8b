import { type Lock, locksInOrder } from "../../domain/locks";
import type { CourseRow, ExamRow, LessonRow, SectionRow, WordRow } from "../db/rows";

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

export interface LessonWithLock extends LessonRow {
  lock: Lock;
}

/** What a course's page draws: the course, and its lessons in order, each with its lock. */
export interface CourseView {
  course: CourseRow | null;
  lessons: LessonWithLock[];
}

/**
 * A course's view from its rows (`lessons` in the course's order). Pure: the stored rows
 * (queries.ts) and an answer in hand (lesson-in-hand.ts) give the same view.
 */
export function courseView(course: CourseRow | null, lessons: readonly LessonRow[]): CourseView {
  const locks = lessonLocks(lessons);
  return { course, lessons: lessons.map((l, i) => ({ ...l, lock: locks[i] ?? { locked: false } })) };
}

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

/** What a section's study screen draws: the section, its words and exams, its lock and its lesson's. */
export interface SectionWordsView {
  section: SectionRow | null;
  words: WordRow[];
  exams: ExamRow[];
  /** Its lock among its lesson's sections; null when the section is not known. */
  lock: Lock | null;
  /** Its lesson's lock among the course's lessons; null when the section is not known. */
  lessonLock: Lock | null;
}

/**
 * A section's view from its rows: `words` and `exams` in position order, `siblings` its lesson's
 * sections by `order`, `courseLessons` its course's lessons in order. Pure, as lessonView.
 */
export function sectionWordsView(
  section: SectionRow | null,
  words: readonly WordRow[],
  exams: readonly ExamRow[],
  siblings: readonly SectionRow[],
  courseLessons: readonly LessonRow[],
): SectionWordsView {
  if (!section) return { section, words: [...words], exams: [...exams], lock: null, lessonLock: null };
  const lessonLock =
    lessonLocks(courseLessons)[courseLessons.findIndex((l) => l.id === section.lesson_id)] ?? null;
  const locks = locksInOrder(
    siblings.map((s) => ({ hasContent: s.purchased, is_completed: s.is_completed })),
  );
  const lock = locks[siblings.findIndex((s) => s.id === section.id)] ?? null;
  return { section, words: [...words], exams: [...exams], lock, lessonLock };
}
