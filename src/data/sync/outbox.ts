import { IDEMPOTENCY_HEADER, OUTBOX_ORDER_HEADER, OUTBOX_USER_HEADER } from "../../contract/outbox-messages";
import { queuedAnswerSchema } from "../../contract/bookmarks";
import { errorBodySchema } from "../../contract/common";
import { classifyWriteAnswer, retryDelayMs } from "../../contract/write-answer";
import { api } from "../api/api";
import { apiConfig } from "../api/config";
import { TIMEOUT_MS } from "../api/timeouts";
import { readToken } from "../api/token-store";
import { db } from "../db/db";
import type { OutboxEntry } from "../db/rows";
import { batchPendingLogs } from "../review/review-log-sync";
import { reportDeadToken } from "../session/dead-token";
import { endpointOf, type OutboxCall, outboxRequest } from "./outbox-request";
import { adoptBookmarkId, bookmarkIdOf, refuseOutboxEntry, settleOutboxEntry } from "./outbox-settle";

import type { OutboxState } from "./outbox-state";

export { bookmarkSubject, dismissRefusedEntry, refuseOutboxEntry, settleOutboxEntry } from "./outbox-settle";

/** What the write is about: the row it changes, the learner's words for it, a saved word's word. */
export type OutboxTopic = Pick<OutboxEntry, "subject" | "label" | "word_id">;

/**
 * Records a write for the server, built from the endpoint registry (a body the contract refuses
 * throws an AppError "invalid" and nothing is queued). Call it inside the same Dexie transaction as
 * the row change it mirrors, so the change and its outbox entry land together or not at all.
 */
export async function addToOutbox(
  call: OutboxCall,
  topic: OutboxTopic,
  userId: string,
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    ...outboxRequest(call),
    ...topic,
    key: crypto.randomUUID(),
    user_id: userId,
    state: "waiting",
    created_at: Date.now(),
    attempts: 0,
    queued: false,
  };
  await db.outbox.add(entry);
  return entry;
}

/**
 * What an entry stays in order with: every write of one saved word (whatever its bookmark id: an
 * unsave and a save again of the word are two ids), or one word's completion.
 */
export function orderKeyOf(entry: Pick<OutboxEntry, "subject" | "word_id">): string {
  return entry.word_id ? `saved:${entry.word_id}` : entry.subject;
}

type Sent =
  | { kind: "answer"; status: number; body: unknown }
  | { kind: "queued" } // the service worker keeps it for background sync
  | { kind: "offline" }; // no service worker to queue it, and no network

async function send(entry: OutboxEntry, token: string): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(`${apiConfig.VITE_API_BASE_URL}${entry.url}`, {
      method: entry.method,
      headers: {
        Authorization: `Bearer ${token}`,
        [IDEMPOTENCY_HEADER]: entry.key,
        [OUTBOX_USER_HEADER]: entry.user_id,
        [OUTBOX_ORDER_HEADER]: orderKeyOf(entry),
        ...(entry.body === null ? {} : { "Content-Type": "application/json" }),
      },
      body: entry.body === null ? null : JSON.stringify(entry.body),
      signal: AbortSignal.timeout(TIMEOUT_MS.outboxSend),
    });
  } catch {
    return { kind: "offline" };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 202 && queuedAnswerSchema.safeParse(body).success) return { kind: "queued" };
  return { kind: "answer", status: response.status, body };
}

/** What the drain does after an answer: go on, hold back this entry's order key, or stop. */
type Next = "next" | "hold" | "stop";

/** Refuses the entry, and tells the learner through `outbox` (null: nobody signed in to tell). */
async function refuse(
  key: string,
  status: number,
  message: string,
  outbox: OutboxState | null,
): Promise<void> {
  const refused = await refuseOutboxEntry(key, status, message);
  if (refused) outbox?.tellRefused(refused);
}

/**
 * A 404 for a saved word's write: the server may hold the word under another id. Looks the word up
 * in the server's list; under another id, the entry (and the ones after it) take that id and go
 * again; not there at all, a DELETE is done and anything else is refused.
 */
async function resolveNotFound(
  entry: OutboxEntry,
  message: string,
  outbox: OutboxState | null,
): Promise<Next> {
  const endpoint = endpointOf(entry);
  // Review logs and settings name no row the server could have lost: a 404 is a server without the
  // route yet (an older version during a deploy), so the entry waits and is tried again.
  if (endpoint === "reviewLogsPush" || endpoint === "reviewSettingsUpdate") {
    await postpone(entry);
    return "hold";
  }
  const wordId = entry.word_id ?? (await db.bookmarks.get(bookmarkIdOf(entry)))?.word_id;
  if (endpoint === "completeSection" || !wordId) {
    if (endpoint === "bookmarkDelete") await settleOutboxEntry(entry.key);
    else await refuse(entry.key, 404, message, outbox);
    return "next";
  }
  let held: string | undefined;
  try {
    const { data } = await api.bookmarks();
    held = data.find((b) => b.word_id === wordId)?.id;
  } catch {
    return "stop"; // cannot look it up now: try again later, in order
  }
  if (held === bookmarkIdOf(entry)) return "hold"; // an answer to an older URL of this entry
  if (held !== undefined) {
    await db.transaction("rw", [db.outbox, db.bookmarks], () => adoptBookmarkId(bookmarkIdOf(entry), held));
    return "next";
  }
  if (endpoint === "bookmarkDelete") await settleOutboxEntry(entry.key);
  else await refuse(entry.key, 404, message, outbox);
  return "next";
}

