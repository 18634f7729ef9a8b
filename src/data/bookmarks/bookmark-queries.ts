import { useLiveQuery } from "dexie-react-hooks";
import { normalizeForSearch } from "../../domain/search-text";
import { db } from "../db/db";
import type { BookmarkRow } from "../db/rows";

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

/**
 * The saved words of one status, newest first, filtered offline by the same normalisation the
 * server uses (case, ä = ae, ß = ss, ی/ي, ک/ك, ZWNJ, diacritics) over the word, its translations and the note.
 */
export async function searchBookmarks(status: BookmarkStatus, query: string): Promise<BookmarkRow[]> {
  // The query is normalised once; each row's key was normalised when it was written. Reading the
  // status's rows in one getAll and filtering in JS beats a Dexie cursor filter row by row.
  const needle = normalizeForSearch(query);
  const rows = (await db.bookmarks.where("status").equals(status).toArray()).filter(
    (b) => b.deleted === 0 && (needle === "" || b.search_key.includes(needle)),
  );
  return rows.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

export function useBookmarkSearch(status: BookmarkStatus, query: string): BookmarkRow[] | undefined {
  return useLiveQuery(() => searchBookmarks(status, query), [status, query]);
}

export function useBookmark(id: string): BookmarkRow | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.bookmarks.get(id);
    return row && row.deleted === 0 ? row : null;
  }, [id]);
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
