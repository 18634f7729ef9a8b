import type { Bookmark } from "../../contract/bookmarks";
import { buildSearchKey } from "../../domain/search-text";
import { db } from "../db/db";
import type { BookmarkRow, OutboxEntry, WordRow } from "../db/rows";
import { addToOutbox, drainOutbox } from "../sync/outbox";

const BOOKMARKS_URL = "/api/courses/words/bookmarks";
const subjectOf = (id: string) => `bookmark:${id}`;

/** The searchable key of a saved word: its name, German and Persian, and the learner's note. */
export function bookmarkSearchKey(
  wordName: string,
  word: Pick<WordRow, "translation"> | undefined,
  note: string,
): string {
  return buildSearchKey([wordName, word?.translation.german, word?.translation.persian, note]);
}

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

const kick = (userId: string) => void drainOutbox(userId);

/**
 * Saves a word. Offline: the bookmark (with a client UUID as its id, the one the server will keep)
 * is in Dexie at once and its POST waits in the outbox, in the same transaction. Saving a word that
 * is already saved changes nothing.
 */
export async function saveBookmark(word: WordRow, userId: string): Promise<BookmarkRow> {
  const row = await db.transaction("rw", [db.bookmarks, db.outbox, db.words], async () => {
    const existing = await db.bookmarks
      .where("word_id")
      .equals(word.id)
      .filter((b) => b.deleted === 0)
      .first();
    if (existing) return existing;
    const created: BookmarkRow = {
      id: crypto.randomUUID(),
      course_id: word.course_id,
      lesson_id: word.lesson_id,
      section_id: word.section_id,
      word_id: word.id,
      word__name: word.name,
      description: "",
      note: "",
      learned: false,
      status: "learning",
      updated_at: new Date().toISOString(),
      search_key: bookmarkSearchKey(word.name, word, ""),
      pending: 1,
      deleted: 0,
    };
    await db.bookmarks.add(created);
    await addToOutbox(
      {
        method: "POST",
        url: BOOKMARKS_URL,
        body: {
          id: created.id,
          course_id: created.course_id,
          lesson_id: created.lesson_id,
          section_id: created.section_id,
          word_id: created.word_id,
          description: "",
          note: "",
          learned: false,
        },
        subject: subjectOf(created.id),
        label: word.name,
      },
      userId,
    );
    return created;
  });
  kick(userId);
  return row;
}

/**
 * Changes a saved word's note and/or learned state (the learned button also saves the note).
 * Offline: the row changes at once; the PATCH (with all three values, so a replay sets, never
 * toggles) waits in the outbox. A still-untouched POST or PATCH at the end of this bookmark's
 * queue takes the new values instead of a second entry; nothing is reordered.
 */
export async function updateBookmark(
  id: string,
  change: { note?: string; learned?: boolean },
  userId: string,
): Promise<void> {
  await db.transaction("rw", [db.bookmarks, db.outbox, db.words], async () => {
    const row = await db.bookmarks.get(id);
    if (!row || row.deleted === 1) return;
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
    const values = { description: row.description, note, learned };
    const tail = await untouchedTail(id);
    if (tail?.seq !== undefined && (tail.method === "POST" || tail.method === "PATCH")) {
      await db.outbox.update(tail.seq, { body: { ...(tail.body as object), ...values } });
      return;
    }
    await addToOutbox(
      {
        method: "PATCH",
        url: `${BOOKMARKS_URL}/${encodeURIComponent(id)}`,
        body: values,
        subject: subjectOf(id),
        label: row.word__name,
      },
      userId,
    );
  });
  kick(userId);
}

/**
 * Removes a saved word. Offline: it disappears from the lists at once and its DELETE waits. When
 * its POST never left the device, both simply go (the server never heard of it).
 */
export async function removeBookmark(id: string, userId: string): Promise<void> {
  await db.transaction("rw", [db.bookmarks, db.outbox], async () => {
    const row = await db.bookmarks.get(id);
    if (!row || row.deleted === 1) return;
    const entries = await db.outbox.where("subject").equals(subjectOf(id)).toArray();
    const neverSent =
      entries.length > 0 && entries.every((e) => e.state === "waiting" && e.attempts === 0 && !e.queued);
    if (neverSent && entries.some((e) => e.method === "POST")) {
      await db.outbox.bulkDelete(entries.flatMap((e) => (e.seq === undefined ? [] : [e.seq])));
      await db.bookmarks.delete(id);
      return;
    }
    await db.bookmarks.update(id, { deleted: 1, pending: 1 });
    await addToOutbox(
      {
        method: "DELETE",
        url: `${BOOKMARKS_URL}/${encodeURIComponent(id)}`,
        body: null,
        subject: subjectOf(id),
        label: row.word__name,
      },
      userId,
    );
  });
  kick(userId);
}

/**
 * Writes the server's list into Dexie without touching a bookmark that has a write still pending
 * (nor another bookmark of a word whose local bookmark is pending); bookmarks the server no longer
 * has, and that wait for nothing, go.
 */
export async function mergeBookmarks(list: readonly Bookmark[]): Promise<void> {
  await db.transaction("rw", [db.bookmarks, db.words], async () => {
    const local = await db.bookmarks.toArray();
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
  });
}
