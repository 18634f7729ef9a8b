/// <reference lib="webworker" />
import { Queue } from "workbox-background-sync";
import { registerRoute } from "workbox-routing";
import {
  IDEMPOTENCY_HEADER,
  OUTBOX_CHANNEL,
  OUTBOX_ORDER_HEADER,
  OUTBOX_USER_HEADER,
  type OutboxMessage,
  tokenTail,
} from "../src/contract/outbox-messages";
import { classifyWriteAnswer } from "../src/contract/write-answer";
import { currentAuth, forgetToken } from "./auth-mirror";

declare const self: ServiceWorkerGlobalScope;

interface EntryMeta {
  key: string;
  userId: string;
  /** Entries with the same order key go out strictly in order (see OUTBOX_ORDER_HEADER). */
  order: string;
}

type QueueEntry = NonNullable<Awaited<ReturnType<Queue["shiftRequest"]>>>;

const TEN_YEARS_IN_MINUTES = 10 * 365 * 24 * 60;

function announce(message: OutboxMessage): void {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

function metaOf(entry: QueueEntry): EntryMeta | null {
  const meta = entry.metadata as Partial<EntryMeta> | undefined;
  return meta && typeof meta.key === "string" && typeof meta.userId === "string"
    ? { key: meta.key, userId: meta.userId, order: typeof meta.order === "string" ? meta.order : meta.key }
    : null;
}

async function withToken(request: Request, token: string): Promise<Request> {
  const headers = new Headers(request.headers);
  headers.set("Authorization", `Bearer ${token}`);
  const body =
    request.method === "GET" || request.method === "HEAD" ? undefined : await request.clone().arrayBuffer();
  return new Request(request.url, { method: request.method, headers, body, credentials: "same-origin" });
}

let replaying: Promise<void> | null = null;

/**
 * Replays the queue with the current token (headers were frozen at queue time). Unlike Workbox's
 * default, an HTTP answer never drops a request in silence: what it means is `classifyWriteAnswer`,
 * the rule the page uses too.
 * - done, not-found, refused: the request leaves this queue and its answer (status and body) goes to
 *   open pages, which settle the outbox entry (adopting a bookmark id the server chose), look the
 *   404 up, or tell the learner. With no page open, the outbox entry stays and the page sends it
 *   again later (the server replays the first answer of an Idempotency-Key).
 * - retry (5xx): it stays, and so do the requests with the same order key after it; the others go
 *   on. The replay then fails, so the browser fires `sync` again later, with its own backoff.
 * - network error, wait (408, 429): everything stays, in order, until the next `sync`.
 * - unauthorized (401): everything stays; the dead token is forgotten (nothing more is sent with
 *   it) and open pages ask the learner to sign in again.
 * Another user's entries wait for that user's token.
 */
async function replay(queue: Queue): Promise<void> {
  const auth = await currentAuth();
  const kept: QueueEntry[] = [];
  const held = new Set<string>();
  const restore = async () => {
    for (const entry of kept.reverse()) await queue.unshiftRequest(entry);
  };
  let entry: QueueEntry | undefined;
  while ((entry = await queue.shiftRequest())) {
    const meta = metaOf(entry);
    if (!meta) continue;
    if (!auth?.token || auth.userId !== meta.userId || held.has(meta.order)) {
      kept.push(entry);
      continue;
    }
    let response: Response;
    try {
      response = await fetch(await withToken(entry.request, auth.token));
    } catch (error) {
      await queue.unshiftRequest(entry);
      await restore();
      throw error; // tells the browser to fire `sync` again later
    }
    const verdict = classifyWriteAnswer(response.status);
    if (verdict === "retry") {
      kept.push(entry);
      held.add(meta.order);
      continue;
    }
    const body: unknown = await response.json().catch(() => null);
    const answered: OutboxMessage = {
      type: "outbox-answered",
      key: meta.key,
      status: response.status,
      body,
      token_tail: tokenTail(auth.token),
    };
    if (verdict === "wait" || verdict === "unauthorized") {
      await queue.unshiftRequest(entry);
      await restore();
      if (verdict === "unauthorized") {
        await forgetToken(auth.token);
        announce(answered);
      }
      throw new Error(`replay paused: ${response.status}`);
    }
    announce(answered);
  }
  await restore();
  if (held.size > 0) throw new Error("replay paused: a write failed at the server");
}

export const outboxQueue = new Queue("vajeh-outbox", {
  maxRetentionTime: TEN_YEARS_IN_MINUTES,
  onSync: ({ queue }) => replayOnce(queue),
});

/** One replay at a time, whether a `sync` event or the page asked for it. */
export function replayOnce(queue: Queue = outboxQueue): Promise<void> {
  replaying ??= replay(queue).finally(() => {
    replaying = null;
  });
  return replaying;
}

const queuedAnswer = () =>
  new Response(JSON.stringify({ queued: true }), {
    status: 202,
    headers: { "Content-Type": "application/json" },
  });

/** Whether a write must wait behind another of the same order key already in the queue. */
async function waitsBehindQueued(key: string, order: string): Promise<boolean> {
  const queued = await outboxQueue.getAll();
  return queued.some((entry) => {
    const meta = metaOf(entry);
    return meta !== null && meta.order === order && meta.key !== key;
  });
}

async function enqueue(request: Request, meta: EntryMeta): Promise<Response> {
  const queued = await outboxQueue.getAll();
  if (!queued.some((e) => metaOf(e)?.key === meta.key)) {
    await outboxQueue.pushRequest({ request, metadata: meta });
  }
  return queuedAnswer();
}

/**
 * The outbox's writes (requests to /api/ with an Idempotency-Key) go to the network; when the
 * network fails they wait in the background-sync queue and the page is answered 202 {queued:true}.
 * A write whose order key (its word) already has another write waiting in the queue never overtakes
 * it: the queue is replayed first, and if that write still waits, this one is queued behind it. So
 * the page can hand every waiting entry to the worker, and the worker delivers them in order even
 * when no page is open.
 */
export function registerOutboxRoute(): void {
  const matches = ({ url, request }: { url: URL; request: Request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/api/") &&
    request.headers.has(IDEMPOTENCY_HEADER);
  const handler = async ({ request }: { request: Request }) => {
    const copy = request.clone();
    const key = copy.headers.get(IDEMPOTENCY_HEADER) ?? "";
    const meta: EntryMeta = {
      key,
      userId: copy.headers.get(OUTBOX_USER_HEADER) ?? "",
      order: copy.headers.get(OUTBOX_ORDER_HEADER) ?? key,
    };
    if (await waitsBehindQueued(meta.key, meta.order)) {
      await replayOnce().catch(() => undefined);
      if (await waitsBehindQueued(meta.key, meta.order)) return enqueue(copy, meta);
    }
    try {
      return await fetch(request);
    } catch {
      return enqueue(copy, meta);
    }
  };
  for (const method of ["POST", "PATCH", "DELETE"] as const) registerRoute(matches, handler, method);
}
