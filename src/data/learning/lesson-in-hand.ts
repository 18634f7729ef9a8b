import { useEffect, useState } from "react";
import type { Course, Lesson } from "../../contract/content";
import { answerInHand } from "../api/early-asks";
import { lessonQuery, ORDERED } from "../sync/answer-queries";
import { courseLessonRows, lessonContentRows, withProgress } from "../sync/answer-rows";
import { type LessonView, lessonView } from "./lesson-view";

/**
 * A lesson's view from its course's and its own answers, as the device's rows will give it once the
 * sync has stored them on a device that held nothing (no pending writes, no words studied here):
 * null when the course does not list the lesson. Without the lesson's answer (`lesson` null, or
 * another lesson's), the lesson with no sections yet.
 */
export function lessonViewInHand(
  courseId: string,
  lessonId: string,
  course: Course,
  lesson: Lesson | null,
): LessonView | null {
  const lessons = courseLessonRows(course);
  const row = lessons.find((l) => l.id === lessonId);
  if (!row) return null;
  if (!lesson || lesson.id !== lessonId) return lessonView(row, lessons, [], []);
  const content = lessonContentRows(courseId, lesson, new Set());
  const updated = withProgress(row, content.sections, content.words);
  const own = updated.lesson ?? row;
  // As the device's indexes order them: sections by [lesson_id+order] (ties by id), exams by position.
  const sections = [...updated.sections].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
  const exams = [...content.exams].sort((a, b) => a.position - b.position);
  return lessonView(
    own,
    lessons.map((l) => (l.id === lessonId ? own : l)),
    sections,
    exams,
  );
}

/**
 * On a new device, a lesson's page paints from the answers its first script asked (decision 048)
 * while the sync is still storing them: the lesson's view from them once the course's answer is in
 * hand, then with its sections once the lesson's is. Null when `wanted` is false, when no early
 * answers are in hand for this learner, or until they come.
 */
export function useLessonInHand(courseId: string, lessonId: string, wanted: boolean): LessonView | null {
  const key = `${courseId}/${lessonId}`;
  const [found, setFound] = useState<{ key: string; view: LessonView } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const courseAnswer = answerInHand("course", { courseId }, ORDERED);
    if (!courseAnswer) return;
    const lessonAnswer = answerInHand("teacherLesson", { lessonId }, lessonQuery(courseId));
    let live = true;
    const show = (course: Course, lesson: Lesson | null) => {
      const view = live ? lessonViewInHand(courseId, lessonId, course, lesson) : null;
      if (view) setFound({ key, view });
    };
    void courseAnswer.then(async (course) => {
      if (!course) return;
      show(course, null);
      const lesson = await lessonAnswer;
      if (lesson) show(course, lesson);
    });
    return () => {
      live = false;
    };
  }, [courseId, lessonId, key, wanted]);
  return found?.key === key ? found.view : null;
}
