import { useLiveQuery } from "dexie-react-hooks";
import { useMemo } from "react";
import { normalizeForSearch } from "../../domain/search-text";
import { db } from "../db/db";
import type { BookmarkRow, WordRow } from "../db/rows";

export type BookmarkStatus = BookmarkRow["status"];

/** How many saved words are being learned and how many are learned (the hub's tiles), live. */
export function useBookmarkCounts(): { learning: number; learned: number } | undefined {
  return useLiveQuery(async () => {
    const visible = (status: BookmarkStatus) =>
      db.bookmarks
        .where("status")
        .equals(status)
        .filter((b) => b.deleted === 0)
        .count();
    return { learning: await visible("learning"), learned: await visible("learned") };
  }, []);
}

/** The visible saved words of one status, newest first (one read of the status index). */
async function loadStatus(status: BookmarkStatus): Promise<BookmarkRow[]> {
  const rows = (await db.bookmarks.where("status").equals(status).toArray()).filter((b) => b.deleted === 0);
  return rows.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/**
 * Filters saved words offline by the same normalisation the server uses (case, ä = ae, ß = ss,
 * ی/ي, ک/ك, ZWNJ, diacritics) over the word, its translations and the note. The query is
 * normalised once; each row's key was normalised when it was written.
 */
export function filterBookmarks(rows: readonly BookmarkRow[], query: string): BookmarkRow[] {
  const needle = normalizeForSearch(query);
  return needle === "" ? [...rows] : rows.filter((b) => b.search_key.includes(needle));
}

export async function searchBookmarks(status: BookmarkStatus, query: string): Promise<BookmarkRow[]> {
  return filterBookmarks(await loadStatus(status), query);
}

/**
 * The saved words of a status matching the query, live. The rows are read from IndexedDB only
 * when they change; each keystroke filters them in memory (about a millisecond for 10,000).
 */
export function useBookmarkSearch(status: BookmarkStatus, query: string): BookmarkRow[] | undefined {
  const rows = useLiveQuery(() => loadStatus(status), [status]);
  return useMemo(() => (rows ? filterBookmarks(rows, query) : undefined), [rows, query]);
}

/** What a saved-word row shows of its word: the article (type and gender) and the meaning. */
export type WordGlance = Pick<WordRow, "id" | "name" | "type" | "gender" | "translation">;

/**
 * The words (those on this device) of the given word ids, live, by id. A long list asks only for
 * the rows it renders, so opening 10,000 saved words reads a screenful of words, not 10,000.
 */
export function useWordGlances(wordIds: readonly string[]): ReadonlyMap<string, WordGlance> | undefined {
  const key = wordIds.join("\n");
  return useLiveQuery(async () => {
    const words = key === "" ? [] : await db.words.bulkGet(key.split("\n"));
    return new Map(words.flatMap((w) => (w ? [[w.id, w] as const] : [])));
  }, [key]);
}

/** A saved word by its id, live; by its word when the id was replaced by the server's. Null when gone. */
export function useBookmark(id: string, wordId?: string): BookmarkRow | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.bookmarks.get(id);
    if (row) return row.deleted === 0 ? row : null;
    // The id may have been replaced by the server's (the word was saved on another device too).
    if (!wordId) return null;
    const ofWord = await db.bookmarks
      .where("word_id")
      .equals(wordId)
      .filter((b) => b.deleted === 0)
      .first();
    return ofWord ?? null;
  }, [id, wordId]);
}

/** The learner's live bookmark of a word (for the study screen's toggle), or null. */
export function useBookmarkOfWord(wordId: string): BookmarkRow | null | undefined {
  return useLiveQuery(
    async () =>
      (await db.bookmarks
        .where("word_id")
        .equals(wordId)
        .filter((b) => b.deleted === 0)
        .first()) ?? null,
    [wordId],
  );
}
