import type { VajehDatabase } from "../db/database";
import { useDeviceQuery } from "../db/use-device-query";
import {
  type CourseView,
  courseView,
  type LessonView,
  lessonView,
  type SectionWordsView,
  sectionWordsView,
} from "./lesson-view";
import { etagKey } from "../sync/etag-key";
import type { CourseRow, PostRow, WordRow } from "../db/rows";

/** `undefined` while Dexie answers the first time; then the rows (live). */
export type Live<T> = T | undefined;

export function useCourses(): Live<CourseRow[]> {
  return useDeviceQuery((db) => db.courses.orderBy("position").toArray(), []);
}

/** Whether any course is on the device. */
export function useAnyCourseStored(): Live<boolean> {
  return useDeviceQuery(async (db) => (await db.courses.limit(1).count()) > 0, []);
}

/**
 * The list of posts, and whether the device holds the server's answer for it (its ETag, stored in
 * the transaction that wrote the list): an empty list that is `pulled` is really empty, not yet to
 * come. Read together, so a screen never sees the sync's «posts done» before the posts themselves.
 */
export function usePosts(): Live<{ posts: PostRow[]; pulled: boolean }> {
  return useDeviceQuery(async (db) => {
    const [posts, tag] = await Promise.all([
      db.posts.orderBy("position").toArray(),
      db.meta.get(etagKey("posts")),
    ]);
    return { posts, pulled: tag !== undefined };
  }, []);
}

export function usePost(postId: string): Live<PostRow | null> {
  return useDeviceQuery(async (db) => (await db.posts.get(postId)) ?? null, [postId]);
}

export function useSettings() {
  return useDeviceQuery(async (db) => (await db.settings.get("settings"))?.value ?? null, []);
}

/** A course's lessons in order. */
const courseLessonsOf = (db: VajehDatabase, courseId: string) =>
  db.lessons.where("[course_id+position]").between([courseId, -Infinity], [courseId, Infinity]).toArray();

export type { LessonWithLock } from "./lesson-view";

/** A course and its lessons in order, each with its lock (product-spec.md section 4). */
export function useCourse(courseId: string): Live<CourseView> {
  return useDeviceQuery((db) => readCourse(db, courseId), [courseId]);
}

/** useCourse's read, once. */
export async function readCourse(db: VajehDatabase, courseId: string): Promise<CourseView> {
  const [course, lessons] = await Promise.all([
    db.courses.get(courseId).then((row) => row ?? null),
    courseLessonsOf(db, courseId),
  ]);
  return courseView(course, lessons);
}

export type { SectionWithLock } from "./lesson-view";

/**
 * A lesson, its own lock among its course's lessons (`lessonLock`), and its sections ordered by
 * `order`, each with its lock and exam summaries.
 */
export function useLesson(lessonId: string): Live<LessonView> {
  return useDeviceQuery((db) => readLesson(db, lessonId), [lessonId]);
}

/** useLesson's read, once. */
export async function readLesson(db: VajehDatabase, lessonId: string): Promise<LessonView> {
  // Read together: the lesson (then its course's lessons, for its lock), its sections, its exams.
  const lessonRead = db.lessons.get(lessonId).then((row) => row ?? null);
  const [lesson, courseLessons, sections, exams] = await Promise.all([
    lessonRead,
    lessonRead.then((row) => (row ? courseLessonsOf(db, row.course_id) : [])),
    db.sections.where("[lesson_id+order]").between([lessonId, -Infinity], [lessonId, Infinity]).toArray(),
    db.exams.where("lesson_id").equals(lessonId).sortBy("position"),
  ]);
  return lessonView(lesson, courseLessons, sections, exams);
}

/**
 * A section's words in order, with its exams (for "after the last word, the first exam"), its
 * lock among its lesson's sections (the lesson page's rules; null when the lesson's sections are not
 * on the device) and its lesson's lock among the course's lessons (`lessonLock`), so the study route
 * refuses a locked section, or a section of a locked lesson, opened by its URL.
 */
export function useSectionWords(sectionId: string): Live<SectionWordsView> {
  return useDeviceQuery((db) => readSectionWords(db, sectionId), [sectionId]);
}

/** useSectionWords's read, once. */
export async function readSectionWords(db: VajehDatabase, sectionId: string): Promise<SectionWordsView> {
  // The reads that need only the section's id go together (one wait for IndexedDB, not three).
  const [section, words, exams] = await Promise.all([
    db.sections.get(sectionId).then((row) => row ?? null),
    db.words.where("[section_id+position]").between([sectionId, -Infinity], [sectionId, Infinity]).toArray(),
    db.exams.where("section_id").equals(sectionId).sortBy("position"),
  ]);
  // The section row names its lesson and course: no read of the lesson row first.
  const [siblings, courseLessons] = section
    ? await Promise.all([
        db.sections
          .where("[lesson_id+order]")
          .between([section.lesson_id, -Infinity], [section.lesson_id, Infinity])
          .toArray(),
        courseLessonsOf(db, section.course_id),
      ])
    : [[], []];
  return sectionWordsView(section, words, exams, siblings, courseLessons);
}

/** How many writes are waiting to reach the server (the top bar's indicator). */
export function usePendingWrites(): number {
  return useDeviceQuery((db) => db.outbox.where("state").equals("waiting").count(), []) ?? 0;
}

/** After this many failures at the server in a row, a waiting write is shown to the learner. */
export const FAILING_AFTER = 3;

/** Writes that keep failing at the server (5xx): still retried, and shown so the learner knows. */
export function useFailingWrites() {
  return (
    useDeviceQuery(
      (db) =>
        db.outbox
          .where("state")
          .equals("waiting")
          .filter((e) => (e.failures ?? 0) >= FAILING_AFTER)
          .toArray(),
      [],
    ) ?? []
  );
}

/** Writes the server refused, for the learner to read and dismiss. */
export function useRefusedWrites() {
  return useDeviceQuery((db) => db.outbox.where("state").equals("refused").toArray(), []) ?? [];
}

export function useLastSynced(courseId: string): Live<number | null> {
  return useDeviceQuery(
    async (db) => {
      const row = await db.meta.get(`last-synced:${courseId}`);
      return typeof row?.value === "number" ? row.value : null;
    },
    [courseId],
  );
}

/** A word from the device (any synced course), live; null when it is not on the device. */
export function useWordRow(wordId: string): Live<WordRow | null> {
  return useDeviceQuery(async (db) => (await db.words.get(wordId)) ?? null, [wordId]);
}
