import { useEffect, useMemo, useState } from "react";
import type { Course, Lesson } from "../../contract/content";
import { answerInHand } from "../api/early-asks";
import { lessonQuery, ORDERED } from "../sync/answer-queries";
import { courseLessonRows, courseRow, lessonContentRows, withProgress } from "../sync/answer-rows";
import type { SectionRow } from "../db/rows";
import {
  type CourseView,
  courseView,
  type LessonView,
  lessonView,
  type SectionWordsView,
  sectionWordsView,
} from "./lesson-view";
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
 * A course's view from its answer, as the device's rows will give it once the sync has stored it on
 * a device that held nothing (its place in the course list, which the page does not show, as 0).
 */
export function courseViewInHand(course: Course): CourseView {
  return courseView(courseRow(course, 0), courseLessonRows(course));
}

/** What a screen paints from the answers in hand: its view, or that they are still on the way. */
export interface InHand<V> {
  /** Null when there is nothing to paint from them (not asked, not come yet, or not this learner's). */
  view: V | null;
  /** The page asked the answers this screen paints from, and they have not come within ANSWERS_SLOW_MS. */
  coming: boolean;
}

/**
 * The view a daily screen shows: the device's own once it holds the screen's content (`holds`), else
 * the one from the answers in hand, else the device's (which holds nothing of it); while the answers
 * are on the way and the device's database has not answered yet, `nothing()`: a view that holds
 * nothing, which the screen shows as «syncing». `undefined` only while neither has answered.
 */
export function viewToShow<V>(
  stored: V | undefined,
  holds: boolean,
  inHand: InHand<V>,
  nothing: () => V,
): V | undefined {
  if (holds) return stored;
  return inHand.view ?? stored ?? (inHand.coming ? nothing() : undefined);
}

/**
 * How long the answers in hand may take before a screen says they are on the way («syncing»). A
 * shorter wait shows the screen's loading view only, so a page whose answers are already here does
 * not flash the notice: Lighthouse saw it cost a new device's lesson its largest paint (one render
 * and one font more before the title).
 */
export const ANSWERS_SLOW_MS = 300;

/**
 * The course's and the lesson's early answers in hand (decision 048), checked: the course's once it
 * is in, with the lesson's once that is too (none asked when `lessonId` is null); null when `wanted`
 * is false, when no course answer is in hand for this learner, or until it comes. `slow`: the page
 * asked them for this learner and, after ANSWERS_SLOW_MS, not all have come. Notes when all they
 * give has been committed (painted-from-hand.ts).
 */
function useCourseAnswersInHand(courseId: string, lessonId: string | null, wanted: boolean) {
  const key = `${courseId}/${lessonId}`;
  const [found, setFound] = useState<{ key: string; course: Course; lesson: Lesson | null } | null>(null);
  const [endedKey, setEndedKey] = useState<string | null>(null);
  const [slowKey, setSlowKey] = useState<string | null>(null);
  const ended = endedKey === key;
  useNotePaintedFromHand(ended, found?.key === key);
  useEffect(() => {
    const courseAnswer = wanted ? answerInHand("course", { courseId }, ORDERED) : null;
    if (!courseAnswer) {
      notePaintedFromHand();
      return;
    }
    const lessonAnswer =
      lessonId === null ? null : answerInHand("teacherLesson", { lessonId }, lessonQuery(courseId));
    let live = true;
    const slow = setTimeout(() => {
      if (live) setSlowKey(key);
    }, ANSWERS_SLOW_MS);
    void courseAnswer.then(async (course) => {
      if (!live) return;
      if (course) {
        setFound({ key, course, lesson: null });
        const lesson = await lessonAnswer;
        if (!live) return;
        if (lesson) setFound({ key, course, lesson });
      }
      clearTimeout(slow);
      setEndedKey(key);
    });
    return () => {
      live = false;
      clearTimeout(slow);
    };
  }, [courseId, lessonId, key, wanted]);
  return { answers: found?.key === key ? found : null, slow: slowKey === key && !ended };
}

/**
 * On a new device, a course's page paints from its answer, which its first script asked (decision
 * 048), while the sync is still storing it; `coming` until that answer has come.
 */
export function useCourseInHand(courseId: string, wanted: boolean): InHand<CourseView> {
  const { answers, slow } = useCourseAnswersInHand(courseId, null, wanted);
  const view = useMemo(() => (answers ? courseViewInHand(answers.course) : null), [answers]);
  return { view, coming: slow && answers === null };
}

/**
 * On a new device, a lesson's page paints from the answers its first script asked (decision 048)
 * while the sync is still storing them: the lesson's view once the course's answer is in hand, then
 * with its sections once the lesson's is; `coming` until the course's answer has come.
 */
export function useLessonInHand(courseId: string, lessonId: string, wanted: boolean): InHand<LessonView> {
  const { answers, slow } = useCourseAnswersInHand(courseId, lessonId, wanted);
  const view = useMemo(
    () => (answers ? lessonViewInHand(courseId, lessonId, answers.course, answers.lesson) : null),
    [answers, courseId, lessonId],
  );
  return { view, coming: slow && answers === null };
}

/**
 * The same for a section's study screen: its words once the lesson's answer is in hand; `coming`
 * until it has come.
 */
export function useSectionInHand(
  place: { courseId: string; lessonId: string; sectionId: string },
  wanted: boolean,
): InHand<SectionWordsView> {
  const { courseId, lessonId, sectionId } = place;
  const { answers, slow } = useCourseAnswersInHand(courseId, lessonId, wanted);
  const view = useMemo(
    () => (answers ? sectionViewInHand(courseId, lessonId, sectionId, answers.course, answers.lesson) : null),
    [answers, courseId, lessonId, sectionId],
  );
  return { view, coming: slow && !answers?.lesson };
}
