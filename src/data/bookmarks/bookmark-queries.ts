import { useDeviceQuery } from "../db/use-device-query";
import type { BookmarkRow, WordRow } from "../db/rows";

export type BookmarkStatus = BookmarkRow["status"];

/** How many saved words are being learned and how many are learned (the hub's tiles), live. */
export function useBookmarkCounts(): { learning: number; learned: number } | undefined {
  return useDeviceQuery(async (db) => {
    // Counted on the index (no row is read); the few removed ones awaiting their DELETE are taken off.
    const removed = await db.bookmarks.where("deleted").equals(1).toArray();
    const visible = async (status: BookmarkStatus) =>
      (await db.bookmarks.where("status").equals(status).count()) -
      removed.filter((b) => b.status === status).length;
    return { learning: await visible("learning"), learned: await visible("learned") };
  }, []);
}

/** What a saved-word row shows of its word: the article (type and gender) and the meaning. */
export type WordGlance = Pick<WordRow, "id" | "name" | "type" | "gender" | "translation">;

/**
 * The words (those on this device) of the given word ids, live, by id. A long list asks only for
 * the rows it renders, so opening 10,000 saved words reads a screenful of words, not 10,000.
 */
export function useWordGlances(wordIds: readonly string[]): ReadonlyMap<string, WordGlance> | undefined {
  const key = wordIds.join("\n");
  return useDeviceQuery(
    async (db) => {
      const words = key === "" ? [] : await db.words.bulkGet(key.split("\n"));
      return new Map(words.flatMap((w) => (w ? [[w.id, w] as const] : [])));
    },
    [key],
  );
}

/** A saved word by its id, live; by its word when the id was replaced by the server's. Null when gone. */
export function useBookmark(id: string, wordId?: string): BookmarkRow | null | undefined {
  return useDeviceQuery(
    async (db) => {
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
    },
    [id, wordId],
  );
}

/** The learner's live bookmark of a word (for the study screen's toggle), or null. */
export function useBookmarkOfWord(wordId: string): BookmarkRow | null | undefined {
  return useDeviceQuery(
    async (db) =>
      (await db.bookmarks
        .where("word_id")
        .equals(wordId)
        .filter((b) => b.deleted === 0)
        .first()) ?? null,
    [wordId],
  );
}
