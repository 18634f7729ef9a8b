import { bookmarkCreateAnswerSchema } from "../../contract/bookmarks";
import { apiData } from "../../contract/common";
import { db } from "../db/db";
import type { OutboxEntry } from "../db/rows";
import { settleReviewLogs } from "../review/review-log-sync";
import { isAnsweredKind, noteWriteAnswered } from "./answered-writes";
import { forgetEtags } from "./etags";
import { endpointOf, rekeyedBookmarkRequest } from "./outbox-request";

export const bookmarkSubject = (id: string) => `bookmark:${id}`;
export const bookmarkIdOf = (entry: Pick<OutboxEntry, "subject">) => entry.subject.slice("bookmark:".length);

/**
 * An entry has its answer: a saved word's, a completion's or the review settings' write is counted
 * as answered (a pull asked before it must not undo it: answered-writes.ts), and the pending mark
 * of the row it changed is cleared when no other entry still waits for it. Call in a transaction
 * over outbox, words, bookmarks and meta.
 */
async function releaseSubject(subject: string): Promise<void> {
  const [kind, id] = subject.split(":", 2) as [string, string];
  if (isAnsweredKind(kind)) await noteWriteAnswered(db, kind);
  const others = await db.outbox
    .where("subject")
    .equals(subject)
    .filter((e) => e.state === "waiting")
    .count();
  if (others > 0) return;
  if (kind === "word") await db.words.update(id, { pending: 0 });
  if (kind === "bookmark") {
    const row = await db.bookmarks.get(id);
    if (row?.deleted === 1) await db.bookmarks.delete(id);
    else if (row) await db.bookmarks.update(id, { pending: 0 });
  }
}

/**
 * The server keeps this word's bookmark under `serverId` (it was saved on another device, or
 * before a logout): the local row and every entry still naming `localId` take the server's id, in
 * one transaction, so the next note, learned change or delete reaches the bookmark the server has.
 * Call inside a transaction over bookmarks and outbox.
 */
export async function adoptBookmarkId(localId: string, serverId: string): Promise<void> {
  if (localId === serverId) return;
  const row = await db.bookmarks.get(localId);
  if (row) {
    await db.bookmarks.delete(localId);
    await db.bookmarks.put({ ...row, id: serverId });
  }
  const entries = await db.outbox.where("subject").equals(bookmarkSubject(localId)).toArray();
  for (const entry of entries) {
    if (entry.seq === undefined) continue;
    await db.outbox.update(entry.seq, {
      ...rekeyedBookmarkRequest(entry, serverId),
      subject: bookmarkSubject(serverId),
    });
  }
}

const createAnswerSchema = apiData(bookmarkCreateAnswerSchema);

/**
 * The server has the write: the entry goes, and so does the row's pending mark (a batch's review logs
 * too). A save answered with another id (the word was already saved) adopts that id first.
 */
export async function settleOutboxEntry(key: string, answer: unknown = null): Promise<void> {
  await db.transaction("rw", [db.outbox, db.words, db.bookmarks, db.reviewLogs, db.meta], async () => {
    const entry = await db.outbox.where("key").equals(key).first();
    if (!entry?.seq || entry.state !== "waiting") return;
    let subject = entry.subject;
    const created = createAnswerSchema.safeParse(answer);
    if (endpointOf(entry) === "bookmarkCreate" && created.success) {
      await adoptBookmarkId(bookmarkIdOf(entry), created.data.data.id);
      subject = bookmarkSubject(created.data.data.id);
    }
    // A batch of review logs: its logs are on the server now (they stay on the device, not pending).
    await settleReviewLogs(db, entry);
    await db.outbox.delete(entry.seq);
    await releaseSubject(subject);
  });
}

/**
 * The server refused the write: the entry stays, marked refused with the server's reason, until the
 * learner has read it. Answers the refused entry (null: it was gone or refused already), for the
 * caller to tell the learner.
 */
export async function refuseOutboxEntry(
  key: string,
  status: number,
  message: string,
): Promise<OutboxEntry | null> {
  const entry = await db.transaction("rw", [db.outbox, db.words, db.bookmarks, db.meta], async () => {
    const found = await db.outbox.where("key").equals(key).first();
    if (!found?.seq || found.state === "refused") return null;
    const refused: OutboxEntry = { ...found, state: "refused", refusal: { status, message } };
    await db.outbox.put(refused);
    await releaseSubject(found.subject);
    return refused;
  });
  // The refused change stays on the device while the server's answers did not change: their ETags
  // would keep the next sync from bringing the server's copy back, so they go.
  if (entry) await forgetEtags();
  return entry;
}

/** The learner has read about a refused write: it may go. */
export async function dismissRefusedEntry(key: string): Promise<void> {
  await db.outbox
    .where("key")
    .equals(key)
    .and((e) => e.state === "refused")
    .delete();
}
