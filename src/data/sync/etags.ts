import type { EndpointResponse } from "../../contract/endpoint-types";
import type { SyncAnswerName } from "../api/answer-schemas";
import { type AnswerInput, fetchAnswer } from "../api/fetch-answer";
import { db } from "../db/db";

/** Where the ETag of the answer the device holds for `what` is kept (Dexie `meta`, cleared on logout). */
export const etagKey = (what: string) => `etag:${what}`;

async function storedEtag(what: string): Promise<string | null> {
  const row = await db.meta.get(etagKey(what));
  return typeof row?.value === "string" ? row.value : null;
}

/**
 * Pulls an answer only when it changed since the one the device holds: sends the stored ETag as
 * If-None-Match; `null` means 304 (nothing moved but headers). Otherwise `merge` writes the answer
 * and only then is its ETag stored, so a tag never names an answer the device does not hold.
 */
export async function pullIfChanged<N extends SyncAnswerName, T>(
  what: string,
  name: N,
  input: AnswerInput,
  merge: (data: EndpointResponse<N>) => Promise<T>,
): Promise<{ changed: false } | { changed: true; value: T }> {
  const answer = await fetchAnswer(name, input, await storedEtag(what));
  if (!answer.changed) return { changed: false };
  const value = await merge(answer.data);
  if (answer.etag) await db.meta.put({ key: etagKey(what), value: answer.etag });
  else await db.meta.delete(etagKey(what));
  return { changed: true, value };
}

/**
 * Forgets every stored ETag, so the next sync pulls every answer whole. Called when the device's
 * copy may differ from the server's while the server's answer did not change (a write the server
 * refused stays applied on the device until a full answer replaces it).
 */
export async function forgetEtags(): Promise<void> {
  await db.meta.where("key").startsWith(etagKey("")).delete();
}
