import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.js";
import { pruneRateLimitHits, sharedRateLimitStore } from "./shared-rate-limit-store.js";

/** Every client IP: this many requests a minute over all routes (routes may add their own limits). */
export const REQUESTS_PER_IP_PER_MINUTE = 1200;
const PRUNE_EVERY_MS = 60_000;

/**
 * The PWA's own files (a GET or HEAD under /v1/ naming a file: chunks, fonts, icons, sw.js) are
 * served from disk with no database work, and a first visit alone asks about 90 of them: counted,
 * a few learners behind one address (a school's or a mobile carrier's NAT) would be refused their
 * app. The shell (/v1/ and deep links) and everything else still count.
 */
export function isPwaFile(request: { method: string; url: string }): boolean {
  // Asked of every request: an API call leaves at the first test, with nothing built.
  if (!request.url.startsWith("/v1/") || (request.method !== "GET" && request.method !== "HEAD"))
    return false;
  const query = request.url.indexOf("?");
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  return /\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}

/**
 * @fastify/rate-limit for every route. On PostgreSQL its counters are rows every server process
 * shares (a client cannot spread its requests over the processes behind a load balancer); on
 * PGlite, which one process holds alone, they stay in that process's memory.
 */
export async function registerRateLimit(app: FastifyInstance, database: Database): Promise<void> {
  const shared = database.kind === "postgres";
  await app.register(fastifyRateLimit, {
    global: true,
    max: REQUESTS_PER_IP_PER_MINUTE,
    timeWindow: "1 minute",
    allowList: (request) => isPwaFile(request),
    // An answer under the limit carries none of its figures: no client reads them, and they were
    // about 75 of the ~600 bytes of a re-sync's 304. A 429 keeps them, with Retry-After (api.md).
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    ...(shared ? { store: sharedRateLimitStore(database.db) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      messages: { error: "تعداد درخواست‌ها بیش از حد مجاز است. کمی بعد دوباره تلاش کنید." },
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });
  if (!shared) return;
  const prune = setInterval(() => {
    pruneRateLimitHits(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, "could not prune rate-limit counters"),
    );
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook("onClose", async () => clearInterval(prune));
}
