import type { Course, Lesson } from "../../contract/content";
import type { VajehDatabase } from "../db/database";
import type { LessonRow, SectionRow } from "../db/rows";
import { noteWordsToEnter } from "../review/review-entry-marks";
import { answeredSince } from "./answered-writes";
import { courseLessonRows, courseRow, groupBy, lessonContentRows, withProgress } from "./answer-rows";

/**
 * Recomputes the counts and completion of a lesson's sections and of the lesson from the words on
 * the device (which include completions still waiting to be sent): one read of its words. Call
 * inside a transaction that covers lessons, sections and words.
 */
export async function recomputeLesson(db: VajehDatabase, lessonId: string): Promise<void> {
  const sections = await db.sections.where("lesson_id").equals(lessonId).toArray();
  if (sections.length === 0) return;
  const [lesson, words] = await Promise.all([
    db.lessons.get(lessonId),
    db.words.where("lesson_id").equals(lessonId).toArray(),
  ]);
  const updated = withProgress(lesson, sections, words);
  await db.sections.bulkPut(updated.sections);
  if (updated.lesson) await db.lessons.put(updated.lesson);
}

/**
 * recomputeLesson for every lesson of a course, with one read of each table (a course's answer
 * touches all its lessons: one query per section was most of its merge).
 */
async function recomputeCourse(db: VajehDatabase, courseId: string): Promise<void> {
  const [lessons, sections, words] = await Promise.all([
    db.lessons.where("course_id").equals(courseId).toArray(),
    db.sections.where("course_id").equals(courseId).toArray(),
    db.words.where("course_id").equals(courseId).toArray(),
  ]);
  const sectionsOf = groupBy(sections, (section) => section.lesson_id);
  const wordsOf = groupBy(words, (word) => word.lesson_id);
  const updatedSections: SectionRow[] = [];
  const updatedLessons: LessonRow[] = [];
  for (const lesson of lessons) {
    const own = sectionsOf.get(lesson.id);
    if (!own) continue;
    const updated = withProgress(lesson, own, wordsOf.get(lesson.id) ?? []);
    updatedSections.push(...updated.sections);
    if (updated.lesson) updatedLessons.push(updated.lesson);
  }
  if (updatedSections.length > 0) await db.sections.bulkPut(updatedSections);
  if (updatedLessons.length > 0) await db.lessons.bulkPut(updatedLessons);
}

/**
 * Removes the sections, exams and words of lessons a course no longer lists (new content replaced
 * them), so none is studied or counted again; a word whose completion is still pending stays until
 * its write is settled.
 */
async function deleteLessonsContent(db: VajehDatabase, lessonIds: string[]): Promise<void> {
  if (lessonIds.length === 0) return;
  await db.sections.where("lesson_id").anyOf(lessonIds).delete();
  await db.exams.where("lesson_id").anyOf(lessonIds).delete();
  await db.words
    .where("lesson_id")
    .anyOf(lessonIds)
    .filter((word) => !word.pending)
    .delete();
}

/**
 * Writes a course's answer (its lessons' summaries), keeping what local pending writes imply. A
 * lesson the course no longer lists goes with its sections, words and exams.
 */
export async function mergeCourse(
  db: VajehDatabase,
  course: Course,
  position: number | undefined,
): Promise<void> {
  await db.transaction("rw", [db.courses, db.lessons, db.sections, db.words, db.exams], async () => {
    const existing = await db.courses.get(course.id);
    await db.courses.put(courseRow(course, position ?? existing?.position ?? 0));
    const rows = courseLessonRows(course);
    const keep = new Set(rows.map((r) => r.id));
    const stale = (await db.lessons.where("course_id").equals(course.id).primaryKeys()).filter(
      (id) => !keep.has(id),
    );
    await db.lessons.bulkDelete(stale);
    await deleteLessonsContent(db, stale);
    await db.lessons.bulkPut(rows);
    await recomputeCourse(db, course.id);
  });
}

/**
 * Writes a lesson's answer (sections, words, exam summaries) in one transaction. Server rows
 * replace local ones, except words whose completion is still pending: they stay completed. When
 * the server has answered a completion of this device since the answer was asked
 * (`completionsAnsweredBefore`, answered-writes.ts), every word completed here stays completed: the
 * answer is older than that completion. (One the server refused then shows until the next sync,
 * which brings the server's copy whole: refusals forget the held tags.)
 */
export async function mergeLesson(
  db: VajehDatabase,
  courseId: string,
  lesson: Lesson,
  completionsAnsweredBefore?: number,
): Promise<void> {
  await db.transaction("rw", [db.lessons, db.sections, db.words, db.exams, db.meta], async () => {
    const before = new Map(
      (await db.words.where("lesson_id").equals(lesson.id).toArray()).map((w) => [w.id, w]),
    );
    const pending = new Set([...before.values()].filter((w) => w.pending === 1).map((w) => w.id));
    const older =
      completionsAnsweredBefore !== undefined && (await answeredSince(db, "word", completionsAnsweredBefore));
    const keptCompleted = older
      ? new Set([...before.values()].filter((w) => w.is_completed).map((w) => w.id))
      : new Set<string>();
    const { sections, words, exams } = lessonContentRows(courseId, lesson, pending, keptCompleted);
    const keepSections = new Set(sections.map((s) => s.id));
    const keepWords = new Set(words.map((w) => w.id));
    const keepExams = new Set(exams.map((e) => e.id));
    const staleSections = (await db.sections.where("lesson_id").equals(lesson.id).primaryKeys()).filter(
      (id) => !keepSections.has(id),
    );
    const staleWords = [...before.values()]
      .filter((w) => !keepWords.has(w.id) && w.pending !== 1)
      .map((w) => w.id);
    const staleExams = (await db.exams.where("lesson_id").equals(lesson.id).primaryKeys()).filter(
      (id) => !keepExams.has(id),
    );
    await db.sections.bulkDelete(staleSections);
    await db.words.bulkDelete(staleWords);
    await db.exams.bulkDelete(staleExams);
    await db.sections.bulkPut(sections);
    await db.words.bulkPut(words);
    await db.exams.bulkPut(exams);
    await recomputeLesson(db, lesson.id);
    // Words that arrived, or arrived studied (on another device), enter review at the next open.
    await noteWordsToEnter(
      db,
      words
        .filter((w) => !before.has(w.id) || (w.is_completed && !before.get(w.id)?.is_completed))
        .map((w) => w.id),
    );
  });
}
