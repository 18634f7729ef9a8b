import { asc, eq } from "drizzle-orm";
import type { Question } from "../../../src/contract/content.js";
import type { Db } from "../db/client.js";
import { contentVersion, courses, exams, lessons, questions, sections, words } from "../db/schema.js";
import { questionView } from "./question-view.js";

/**
 * The shared content (courses, lessons, sections, words, exams with their questions) held in memory,
 * one snapshot per database, tagged with the content version it was read at. The seed loader bumps
 * that version in its transaction; every per-user query also reads it, so a process sees a change
 * made by any process on the same database on its next read and reloads (012-content-cache.md).
 */

export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type WordRow = typeof words.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;

export interface CachedExam {
  row: ExamRow;
  /** As seen before answering (questionView never copies `correct`). */
  questions: Question[];
}

export interface ContentSnapshot {
  version: number;
  /** Ordered by `order`, then id. */
  courses: CourseRow[];
  courseById: Map<string, CourseRow>;
  /** Each list ordered by `order`, then id. */
  lessonsByCourse: Map<string, LessonRow[]>;
  lessonById: Map<string, LessonRow>;
  sectionsByLesson: Map<string, SectionRow[]>;
  sectionById: Map<string, SectionRow>;
  wordsBySection: Map<string, WordRow[]>;
  wordById: Map<string, WordRow>;
  examsBySection: Map<string, CachedExam[]>;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The content version now in the database. */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

async function loadSnapshot(db: Db): Promise<ContentSnapshot> {
  // The version first: content read after it is at least that new, so a snapshot is never labelled
  // newer than what it holds (at worst it is reloaded once more).
  const version = await readContentVersion(db);
  const [courseRows, lessonRows, sectionRows, wordRows, examRows, questionRows] = await Promise.all([
    db.select().from(courses).orderBy(asc(courses.order), asc(courses.id)),
    db.select().from(lessons).orderBy(asc(lessons.order), asc(lessons.id)),
    db.select().from(sections).orderBy(asc(sections.order), asc(sections.id)),
    db.select().from(words).orderBy(asc(words.order), asc(words.id)),
    db.select().from(exams).orderBy(asc(exams.order), asc(exams.id)),
    db.select().from(questions).orderBy(asc(questions.examId), asc(questions.index)),
  ]);
  const questionsByExam = groupBy(questionRows, (q) => q.examId);
  const cachedExams = examRows.map((row) => ({
    row,
    questions: (questionsByExam.get(row.id) ?? []).map((q) => questionView(q)),
  }));
  // Retired rows (gone from the content, kept for learners' history: db/seed-content.ts) are never
  // listed, but a saved word or an attempt that names one still finds it by id.
  const live = <T extends { retired: boolean }>(rows: readonly T[]) => rows.filter((row) => !row.retired);
  return {
    version,
    courses: live(courseRows),
    courseById: new Map(courseRows.map((c) => [c.id, c])),
    lessonsByCourse: groupBy(live(lessonRows), (l) => l.courseId),
    lessonById: new Map(lessonRows.map((l) => [l.id, l])),
    sectionsByLesson: groupBy(live(sectionRows), (s) => s.lessonId),
    sectionById: new Map(sectionRows.map((s) => [s.id, s])),
    wordsBySection: groupBy(live(wordRows), (w) => w.sectionId),
    wordById: new Map(wordRows.map((w) => [w.id, w])),
    examsBySection: groupBy(
      cachedExams.filter((e) => !e.row.retired),
      (e) => e.row.sectionId,
    ),
  };
}

interface CacheEntry {
  snapshot: ContentSnapshot | null;
  loading: Promise<ContentSnapshot> | null;
}

const caches = new WeakMap<Db, CacheEntry>();

function entryOf(db: Db): CacheEntry {
  let entry = caches.get(db);
  if (!entry) {
    entry = { snapshot: null, loading: null };
    caches.set(db, entry);
  }
  return entry;
}

/** Loads the content again (concurrent callers share one load). */
export function reloadContent(db: Db): Promise<ContentSnapshot> {
  const entry = entryOf(db);
  entry.loading ??= loadSnapshot(db)
    .then((snapshot) => {
      entry.snapshot = snapshot;
      return snapshot;
    })
    .finally(() => {
      entry.loading = null;
    });
  return entry.loading;
}

/** The snapshot held, loaded on first use; not checked against the database (see withContent). */
export function cachedContent(db: Db): Promise<ContentSnapshot> {
  const entry = entryOf(db);
  return entry.snapshot ? Promise.resolve(entry.snapshot) : reloadContent(db);
}

/**
 * Runs `read` on the cached content. `read` makes one query that returns the content version (see
 * user-state.ts); when that version is not the snapshot's, the content is reloaded and `read` runs again.
 */
export async function withContent<T>(
  db: Db,
  read: (snapshot: ContentSnapshot) => Promise<{ version: number; value: T }>,
): Promise<T> {
  let snapshot = await cachedContent(db);
  for (let attempt = 0; ; attempt++) {
    const { version, value } = await read(snapshot);
    if (version === snapshot.version || attempt >= 2) return value;
    snapshot = await reloadContent(db);
  }
}
