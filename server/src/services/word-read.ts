import { and, eq } from "drizzle-orm";
import type { Word } from "../../../src/contract/content.js";
import type { Db } from "../db/client.js";
import { lessons, sections, wordProgress, words } from "../db/schema.js";
import { lessonIsOpen } from "./access.js";
import { withContent } from "./content-cache.js";
import type { Reader } from "./reader-stamp.js";
import { userState } from "./user-state.js";
import { lessonComplete, sectionComplete, sectionCounts, wordView } from "./content-views.js";

type WordRow = typeof words.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;

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
export async function readWord(db: Db, reader: Reader, now: Date, wordId: string): Promise<Word | null> {
  return withContent(db, async (snapshot) => {
    const state = await userState(db, reader, now, { doneOf: [wordId], bookmarksOf: [wordId], highsOf: [] });
    const word = snapshot.wordById.get(wordId);
    const lesson = word && snapshot.lessonById.get(word.lessonId);
    if (!word || !lesson || !lessonIsOpen(lesson, state.subscribed))
      return { version: state.version, value: null };
    return {
      version: state.version,
      value: wordView(word, state.bookmarks.get(wordId), state.done.has(wordId)),
    };
  });
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
    .where(and(eq(sections.lessonId, word.lessonId), eq(sections.retired, false)));
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
