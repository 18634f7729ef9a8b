import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type {
  Course,
  CourseSummary,
  Exam,
  Gender,
  Lesson,
  LessonSummary,
  Section,
  Word,
} from "../../../src/contract/content.js";
import { genderSchema } from "../../../src/contract/content.js";
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
import { hasActiveSubscription, lessonIsOpen } from "./access.js";
import { questionView } from "./question-view.js";

/**
 * The queries that build the content shapes of api.md ("Content") for one user: completion from
 * word_progress, the user's bookmarks, exam highs, and what a lesson shows when it is not bought
 * (`sections: []` in a lesson summary, `words: []` and `exams: []` in a section).
 */

/** Who is reading: the user and whether their subscription is active now. */
export interface Viewer {
  userId: string;
  subscribed: boolean;
}

export async function viewerFor(db: Db, userId: string, now: Date): Promise<Viewer> {
  return { userId, subscribed: await hasActiveSubscription(db, userId, now) };
}

type WordRow = typeof words.$inferSelect;
type SectionRow = typeof sections.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;
type BookmarkRow = typeof bookmarks.$inferSelect;
export type SortOrder = "asc" | "desc";

export const dateObject = (date: Date) => ({ date: date.toISOString() });

function parseGender(value: string | null): Gender | null {
  const parsed = genderSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A word row as the contract's Word, with this user's bookmark and completion. */
export function wordView(row: WordRow, bookmark: BookmarkRow | undefined, completed: boolean): Word {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    gender: parseGender(row.gender),
    pronunciation: row.pronunciation,
    image_link: row.imageLink,
    translation: { german: row.german === "" ? null : row.german, persian: row.persian },
    grammer: { plural: row.plural },
    synonym: { german: row.synonym },
    example: { german: row.exampleGerman, persian: row.examplePersian },
    bookmark: bookmark
      ? { id: bookmark.id, note: bookmark.note, description: bookmark.description, learned: bookmark.learned }
      : null,
    is_completed: completed,
  };
}

// ── Completion ──────────────────────────────────────────────────────────────────────────────

export interface SectionCounts {
  words: number;
  done: number;
}

/** A section is complete when it has words and the user has completed every one of them. */
export const sectionComplete = (counts: SectionCounts | undefined): boolean =>
  counts !== undefined && counts.words > 0 && counts.done >= counts.words;

/** A lesson is complete when it has sections and every one of them is complete. */
export function lessonComplete(sectionIds: readonly string[], counts: Map<string, SectionCounts>): boolean {
  return sectionIds.length > 0 && sectionIds.every((id) => sectionComplete(counts.get(id)));
}

/** Word counts and this user's completed-word counts for each of the given sections. */
export async function sectionCounts(
  db: Db,
  userId: string,
  sectionIds: readonly string[],
): Promise<Map<string, SectionCounts>> {
  const result = new Map<string, SectionCounts>(sectionIds.map((id) => [id, { words: 0, done: 0 }]));
  if (sectionIds.length === 0) return result;
  const ids = [...sectionIds];
  const [totals, done] = await Promise.all([
    db
      .select({ sectionId: words.sectionId, n: count() })
      .from(words)
      .where(inArray(words.sectionId, ids))
      .groupBy(words.sectionId),
    // Joined with words so that only words still in the section count.
    db
      .select({ sectionId: words.sectionId, n: count() })
      .from(wordProgress)
      .innerJoin(words, eq(words.id, wordProgress.wordId))
      .where(and(eq(wordProgress.userId, userId), inArray(words.sectionId, ids)))
      .groupBy(words.sectionId),
  ]);
  for (const row of totals) {
    const entry = result.get(row.sectionId);
    if (entry) entry.words = Number(row.n);
  }
  for (const row of done) {
    const entry = result.get(row.sectionId);
    if (entry) entry.done = Number(row.n);
  }
  return result;
}

// ── Courses ─────────────────────────────────────────────────────────────────────────────────

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

/** A word with the lesson it belongs to (for the purchase check). */
export async function findWord(db: Db, wordId: string): Promise<{ word: WordRow; lesson: LessonRow } | null> {
  const [row] = await db
    .select({ word: words, lesson: lessons })
    .from(words)
    .innerJoin(lessons, eq(lessons.id, words.lessonId))
    .where(eq(words.id, wordId))
    .limit(1);
  return row ?? null;
}

/** A word as this user sees it; null when unknown or when its lesson is not open to the user. */
export async function readWord(db: Db, viewer: Viewer, wordId: string): Promise<Word | null> {
  const found = await findWord(db, wordId);
  if (!found || !lessonIsOpen(found.lesson, viewer.subscribed)) return null;
  const [[bookmark], [done]] = await Promise.all([
    db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, viewer.userId), eq(bookmarks.wordId, wordId)))
      .limit(1),
    db
      .select({ wordId: wordProgress.wordId })
      .from(wordProgress)
      .where(and(eq(wordProgress.userId, viewer.userId), eq(wordProgress.wordId, wordId)))
      .limit(1),
  ]);
  return wordView(found.word, bookmark, Boolean(done));
}

/** After a word was completed: whether its section and its lesson are now complete for the user. */
export async function completionAfter(
  db: Db,
  userId: string,
  word: Pick<WordRow, "id" | "sectionId" | "lessonId">,
): Promise<{ word_completed: boolean; section_completed: boolean; lesson_completed: boolean }> {
  const sectionRows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.lessonId, word.lessonId));
  const ids = sectionRows.map((s) => s.id);
  const [counts, [done]] = await Promise.all([
    sectionCounts(db, userId, ids),
    db
      .select({ wordId: wordProgress.wordId })
      .from(wordProgress)
      .where(and(eq(wordProgress.userId, userId), eq(wordProgress.wordId, word.id)))
      .limit(1),
  ]);
  return {
    word_completed: Boolean(done),
    section_completed: sectionComplete(counts.get(word.sectionId)),
    lesson_completed: lessonComplete(ids, counts),
  };
}
