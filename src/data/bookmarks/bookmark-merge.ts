import type { Bookmark } from "../../contract/bookmarks";
import { buildSearchKey } from "../../domain/search-text";
import { db } from "../db/db";
import type { BookmarkRow, WordRow } from "../db/rows";
import { noteWordsToEnter } from "../review/review-entry-marks";

/*
 * The saved words as sync merges them: apart from the writes (bookmark-writes.ts), so sync, which
 * every signed-in screen starts, does not load the outbox and the contract's request schemas.
 */

/** The searchable key of a saved word: its name, German and Persian, and the learner's note. */
export function bookmarkSearchKey(
  wordName: string,
  word: Pick<WordRow, "translation"> | undefined,
  note: string,
): string {
  return buildSearchKey([wordName, word?.translation.german, word?.translation.persian, note]);
}

/**
 * Writes the server's list into Dexie without touching a bookmark that has a write still pending
 * (nor another bookmark of a word whose local bookmark is pending); bookmarks the server no longer
 * has, and that wait for nothing, go.
 */
export async function mergeBookmarks(list: readonly Bookmark[]): Promise<void> {
  await db.transaction("rw", [db.bookmarks, db.words, db.meta], async () => {
    const local = await db.bookmarks.toArray();
    const savedBefore = new Set(local.filter((b) => b.deleted === 0).map((b) => b.word_id));
    const pendingIds = new Set(local.filter((b) => b.pending === 1).map((b) => b.id));
    const pendingWords = new Set(local.filter((b) => b.pending === 1).map((b) => b.word_id));
    const serverIds = new Set(list.map((b) => b.id));
    const stale = local.filter((b) => b.pending === 0 && !serverIds.has(b.id)).map((b) => b.id);
    await db.bookmarks.bulkDelete(stale);
    const rows: BookmarkRow[] = [];
    for (const b of list) {
      if (pendingIds.has(b.id) || pendingWords.has(b.word_id)) continue;
      const word = await db.words.get(b.word_id);
      rows.push({
        id: b.id,
        course_id: b.course_id,
        lesson_id: b.lesson_id,
        section_id: b.section_id,
        word_id: b.word_id,
        word__name: b.word__name,
        description: b.description,
        note: b.note,
        learned: b.learned,
        status: b.learned ? "learned" : "learning",
        updated_at: b.updated_at.date,
        search_key: bookmarkSearchKey(b.word__name, word, b.note),
        pending: 0,
        deleted: 0,
      });
    }
    await db.bookmarks.bulkPut(rows);
    // Words saved on another device enter review at the next open (review-entry.ts).
    await noteWordsToEnter(
      db,
      rows.filter((r) => !savedBefore.has(r.word_id)).map((r) => r.word_id),
    );
  });
}
