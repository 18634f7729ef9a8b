import type { EndpointResponse } from "../../contract/endpoint-types";
import type { SyncAnswerName } from "../api/answer-schemas";
import { markAnswersHeld } from "../api/early-asks";
import { type AnswerInput, type FetchedAnswer, fetchAnswer } from "../api/fetch-answer";
import type { Table } from "dexie";
import { db } from "../db/db";
import { etagKey } from "./etag-key";
import { storedEtag } from "./held-answers";

/** Asks for an answer with the stored ETag as If-None-Match: a 304 gives `{ changed: false }`. */
export async function fetchIfChanged<N extends SyncAnswerName>(
  what: string,
  name: N,
  input: AnswerInput,
): Promise<FetchedAnswer<N>> {
  return fetchAnswer(name, input, await storedEtag(what));
}

/** What a merge answers for an answer older than what the device knows: it wrote nothing, and the held tag stays. */
export const STALE_ANSWER = Symbol("stale answer");

/**
 * Writes a changed answer with `merge`, and stores its ETag in the same transaction (over `tables`,
 * which must hold every table the merge writes, and `meta`): a tag never names an answer the
 * device does not hold, and the screens reading Dexie see one change, not two (a first sync wrote
 * about twice as often). A merge that answers STALE_ANSWER wrote nothing: no tag is stored.
 */
export async function storeAnswer<N extends SyncAnswerName, T>(
  what: string,
  answer: Extract<FetchedAnswer<N>, { changed: true }>,
  tables: readonly Table[],
  merge: (data: EndpointResponse<N>) => Promise<T>,
): Promise<T> {
  const merged = await db.transaction("rw", [...tables, db.meta], async () => {
    const value = await merge(answer.data);
    if (value === STALE_ANSWER) return value;
    if (answer.etag) await db.meta.put({ key: etagKey(what), value: answer.etag });
    else await db.meta.delete(etagKey(what));
    return value;
  });
  if (merged !== STALE_ANSWER) markAnswersHeld();
  return merged;
}

/**
 * Pulls an answer only when it changed since the one the device holds (fetchIfChanged), and writes
 * it with its tag (storeAnswer); a 304 moves nothing but headers and writes nothing.
 */
export async function pullIfChanged<N extends SyncAnswerName, T>(
  what: string,
  name: N,
  input: AnswerInput,
  tables: readonly Table[],
  merge: (data: EndpointResponse<N>) => Promise<T>,
): Promise<{ changed: false } | { changed: true; value: T }> {
  const answer = await fetchIfChanged(what, name, input);
  if (!answer.changed) return { changed: false };
  return { changed: true, value: await storeAnswer(what, answer, tables, merge) };
}

/**
 * Forgets every stored ETag, so the next sync pulls every answer whole. Called when the device's
 * copy may differ from the server's while the server's answer did not change (a write the server
 * refused stays applied on the device until a full answer replaces it).
 */
export async function forgetEtags(): Promise<void> {
  await db.meta.where("key").startsWith(etagKey("")).delete();
}
