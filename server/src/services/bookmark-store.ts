import { and, desc, eq } from "drizzle-orm";
import type { Bookmark } from "../../../src/contract/bookmarks.js";
import { dateObject } from "../../../src/contract/common.js";
import { buildSearchKey, matchesSearch } from "../../../src/domain/search-text.js";
import type { Db } from "../db/client.js";
import { bookmarks, words } from "../db/schema.js";

/** A user's saved words in the database: what the bookmark routes read and write. */

type BookmarkRow = typeof bookmarks.$inferSelect;
type WordRow = typeof words.$inferSelect;

export type BookmarkWithName = { bookmark: BookmarkRow; wordName: string };

export function bookmarkView({ bookmark, wordName }: BookmarkWithName): Bookmark {
  return {
    id: bookmark.id,
    course_id: bookmark.courseId,
    lesson_id: bookmark.lessonId,
    section_id: bookmark.sectionId,
    word_id: bookmark.wordId,
    word__name: wordName,
    description: bookmark.description,
    note: bookmark.note,
    learned: bookmark.learned,
    updated_at: dateObject(bookmark.updatedAt),
  };
}

/** The bookmark with its word's name, when it is this user's. */
export async function ownBookmark(db: Db, userId: string, id: string): Promise<BookmarkWithName | undefined> {
  const [row] = await db
    .select({ bookmark: bookmarks, wordName: words.name })
    .from(bookmarks)
    .innerJoin(words, eq(words.id, bookmarks.wordId))
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .limit(1);
  return row;
}

/** The id under which this user saved this word, if they did. */
export async function bookmarkIdOfWord(db: Db, userId: string, wordId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: bookmarks.id })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.wordId, wordId)))
    .limit(1);
  return row?.id;
}

/** The bookmark with this id when it is this user's; another user's answers like none at all. */
export async function ownRowById(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: bookmarks.id, wordId: bookmarks.wordId })
    .from(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .limit(1);
  return row;
}

export interface NewBookmark {
  id: string;
  userId: string;
  word: WordRow;
  description: string;
  note: string;
  learned: boolean;
  now: Date;
}

/** Saves a bookmark unless its id or (user, word) is taken: then nothing, and undefined. */
export async function insertBookmark(db: Db, b: NewBookmark): Promise<string | undefined> {
  const [inserted] = await db
    .insert(bookmarks)
    .values({
      id: b.id,
      userId: b.userId,
      wordId: b.word.id,
      courseId: b.word.courseId,
      lessonId: b.word.lessonId,
      sectionId: b.word.sectionId,
      description: b.description,
      note: b.note,
      learned: b.learned,
      createdAt: b.now,
      updatedAt: b.now,
    })
    .onConflictDoNothing()
    .returning({ id: bookmarks.id });
  return inserted?.id;
}

export interface BookmarkChanges {
  description?: string | undefined;
  note?: string | undefined;
  learned?: boolean | undefined;
}

/** Changes the given fields of this user's bookmark; false when they have none with that id. */
export async function updateBookmark(
  db: Db,
  userId: string,
  id: string,
  changes: BookmarkChanges,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(bookmarks)
    .set({
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.note !== undefined ? { note: changes.note } : {}),
      ...(changes.learned !== undefined ? { learned: changes.learned } : {}),
      updatedAt: now,
    })
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  return updated.length > 0;
}

/** Deletes this user's bookmark; false when they have none with that id. */
export async function deleteBookmark(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  return deleted.length > 0;
}

/**
 * This user's bookmarks that match `search`, newest first: filtered with buildSearchKey and
 * matchesSearch, the functions the app's offline search uses, so both find the same bookmarks.
 */
export async function searchBookmarks(db: Db, userId: string, search: string): Promise<Bookmark[]> {
  const rows = await db
    .select({ bookmark: bookmarks, wordName: words.name, german: words.german, persian: words.persian })
    .from(bookmarks)
    .innerJoin(words, eq(words.id, bookmarks.wordId))
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return rows
    .filter((r) => matchesSearch(buildSearchKey([r.wordName, r.german, r.persian, r.bookmark.note]), search))
    .map(bookmarkView);
}
