import { IDEMPOTENCY_HEADER, OUTBOX_USER_HEADER, queuedAnswerSchema } from "../../contract";
import { errorBodySchema } from "../../contract/common";
import { apiConfig } from "../api/config";
import { readToken } from "../api/token-store";
import { db } from "../db/db";
import type { OutboxEntry } from "../db/rows";

export type OutboxWrite = Pick<OutboxEntry, "method" | "url" | "body" | "subject" | "label">;

/**
 * Records a write for the server. Call it inside the same Dexie transaction as the row change it
 * mirrors, so the change and its outbox entry land together or not at all.
 */
export async function addToOutbox(write: OutboxWrite, userId: string): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    ...write,
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

type Outcome =
  | { kind: "delivered" }
  | { kind: "queued" }
  | { kind: "wait" }
  | { kind: "refused"; status: number; message: string };

async function send(entry: OutboxEntry, token: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`${apiConfig.VITE_API_BASE_URL}${entry.url}`, {
      method: entry.method,
      headers: {
        Authorization: `Bearer ${token}`,
        [IDEMPOTENCY_HEADER]: entry.key,
        [OUTBOX_USER_HEADER]: entry.user_id,
        ...(entry.body === null ? {} : { "Content-Type": "application/json" }),
      },
      body: entry.body === null ? null : JSON.stringify(entry.body),
    });
  } catch {
    return { kind: "wait" }; // no service worker to queue it, and no network: try again later
  }
  if (response.status === 202) {
    const answer = queuedAnswerSchema.safeParse(await response.json().catch(() => null));
    if (answer.success) return { kind: "queued" };
  }
  if (response.ok || (entry.method === "DELETE" && response.status === 404)) return { kind: "delivered" };
  if (
    response.status === 401 ||
    response.status === 408 ||
    response.status === 429 ||
    response.status >= 500
  ) {
    return { kind: "wait" };
  }
  const body = errorBodySchema.safeParse(await response.json().catch(() => null));
  return { kind: "refused", status: response.status, message: body.success ? body.data.messages.error : "" };
}

/** Clears the pending mark of the row an entry changed, when no other entry still waits for it. */
async function releaseSubject(subject: string): Promise<void> {
  const others = await db.outbox
    .where("subject")
    .equals(subject)
    .filter((e) => e.state === "waiting")
    .count();
  if (others > 0) return;
  const [kind, id] = subject.split(":", 2) as [string, string];
  if (kind === "word") await db.words.update(id, { pending: 0 });
  if (kind === "bookmark") {
    const row = await db.bookmarks.get(id);
    if (row?.deleted === 1) await db.bookmarks.delete(id);
    else if (row) await db.bookmarks.update(id, { pending: 0 });
  }
}

/** The server has the write: the entry goes, and so does the row's pending mark. */
export async function settleOutboxEntry(key: string): Promise<void> {
  await db.transaction("rw", [db.outbox, db.words, db.bookmarks], async () => {
    const entry = await db.outbox.where("key").equals(key).first();
    if (!entry?.seq) return;
    await db.outbox.delete(entry.seq);
    await releaseSubject(entry.subject);
  });
}

type RefusalListener = (entry: OutboxEntry) => void;
const refusalListeners = new Set<RefusalListener>();

/** Called with each write the server refuses, so the learner is told (never dropped in silence). */
export function onOutboxRefused(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

export async function refuseOutboxEntry(key: string, status: number, message: string): Promise<void> {
  const entry = await db.transaction("rw", [db.outbox, db.words, db.bookmarks], async () => {
    const found = await db.outbox.where("key").equals(key).first();
    if (!found?.seq || found.state === "refused") return null;
    const refused: OutboxEntry = { ...found, state: "refused", refusal: { status, message } };
    await db.outbox.put(refused);
    await releaseSubject(found.subject);
    return refused;
  });
  if (entry) for (const listener of refusalListeners) listener(entry);
}

/** The learner has read about a refused write: it may go. */
export async function dismissRefusedEntry(key: string): Promise<void> {
  await db.outbox
    .where("key")
    .equals(key)
    .and((e) => e.state === "refused")
    .delete();
}

let draining: Promise<void> | null = null;

/**
 * Sends this user's waiting entries in order, one at a time. Stops at the first that cannot go now
 * (no network, 401, 5xx) so nothing is reordered; the service worker's queue and the next drain
 * pick it up. Safe to call often: one drain runs at a time, and replays are idempotent.
 */
export function drainOutbox(userId: string | null): Promise<void> {
  // `.finally` (not try/finally inside): an early return would otherwise clear `draining` before
  // it is assigned, leaving a settled promise in place that every later call would return.
  draining ??= drain(userId).finally(() => {
    draining = null;
  });
  return draining;
}

async function drain(userId: string | null): Promise<void> {
  const token = readToken();
  if (!token || !userId) return;
  for (;;) {
    const entry = await db.outbox
      .where("state")
      .equals("waiting")
      .filter((e) => e.user_id === userId)
      .first();
    if (!entry?.seq) return;
    await db.outbox.update(entry.seq, { attempts: entry.attempts + 1 });
    const outcome = await send(entry, token);
    if (outcome.kind === "delivered") await settleOutboxEntry(entry.key);
    else if (outcome.kind === "refused") await refuseOutboxEntry(entry.key, outcome.status, outcome.message);
    else {
      if (outcome.kind === "queued") await db.outbox.update(entry.seq, { queued: true });
      return;
    }
  }
}
