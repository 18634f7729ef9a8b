import { db } from "../db/db";
import type { BookmarkRow, OutboxEntry, WordRow } from "../db/rows";
import { enterWordIntoReview } from "../review/review-entry";
import { addToOutbox, bookmarkSubject as subjectOf, drainOutbox } from "../sync/outbox";
import type { OutboxState } from "../sync/outbox-state";
import { outboxRequest } from "../sync/outbox-request";
import { bookmarkSearchKey } from "./bookmark-merge";

// Kept importable from here (the saved-words code imports them with the writes).
export { bookmarkSearchKey, mergeBookmarks } from "./bookmark-merge";

/** The last entry still waiting for this bookmark, when nothing has been tried with it yet (safe to rewrite). */
async function untouchedTail(id: string): Promise<OutboxEntry | null> {
  const entries = await db.outbox
    .where("subject")
    .equals(subjectOf(id))
    .filter((e) => e.state === "waiting")
    .sortBy("seq");
  const last = entries.at(-1);
  return last && last.attempts === 0 && !last.queued ? last : null;
}

/** What a new bookmark is made of; the rest (id, status, search key…) follows from it. */
export type NewBookmark = Pick<
  BookmarkRow,
  "course_id" | "lesson_id" | "section_id" | "word_id" | "word__name" | "description" | "note" | "learned"
>;

/**
 * The one create path (a save, and the undo of a removal): when the word is saved already nothing
 * changes and that row is answered; otherwise the bookmark, under a client UUID (the id the server
 * will keep), is in Dexie at once and its POST, carrying the note, description and learned state,
 * waits in the outbox, in the same transaction. `word` gives the search key its translations
 * (looked up on the device when not given). `outbox`: the signed-in user's (the entry's user, and
 * the drain that sends it); likewise below.
 */
export async function createBookmark(
  fields: NewBookmark,
  outbox: OutboxState,
  word?: WordRow,
): Promise<BookmarkRow> {
  const row = await db.transaction("rw", [db.bookmarks, db.outbox, db.words], async () => {
    const existing = await db.bookmarks
      .where("word_id")
      .equals(fields.word_id)
      .filter((b) => b.deleted === 0)
      .first();
    if (existing) return existing;
    const translated = word ?? (await db.words.get(fields.word_id));
    const created: BookmarkRow = {
      ...fields,
      id: crypto.randomUUID(),
      status: fields.learned ? "learned" : "learning",
      updated_at: new Date().toISOString(),
      search_key: bookmarkSearchKey(fields.word__name, translated, fields.note),
      pending: 1,
      deleted: 0,
    };
    await db.bookmarks.add(created);
    await addToOutbox(
      {
        endpoint: "bookmarkCreate",
        body: {
          id: created.id,
          course_id: created.course_id,
          lesson_id: created.lesson_id,
          section_id: created.section_id,
          word_id: created.word_id,
          description: created.description,
          note: created.note,
          learned: created.learned,
        },
      },
      { subject: subjectOf(created.id), label: created.word__name, word_id: created.word_id },
      outbox.userId,
    );
    return created;
  });
  // A saved word enters spaced review too (issue 16), even if its section was never studied
  // (a word not on the device yet enters when its section arrives and is studied).
  const reviewable = word ?? (await db.words.get(fields.word_id));
  if (reviewable) await enterWordIntoReview(reviewable);
  void drainOutbox(outbox);
  return row;
}

/**
 * Saves a word. Offline: the bookmark (with a client UUID as its id, the one the server will keep)
 * is in Dexie at once and its POST waits in the outbox, in the same transaction. Saving a word that
 * is already saved changes nothing.
 */
export function saveBookmark(word: WordRow, outbox: OutboxState): Promise<BookmarkRow> {
  const fields: NewBookmark = {
    course_id: word.course_id,
    lesson_id: word.lesson_id,
    section_id: word.section_id,
    word_id: word.id,
    word__name: word.name,
    description: "",
    note: "",
    learned: false,
  };
  return createBookmark(fields, outbox, word);
}

/**
 * Changes a saved word's note and/or learned state (the learned button also saves an edited note).
 * Offline: the row changes at once; the PATCH (with the values the learner set, so a replay sets,
 * never toggles; never a value the learner did not touch, which may be stale on this device) waits
 * in the outbox. A still-untouched PATCH at the end of this bookmark's queue takes
 * the new values instead of a second entry; nothing is reordered. A change is never folded into
 * the POST: when the server already holds the word (saved on another device), it answers the POST
 * with its own id and changes nothing, so the change must travel as a PATCH to that id.
 */
export async function updateBookmark(
  id: string,
  change: { note?: string; learned?: boolean },
  outbox: OutboxState,
): Promise<void> {
  await db.transaction("rw", [db.bookmarks, db.outbox, db.words], async () => {
    const row = await db.bookmarks.get(id);
    if (!row || row.deleted === 1 || (change.note === undefined && change.learned === undefined)) return;
    const note = change.note ?? row.note;
    const learned = change.learned ?? row.learned;
    const word = await db.words.get(row.word_id);
    await db.bookmarks.put({
      ...row,
      note,
      learned,
      status: learned ? "learned" : "learning",
      updated_at: new Date().toISOString(),
      search_key: bookmarkSearchKey(row.word__name, word, note),
      pending: 1,
    });
    const values = {
      ...(change.note !== undefined ? { note } : {}),
      ...(change.learned !== undefined ? { learned } : {}),
    };
    const tail = await untouchedTail(id);
    if (tail?.seq !== undefined && tail.method === "PATCH" && tail.body && !("word_id" in tail.body)) {
      const body = { ...tail.body, ...values };
      await db.outbox.update(tail.seq, {
        ...outboxRequest({ endpoint: "bookmarkUpdate", params: { bookmarkId: id }, body }),
      });
      return;
    }
    await addToOutbox(
      { endpoint: "bookmarkUpdate", params: { bookmarkId: id }, body: values },
      { subject: subjectOf(id), label: row.word__name, word_id: row.word_id },
      outbox.userId,
    );
  });
  void drainOutbox(outbox);
}

/**
 * Removes a saved word. Offline: it disappears from the lists at once and its DELETE waits. Changes
 * of its note or learned state that never left the device go (the DELETE makes them moot). An
 * unsent save is not cancelled with it: the server may hold the word already (saved on another
 * device before this one pulled), and only the save's answer tells which bookmark to delete.
 */
export async function removeBookmark(id: string, outbox: OutboxState): Promise<void> {
  await db.transaction("rw", [db.bookmarks, db.outbox], async () => {
    const row = await db.bookmarks.get(id);
    if (!row || row.deleted === 1) return;
    const untouchedPatches = (await db.outbox.where("subject").equals(subjectOf(id)).toArray()).filter(
      (e) => e.method === "PATCH" && e.state === "waiting" && e.attempts === 0 && !e.queued,
    );
    await db.outbox.bulkDelete(untouchedPatches.flatMap((e) => (e.seq === undefined ? [] : [e.seq])));
    await db.bookmarks.update(id, { deleted: 1, pending: 1 });
    await addToOutbox(
      { endpoint: "bookmarkDelete", params: { bookmarkId: id } },
      { subject: subjectOf(id), label: row.word__name, word_id: row.word_id },
      outbox.userId,
    );
  });
  void drainOutbox(outbox);
}
