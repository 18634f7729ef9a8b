import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type {
  Course,
  CourseSummary,
  Exam,
  Lesson,
  LessonSummary,
  Section,
  Word,
} from "../../../src/contract/content.js";
import type { Db } from "../db/client.js";
import {
  bookmarks,
  courses,
  examHighs,
  exams,
  lessons,
  questions,
  sections,
  wordProgress,
  words,
} from "../db/schema.js";
import { lessonIsOpen } from "./access.js";
import {
  type SortOrder,
  type Viewer,
  dateObject,
  lessonComplete,
  sectionComplete,
  sectionCounts,
  wordView,
} from "./content-views.js";
import { questionView } from "./question-view.js";

export * from "./content-views.js";

/**
 * The queries that build the content shapes of api.md ("Content") for one user: completion from
 * word_progress, the user's bookmarks, exam highs, and what a lesson shows when it is not bought
 * (`sections: []` in a lesson summary, `words: []` and `exams: []` in a section).
 */

type SectionRow = typeof sections.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;

const byOrder = (column: typeof courses.order | typeof lessons.order, order: SortOrder) =>
  order === "desc" ? desc(column) : asc(column);

export async function listCourses(db: Db, order: SortOrder): Promise<CourseSummary[]> {
  const rows = await db
    .select({ id: courses.id, name: courses.name, image_link: courses.imageLink })
    .from(courses)
    .orderBy(byOrder(courses.order, order), asc(courses.id));
  return rows;
}

/** A course with its lessons (ordered as asked); null when unknown. */
export async function readCourse(
  db: Db,
  viewer: Viewer,
  courseId: string,
  order: SortOrder,
): Promise<Course | null> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) return null;
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(byOrder(lessons.order, order), asc(lessons.id));
  const sectionRows = lessonRows.length
    ? await db
        .select()
        .from(sections)
        .where(
          inArray(
            sections.lessonId,
            lessonRows.map((l) => l.id),
          ),
        )
        .orderBy(asc(sections.order), asc(sections.id))
    : [];
  const counts = await sectionCounts(
    db,
    viewer.userId,
    sectionRows.map((s) => s.id),
  );
  const lessonSummaries: LessonSummary[] = lessonRows.map((lesson) => {
    const own = sectionRows.filter((s) => s.lessonId === lesson.id);
    const ids = own.map((s) => s.id);
    // Counts and completion are the user's own progress and are given even for a lesson that is not
    // bought; only `sections` is emptied, which is what tells the app "not purchased".
    return {
      id: lesson.id,
      name: lesson.name,
      is_completed: lessonComplete(ids, counts),
      sections_count: own.length,
      done_sections_count: ids.filter((id) => sectionComplete(counts.get(id))).length,
      sections: lessonIsOpen(lesson, viewer.subscribed)
        ? own.map((s) => ({
            id: s.id,
            name: s.name,
            order: s.order,
            is_completed: sectionComplete(counts.get(s.id)),
          }))
        : [],
    };
  });
  return { id: course.id, name: course.name, image_link: course.imageLink, lessons: lessonSummaries };
}

// ── Sections and lessons ────────────────────────────────────────────────────────────────────

/** Exams of the given sections with their questions (as seen before answering) and this user's highs. */
async function examsBySection(
  db: Db,
  userId: string,
  sectionIds: readonly string[],
): Promise<Map<string, Exam[]>> {
  const result = new Map<string, Exam[]>();
  if (sectionIds.length === 0) return result;
  const examRows = await db
    .select()
    .from(exams)
    .where(inArray(exams.sectionId, [...sectionIds]))
    .orderBy(asc(exams.order), asc(exams.id));
  if (examRows.length === 0) return result;
  const examIds = examRows.map((e) => e.id);
  const [questionRows, highRows] = await Promise.all([
    db.select().from(questions).where(inArray(questions.examId, examIds)).orderBy(asc(questions.index)),
    db
      .select()
      .from(examHighs)
      .where(and(eq(examHighs.userId, userId), inArray(examHighs.examId, examIds))),
  ]);
  for (const exam of examRows) {
    const high = highRows.find((h) => h.examId === exam.id);
    const list = result.get(exam.sectionId) ?? [];
    list.push({
      id: exam.id,
      name: exam.name,
      deadline: exam.deadline,
      // questionView never copies the `correct` column.
      questions: questionRows.filter((q) => q.examId === exam.id).map((q) => questionView(q)),
      high: high ? { done_at: dateObject(high.doneAt), score: high.score } : null,
    });
    result.set(exam.sectionId, list);
  }
  return result;
}

