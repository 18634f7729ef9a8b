import { Dexie } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { useMemo } from "react";
import { normalizeForSearch } from "../../domain/search-text";
import { db } from "../db/db";
import type { BookmarkRow } from "../db/rows";
import type { BookmarkStatus } from "./bookmark-queries";

/*
 * The saved-words list's search, apart from the other reads of saved words (bookmark-queries.ts): a
 * word card reads its word's bookmark before its first paint, and needs no search code for it.
 */

/** A status's saved words in the order of their last change, by the [status+updated_at] index. */
const ofStatus = (status: BookmarkStatus) =>
  db.bookmarks.where("[status+updated_at]").between([status, Dexie.minKey], [status, Dexie.maxKey]);

/** The visible saved words of one status, newest first (one read of the index, no sort). */
async function loadStatus(status: BookmarkStatus): Promise<BookmarkRow[]> {
  const oldestFirst = await ofStatus(status).toArray();
  return oldestFirst.reverse().filter((b) => b.deleted === 0);
}

/** The newest `count` visible saved words of one status: what the list's first screen shows. */
async function loadNewest(status: BookmarkStatus, count: number): Promise<BookmarkRow[]> {
  const newest = await ofStatus(status).reverse().limit(count).toArray();
  return newest.filter((b) => b.deleted === 0);
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

/** Rows read before the whole status: more than a tall phone's screen of the list holds. */
export const FIRST_SCREEN_ROWS = 40;

export interface BookmarkSearch {
  /** The matching saved words, newest first. */
  rows: BookmarkRow[];
  /** False while only the first screen is read (no query yet): more rows are on their way. */
  complete: boolean;
}

/**
 * The saved words of a status matching the query, live. The newest screenful is read first and
 * shown at once; then the whole status is read (again only when it changes) and each query filters
 * it in memory (about a millisecond for 10,000). A query typed before that read waits for it.
 */
export function useBookmarkSearch(status: BookmarkStatus, query: string): BookmarkSearch | undefined {
  const head = useLiveQuery(
    async () => ({ status, rows: await loadNewest(status, FIRST_SCREEN_ROWS) }),
    [status],
  );
  // The whole read starts once the first screen is there, so it never delays that screen.
  const headRead = head?.status === status;
  const all = useLiveQuery(
    async () => (headRead ? { status, rows: await loadStatus(status) } : undefined),
    [status, headRead],
  );
  return useMemo(() => {
    if (all?.status === status) return { rows: filterBookmarks(all.rows, query), complete: true };
    if (head?.status !== status || normalizeForSearch(query) !== "") return undefined;
    return { rows: head.rows, complete: head.rows.length < FIRST_SCREEN_ROWS };
  }, [all, head, status, query]);
}
