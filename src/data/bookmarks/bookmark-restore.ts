import type { BookmarkRow } from "../db/rows";
import type { OutboxState } from "../sync/outbox-state";
import { createBookmark } from "./bookmark-writes";

/**
 * Undoes a removal: the word is saved again with the note, learned state and description it had
 * (`removed` is the row as it was before removeBookmark). The removal's DELETE is never taken back
 * (it may be on its way already); the restore is a new bookmark (a new client id) whose POST carries
 * those values, and the outbox keeps one word's writes in order, so the server deletes, then saves
 * once: nothing lost, nothing twice. When the word is saved again already, nothing changes.
 * Returns the restored row (or the one already there).
 */
export function restoreBookmark(removed: BookmarkRow, outbox: OutboxState): Promise<BookmarkRow> {
  const { course_id, lesson_id, section_id, word_id, word__name, description, note, learned } = removed;
  return createBookmark(
    { course_id, lesson_id, section_id, word_id, word__name, description, note, learned },
    outbox,
  );
}