/** Full sections (words and exams when the lesson is open, empty lists otherwise), in the given order. */
async function buildSections(
  db: Db,
  viewer: Viewer,
  lesson: LessonRow,
  sectionRows: SectionRow[],
): Promise<Section[]> {
  const ids = sectionRows.map((s) => s.id);
  const counts = await sectionCounts(db, viewer.userId, ids);
  const open = lessonIsOpen(lesson, viewer.subscribed);
  let wordsBySection = new Map<string, Word[]>();
  let examMap = new Map<string, Exam[]>();
  if (open && ids.length > 0) {
    const [wordRows, bookmarkRows, doneRows, examsFound] = await Promise.all([
      db.select().from(words).where(inArray(words.sectionId, ids)).orderBy(asc(words.order), asc(words.id)),
      db
        .select()
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, viewer.userId), inArray(bookmarks.sectionId, ids))),
      db
        .select({ wordId: wordProgress.wordId })
        .from(wordProgress)
        .innerJoin(words, eq(words.id, wordProgress.wordId))
        .where(and(eq(wordProgress.userId, viewer.userId), inArray(words.sectionId, ids))),
      examsBySection(db, viewer.userId, ids),
    ]);
    const bookmarkByWord = new Map(bookmarkRows.map((b) => [b.wordId, b]));
    const done = new Set(doneRows.map((r) => r.wordId));
    wordsBySection = new Map();
    for (const row of wordRows) {
      const list = wordsBySection.get(row.sectionId) ?? [];
      list.push(wordView(row, bookmarkByWord.get(row.id), done.has(row.id)));
      wordsBySection.set(row.sectionId, list);
    }
    examMap = examsFound;
  }
  return sectionRows.map((s) => ({
    id: s.id,
    name: s.name,
    order: s.order,
    is_completed: sectionComplete(counts.get(s.id)),
    words: wordsBySection.get(s.id) ?? [],
    // Exams are paid content too: not sent for a lesson that is not bought.
    exams: examMap.get(s.id) ?? [],
  }));
}

/** A lesson of the given course with its full sections; null when unknown or of another course. */
export async function readLesson(
  db: Db,
  viewer: Viewer,
  lessonId: string,
  courseId: string,
): Promise<Lesson | null> {
  const [lesson] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
    .limit(1);
  if (!lesson) return null;
  const sectionRows = await db
    .select()
    .from(sections)
    .where(eq(sections.lessonId, lesson.id))
    .orderBy(asc(sections.order), asc(sections.id));
  const built = await buildSections(db, viewer, lesson, sectionRows);
  return {
    id: lesson.id,
    name: lesson.name,
    is_completed: built.length > 0 && built.every((s) => s.is_completed),
    sections: built,
  };
}

/** A section of the given lesson and course; null when unknown or the ids do not belong together. */
export async function readSection(
  db: Db,
  viewer: Viewer,
  sectionId: string,
  courseId: string,
  lessonId: string,
): Promise<Section | null> {
  const [row] = await db
    .select({ section: sections, lesson: lessons })
    .from(sections)
    .innerJoin(lessons, eq(lessons.id, sections.lessonId))
    .where(and(eq(sections.id, sectionId), eq(sections.lessonId, lessonId), eq(lessons.courseId, courseId)))
    .limit(1);
  if (!row) return null;
  const [built] = await buildSections(db, viewer, row.lesson, [row.section]);
  return built ?? null;
}

// ── Words ───────────────────────────────────────────────────────────────────────────────────

export * from "./word-read.js";