/** A write failed at the server: it waits, longer after each failure (the learner sees it). */
async function postpone(entry: OutboxEntry): Promise<void> {
  if (entry.seq === undefined) return;
  const failures = (entry.failures ?? 0) + 1;
  await db.outbox.update(entry.seq, { failures, retry_at: Date.now() + retryDelayMs(failures) });
}

/**
 * Acts on the server's answer to an entry, whether the page sent it or the service worker replayed
 * it: the one rule of `classifyWriteAnswer`. A refusal is told through `outbox` (the signed-in
 * user's; null when nobody is).
 */
export async function applyOutboxAnswer(
  key: string,
  status: number,
  body: unknown,
  token: string | null,
  outbox: OutboxState | null,
): Promise<Next> {
  const entry = await db.outbox.where("key").equals(key).first();
  if (!entry || entry.state !== "waiting") return "next";
  const error = errorBodySchema.safeParse(body);
  const message = error.success ? error.data.messages.error : "";
  switch (classifyWriteAnswer(status)) {
    case "done":
      await settleOutboxEntry(key, body);
      return "next";
    case "not-found":
      return resolveNotFound(entry, message, outbox);
    case "unauthorized":
      if (token) reportDeadToken(token);
      return "stop";
    case "wait":
      return "stop";
    case "retry":
      await postpone(entry);
      return "hold";
    case "refused":
      await refuse(key, status, message, outbox);
      return "next";
  }
}

/**
 * Sends the waiting entries of `outbox`'s user, one at a time, in order for each saved word and each
 * completion. An entry the service worker queued (no network) is left to it and the drain hands it
 * the next ones, which it keeps behind in order. Stops at a network failure with no worker, a 401 or
 * a 429 (everything waits, in order, for the next drain). An entry that fails at the server (5xx) waits for
 * its delay and holds back only the entries of the same word; the others go on. Safe to call often:
 * one drain per user runs at a time, and replays are idempotent.
 */
export function drainOutbox(outbox: OutboxState): Promise<void> {
  return outbox.once(() => drain(outbox));
}

/** The first entry of this user that may go now (its order key not held, its delay over). */
async function nextEntry(
  userId: string,
  held: Set<string>,
  handed: Set<number>,
): Promise<OutboxEntry | undefined> {
  const now = Date.now();
  const waiting = await db.outbox
    .where("state")
    .equals("waiting")
    .filter((e) => e.user_id === userId)
    .sortBy("seq");
  for (const entry of waiting) {
    const order = orderKeyOf(entry);
    if (held.has(order) || (entry.seq !== undefined && handed.has(entry.seq))) continue;
    if ((entry.retry_at ?? 0) > now) {
      held.add(order);
      continue;
    }
    return entry;
  }
  return undefined;
}

/**
 * A drain stopped by the network, a 401 or a 429 answers the drains asked for while it ran: their
 * writes wait for the next kick, as its own do, rather than a second try at once.
 */
function stopped(outbox: OutboxState): void {
  outbox.askedAgain();
}

async function drain(outbox: OutboxState): Promise<void> {
  const token = readToken();
  const { userId } = outbox;
  if (!token || !userId) return;
  // Answers given since the last drain join one batch (or the unsent one): many logs per request.
  await batchPendingLogs(db, userId);
  const held = new Set<string>();
  const handed = new Set<number>();
  for (;;) {
    const entry = await nextEntry(userId, held, handed);
    if (!entry?.seq) {
      // A write queued after that look asked for a drain while this one ran: look again.
      if (outbox.askedAgain()) continue;
      return;
    }
    await db.outbox.update(entry.seq, { attempts: entry.attempts + 1 });
    const sent = await send(entry, token);
    if (sent.kind === "offline") return stopped(outbox);
    if (sent.kind === "queued") {
      // The worker keeps it (and keeps each word's writes in order): hand it the rest too, so they
      // all land from its background sync even if every page closes before the network returns.
      await db.outbox.update(entry.seq, { queued: true });
      handed.add(entry.seq);
      continue;
    }
    const next = await applyOutboxAnswer(entry.key, sent.status, sent.body, token, outbox);
    if (next === "stop") return stopped(outbox);
    if (next === "hold") held.add(orderKeyOf(entry));
  }
}
