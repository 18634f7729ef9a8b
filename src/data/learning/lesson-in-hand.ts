import { useEffect, useMemo, useState } from "react";
import type { Course, Lesson } from "../../contract/content";
import { answerInHand } from "../api/early-asks";
import { lessonQuery, ORDERED } from "../sync/answer-queries";
import { courseLessonRows, lessonContentRows, withProgress } from "../sync/answer-rows";
import type { SectionRow } from "../db/rows";
import { type LessonView, lessonView, type SectionWordsView, sectionWordsView } from "./lesson-view";
import { notePaintedFromHand, useNotePaintedFromHand } from "./painted-from-hand";

/** Sections as the device's [lesson_id+order] index orders them (ties by id). */
const byOrder = (sections: readonly SectionRow[]) =>
  [...sections].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));

/**
 * The rows a lesson's course's and own answers give on a device that held nothing (no pending
 * writes, no words studied here): the course's lessons (this one with its progress from its words),
 * the lesson's sections in the device's order, its words and exams. Null when the course does not
 * list the lesson; without the lesson's answer (`lesson` null, or another lesson's), no content.
 */
function rowsInHand(courseId: string, lessonId: string, course: Course, lesson: Lesson | null) {
  const lessons = courseLessonRows(course);
  const row = lessons.find((l) => l.id === lessonId);
  if (!row) return null;
  if (!lesson || lesson.id !== lessonId) return { lessons, own: row, content: null };
  const { sections, words, exams } = lessonContentRows(courseId, lesson, new Set());
  const updated = withProgress(row, sections, words);
  const own = updated.lesson ?? row;
  return {
    lessons: lessons.map((l) => (l.id === lessonId ? own : l)),
    own,
    // As the device's indexes order them: sections by [lesson_id+order], exams by position.
    content: {
      sections: byOrder(updated.sections),
      words,
      exams: [...exams].sort((x, y) => x.position - y.position),
    },
  };
}

/**
 * A lesson's view from its course's and its own answers, as the device's rows will give it once the
 * sync has stored them on a device that held nothing: null when the course does not list the lesson;
 * without the lesson's answer, the lesson with no sections yet.
 */
export function lessonViewInHand(
  courseId: string,
  lessonId: string,
  course: Course,
  lesson: Lesson | null,
): LessonView | null {
  const rows = rowsInHand(courseId, lessonId, course, lesson);
  if (!rows) return null;
  return lessonView(rows.own, rows.lessons, rows.content?.sections ?? [], rows.content?.exams ?? []);
}

/**
 * A section's view from its course's and its lesson's answers, as the device's rows will give it on
 * a device that held nothing: null without the lesson's answer, or when the course does not list
 * the lesson or the lesson has no such section.
 */
export function sectionViewInHand(
  courseId: string,
  lessonId: string,
  sectionId: string,
  course: Course,
  lesson: Lesson | null,
): SectionWordsView | null {
  const content = rowsInHand(courseId, lessonId, course, lesson);
  const section = content?.content?.sections.find((s) => s.id === sectionId);
  if (!content?.content || !section) return null;
  const { sections, words, exams } = content.content;
  return sectionWordsView(
    section,
    words.filter((w) => w.section_id === sectionId).sort((x, y) => x.position - y.position),
    exams.filter((e) => e.section_id === sectionId),
    sections,
    content.lessons,
  );
}

/**
 * The course's and the lesson's early answers in hand (decision 048), checked: the course's once it
 * is in, with the lesson's once that is too. Null when `wanted` is false, when no course answer is in
 * hand for this learner, or until it comes. Notes when all it will give has been committed
 * (painted-from-hand.ts).
 */
function useCourseAnswersInHand(
  courseId: string,
  lessonId: string,
  wanted: boolean,
): { course: Course; lesson: Lesson | null } | null {
  const key = `${courseId}/${lessonId}`;
  const [found, setFound] = useState<{ key: string; course: Course; lesson: Lesson | null } | null>(null);
  const [settled, setSettled] = useState(false);
  useNotePaintedFromHand(settled);
  useEffect(() => {
    const courseAnswer = wanted ? answerInHand("course", { courseId }, ORDERED) : null;
    if (!courseAnswer) {
      notePaintedFromHand();
      return;
    }
    const lessonAnswer = answerInHand("teacherLesson", { lessonId }, lessonQuery(courseId));
    let live = true;
    void courseAnswer.then(async (course) => {
      if (!course || !live) return notePaintedFromHand();
      setFound({ key, course, lesson: null });
      const lesson = await lessonAnswer;
      if (!live) return;
      if (lesson) setFound({ key, course, lesson });
      setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [courseId, lessonId, key, wanted]);
  return found?.key === key ? found : null;
}

/**
 * On a new device, a lesson's page paints from the answers its first script asked (decision 048)
 * while the sync is still storing them: the lesson's view once the course's answer is in hand, then
 * with its sections once the lesson's is. Null when `wanted` is false, when no early answers are in
 * hand for this learner, or until they come.
 */
export function useLessonInHand(courseId: string, lessonId: string, wanted: boolean): LessonView | null {
  const answers = useCourseAnswersInHand(courseId, lessonId, wanted);
  return useMemo(
    () => (answers ? lessonViewInHand(courseId, lessonId, answers.course, answers.lesson) : null),
    [answers, courseId, lessonId],
  );
}

/** The same for a section's study screen: its words once the lesson's answer is in hand. */
export function useSectionInHand(
  place: { courseId: string; lessonId: string; sectionId: string },
  wanted: boolean,
): SectionWordsView | null {
  const { courseId, lessonId, sectionId } = place;
  const answers = useCourseAnswersInHand(courseId, lessonId, wanted);
  return useMemo(
    () => (answers ? sectionViewInHand(courseId, lessonId, sectionId, answers.course, answers.lesson) : null),
    [answers, courseId, lessonId, sectionId],
  );
}
