import type {
  Course,
  CourseSummary,
  Exam,
  Lesson,
  LessonSummary,
  Section,
  Word,
} from "../../../src/contract/content.js";
import { dateObject } from "../../../src/contract/common.js";
import { lessonProgress } from "../../../src/domain/progress.js";
import type { Db } from "../db/client.js";
import { lessonIsOpen } from "./access.js";
import {
  type ContentSnapshot,
  type LessonRow,
  type SectionRow,
  cachedContent,
  readContentVersion,
  reloadContent,
  withContent,
} from "./content-cache.js";
import {
  type SectionCounts,
  type SortOrder,
  lessonComplete,
  sectionComplete,
  wordView,
} from "./content-views.js";
import { lessonsStateText } from "./course-tag.js";
import type { Reader } from "./reader-stamp.js";
import { type UserState, type UserStateRequest, userState } from "./user-state.js";

/**
 * The content shapes of api.md ("Content") for one user, built from the in-memory content cache
 * (content-cache.ts) and one per-user query: completion from word_progress, the user's bookmarks, exam
 * highs, and what a lesson shows when it is not bought
 * (`sections: []` in a lesson summary, `words: []` and `exams: []` in a section).
 */

const inOrder = <T extends { id: string; order: number }>(rows: readonly T[], order: SortOrder): T[] =>
  order === "desc"
    ? [...rows].sort((a, b) => b.order - a.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    : [...rows];

export async function listCourses(db: Db, order: SortOrder): Promise<CourseSummary[]> {
  const version = await readContentVersion(db);
  let snapshot = await cachedContent(db);
  if (snapshot.version !== version) snapshot = await reloadContent(db);
  return inOrder(snapshot.courses, order).map((c) => ({ id: c.id, name: c.name, image_link: c.imageLink }));
}

/** Word counts and this user's completed-word counts of the given sections, from the cache. */
function countsOf(
  snapshot: ContentSnapshot,
  sectionIds: readonly string[],
  done: ReadonlySet<string>,
): Map<string, SectionCounts> {
  const result = new Map<string, SectionCounts>();
  for (const id of sectionIds) {
    const list = snapshot.wordsBySection.get(id) ?? [];
    result.set(id, { words: list.length, done: list.filter((w) => done.has(w.id)).length });
  }
  return result;
}

const wordIdsOf = (snapshot: ContentSnapshot, sectionIds: readonly string[]) =>
  sectionIds.flatMap((id) => (snapshot.wordsBySection.get(id) ?? []).map((w) => w.id));

/**
 * A course with its lessons (ordered as asked), and the user's state its lesson answers depend on
 * (lessonsStateText, for the course's tag: course-tag.ts); null when unknown. One per-user query.
 */
export async function readCourse(
  db: Db,
  reader: Reader,
  now: Date,
  courseId: string,
  order: SortOrder,
): Promise<{ course: Course; lessonsState: string } | null> {
  return withContent(db, async (snapshot) => {
    const lessonRows = inOrder(snapshot.lessonsByCourse.get(courseId) ?? [], order);
    const sectionIds = lessonRows.flatMap((l) =>
      (snapshot.sectionsByLesson.get(l.id) ?? []).map((s) => s.id),
    );
    const wordIds = wordIdsOf(snapshot, sectionIds);
    // Bookmarks and highs are not in the course answer: they are asked for its tag, which covers its lessons.
    const state = await userState(db, reader, now, {
      doneOf: wordIds,
      bookmarksOf: wordIds,
      highsOf: sectionIds.flatMap((id) => (snapshot.examsBySection.get(id) ?? []).map((e) => e.row.id)),
    });
    const course = snapshot.courseById.get(courseId);
    if (!course) return { version: state.version, value: null };
    const counts = countsOf(snapshot, sectionIds, state.done);
    const lessonSummaries: LessonSummary[] = lessonRows.map((lesson) => {
      const own = snapshot.sectionsByLesson.get(lesson.id) ?? [];
      const ids = own.map((s) => s.id);
      // Counts and completion are the user's own progress and are given even for a lesson that is not
      // bought; only `sections` is emptied, which is what tells the app "not purchased".
      return {
        id: lesson.id,
        name: lesson.name,
        is_completed: lessonComplete(ids, counts),
        sections_count: own.length,
        done_sections_count: ids.filter((id) => sectionComplete(counts.get(id))).length,
        sections: lessonIsOpen(lesson, state.subscribed)
          ? own.map((s) => ({
              id: s.id,
              name: s.name,
              order: s.order,
              is_completed: sectionComplete(counts.get(s.id)),
            }))
          : [],
      };
    });
    return {
      version: state.version,
      value: {
        course: { id: course.id, name: course.name, image_link: course.imageLink, lessons: lessonSummaries },
        lessonsState: lessonsStateText(state),
      },
    };
  });
}

// ── Sections and lessons ────────────────────────────────────────────────────────────────────

/** Full sections (words and exams when the lesson is open, empty lists otherwise), in the given order. */
async function buildSections(
  db: Db,
  reader: Reader,
  now: Date,
  snapshot: ContentSnapshot,
  lesson: LessonRow,
  sectionRows: readonly SectionRow[],
): Promise<{ version: number; sections: Section[] }> {
  const state = await sectionsState(db, reader, now, snapshot, sectionRows);
  return { version: state.version, sections: sectionsOf(snapshot, lesson, sectionRows, state) };
}

/** The ids of the sections' words and exams the per-user query reads for. */
export function sectionsRequest(snapshot: ContentSnapshot, ids: readonly string[]): UserStateRequest {
  const wordIds = wordIdsOf(snapshot, ids);
  const examIds = ids.flatMap((id) => (snapshot.examsBySection.get(id) ?? []).map((e) => e.row.id));
  return { doneOf: wordIds, bookmarksOf: wordIds, highsOf: examIds };
}

/** The per-user state full sections are built from (their words' and exams'): the one round trip. */
function sectionsState(
  db: Db,
  reader: Reader,
  now: Date,
  snapshot: ContentSnapshot,
  sectionRows: readonly SectionRow[],
): Promise<UserState> {
  // Bookmarks and highs are asked for even when the lesson turns out closed: one round trip either way.
  const request = sectionsRequest(
    snapshot,
    sectionRows.map((s) => s.id),
  );
  return userState(db, reader, now, request);
}

/** Full sections from the content and the user's state (no IO). */
export function sectionsOf(
  snapshot: ContentSnapshot,
  lesson: LessonRow,
  sectionRows: readonly SectionRow[],
  state: UserState,
): Section[] {
  const ids = sectionRows.map((s) => s.id);
  const counts = countsOf(snapshot, ids, state.done);
  const open = lessonIsOpen(lesson, state.subscribed);
  const sectionsOut: Section[] = sectionRows.map((s) => {
    const wordList: Word[] = open
      ? (snapshot.wordsBySection.get(s.id) ?? []).map((w) =>
          wordView(w, state.bookmarks.get(w.id), state.done.has(w.id)),
        )
      : [];
    // Exams are paid content too: not sent for a lesson that is not bought.
    const examList: Exam[] = open
      ? (snapshot.examsBySection.get(s.id) ?? []).map(({ row, questions }) => {
          const high = state.highs.get(row.id);
          return {
            id: row.id,
            name: row.name,
            deadline: row.deadline,
            questions,
            high: high ? { done_at: dateObject(high.doneAt), score: high.score } : null,
          };
        })
      : [];
    return {
      id: s.id,
      name: s.name,
      order: s.order,
      is_completed: sectionComplete(counts.get(s.id)),
      words: wordList,
      exams: examList,
    };
  });
  return sectionsOut;
}

/** A lesson of the given course with its full sections; null when unknown or of another course. */
export async function readLesson(
  db: Db,
  reader: Reader,
  now: Date,
  lessonId: string,
  courseId: string,
): Promise<Lesson | null> {
  return withContent(db, async (snapshot) => {
    const lesson = snapshot.lessonById.get(lessonId);
    if (!lesson || lesson.courseId !== courseId) {
      return { version: await readContentVersion(db), value: null };
    }
    const built = await buildSections(
      db,
      reader,
      now,
      snapshot,
      lesson,
      snapshot.sectionsByLesson.get(lesson.id) ?? [],
    );
    return {
      version: built.version,
      value: {
        id: lesson.id,
        name: lesson.name,
        is_completed: lessonProgress(built.sections).is_completed,
        sections: built.sections,
      },
    };
  });
}
