import { db } from "../db/db";
import type { BookmarkRow } from "../db/rows";
import { addToOutbox, bookmarkSubject, drainOutbox } from "../sync/outbox";
import { bookmarkSearchKey } from "./bookmark-merge";

/**
 * Undoes a removal: the word is saved again with the note, learned state and description it had
 * (`removed` is the row as it was before removeBookmark). The removal's DELETE is never taken back
 * (it may be on its way already); the restore is a new bookmark (a new client id) whose POST carries
 * those values, and the outbox keeps one word's writes in order, so the server deletes, then saves
 * once: nothing lost, nothing twice. When the word is saved again already, nothing changes.
 * Returns the restored row (or the one already there).
 */
export async function restoreBookmark(removed: BookmarkRow, userId: string): Promise<BookmarkRow> {
  const row = await db.transaction("rw", [db.bookmarks, db.outbox, db.words], async () => {
    const existing = await db.bookmarks
      .where("word_id")
      .equals(removed.word_id)
      .filter((b) => b.deleted === 0)
      .first();
    if (existing) return existing;
    const word = await db.words.get(removed.word_id);
    const restored: BookmarkRow = {
      ...removed,
      id: crypto.randomUUID(),
      status: removed.learned ? "learned" : "learning",
      updated_at: new Date().toISOString(),
      search_key: bookmarkSearchKey(removed.word__name, word, removed.note),
      pending: 1,
      deleted: 0,
    };
    await db.bookmarks.add(restored);
    await addToOutbox(
      {
        endpoint: "bookmarkCreate",
        body: {
          id: restored.id,
          course_id: restored.course_id,
          lesson_id: restored.lesson_id,
          section_id: restored.section_id,
          word_id: restored.word_id,
          description: restored.description,
          note: restored.note,
          learned: restored.learned,
        },
      },
      { subject: bookmarkSubject(restored.id), label: restored.word__name, word_id: restored.word_id },
      userId,
    );
    return restored;
  });
  void drainOutbox(userId);
  return row;
}
