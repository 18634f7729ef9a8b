import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.js";
import { pruneRateLimitHits, sharedRateLimitStore } from "./shared-rate-limit-store.js";

/** Every client IP: this many requests a minute over all routes (routes may add their own limits). */
export const REQUESTS_PER_IP_PER_MINUTE = 1200;
const PRUNE_EVERY_MS = 60_000;

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
