/// <reference lib="webworker" />
import { Queue } from "workbox-background-sync";
import { registerRoute } from "workbox-routing";
import { errorBodySchema } from "../src/contract/common";
import {
  IDEMPOTENCY_HEADER,
  OUTBOX_CHANNEL,
  OUTBOX_USER_HEADER,
  type OutboxMessage,
} from "../src/contract/outbox-messages";
import { currentAuth } from "./auth-mirror";

declare const self: ServiceWorkerGlobalScope;

interface EntryMeta {
  key: string;
  userId: string;
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
    ? { key: meta.key, userId: meta.userId }
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
 * Replays the queue in order with the current token (headers were frozen at queue time). Unlike
 * Workbox's default, an HTTP answer does not silently drop a request: a network error, a 5xx, a
 * 429 or a 401 puts it back and stops (to keep the order); a 2xx, or a 404 on a DELETE, is done;
 * any other 4xx is reported to the app, which tells the learner. Another user's entries wait for
 * that user's token.
 */
async function replay(queue: Queue): Promise<void> {
  const auth = await currentAuth();
  const later: QueueEntry[] = [];
  const restore = async () => {
    for (const entry of later.reverse()) await queue.unshiftRequest(entry);
  };
  let entry: QueueEntry | undefined;
  while ((entry = await queue.shiftRequest())) {
    const meta = metaOf(entry);
    if (!meta) continue;
    if (!auth?.token || auth.userId !== meta.userId) {
      later.push(entry);
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
    if (response.ok || (entry.request.method === "DELETE" && response.status === 404)) {
      announce({ type: "outbox-delivered", key: meta.key });
      continue;
    }
    if (
      response.status === 401 ||
      response.status === 408 ||
      response.status === 429 ||
      response.status >= 500
    ) {
      await queue.unshiftRequest(entry);
      await restore();
      throw new Error(`replay paused: ${response.status}`);
    }
    const body = errorBodySchema.safeParse(await response.json().catch(() => null));
    announce({
      type: "outbox-refused",
      key: meta.key,
      status: response.status,
      message: body.success ? body.data.messages.error : "",
    });
  }
  await restore();
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

/**
 * The outbox's writes (requests to /api/ with an Idempotency-Key) go to the network; when the
 * network fails they wait in the background-sync queue and the page is answered 202 {queued:true}.
 */
export function registerOutboxRoute(): void {
  const matches = ({ url, request }: { url: URL; request: Request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/api/") &&
    request.headers.has(IDEMPOTENCY_HEADER);
  const handler = async ({ request }: { request: Request }) => {
    const copy = request.clone();
    try {
      return await fetch(request);
    } catch {
      const key = copy.headers.get(IDEMPOTENCY_HEADER) ?? "";
      const userId = copy.headers.get(OUTBOX_USER_HEADER) ?? "";
      const queued = await outboxQueue.getAll();
      if (!queued.some((e) => metaOf(e)?.key === key)) {
        await outboxQueue.pushRequest({ request: copy, metadata: { key, userId } satisfies EntryMeta });
      }
      return queuedAnswer();
    }
  };
  for (const method of ["POST", "PATCH", "DELETE"] as const) registerRoute(matches, handler, method);
}
