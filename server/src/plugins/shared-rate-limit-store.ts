import type { FastifyRateLimitOptions, FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { preparedQuery } from "../db/prepared.js";

/**
 * One statement counts a hit and answers the count and the time left, on the database's clock (the
 * one clock every process shares): a key whose window has ended starts again at 1. Rows are locked
 * by the upsert, so hits arriving at once through several processes are each counted once.
 */
const countHit = preparedQuery<{ hits: number; ttl_ms: number }>(
  "rate_limit_count_hit",
  `insert into rate_limit_hits as h (key, hits, reset_at)
     values ($1, 1, now() + $2 * interval '1 millisecond')
   on conflict (key) do update set
     hits = case when h.reset_at <= now() then 1 else h.hits + 1 end,
     reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
   returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl_ms`,
);

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

type ChildArgument = Parameters<FastifyRateLimitStore["child"]>[0];
/** What `child` receives at run time: the route's merged limit options, with the route they are for. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store whose counters are rows of `rate_limit_hits`, so a client's requests
 * are counted together whichever process serves them (issue 18). The global limit and each route's
 * own limit count under separate prefixes, as the library's Redis store does.
 */
export function sharedRateLimitStore(
  db: Db,
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = "global:",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit.run(db, [`${this.prefix}${key}`, timeWindow]).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? timeWindow }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: ChildArgument): FastifyRateLimitStore {
      // The library's types name the route options; at run time the route is under `routeInfo`.
      const route = (routeOptions as unknown as RouteLimitOptions).routeInfo;
      const method = [route?.method ?? ""].flat().join(",");
      return new SharedRateLimitStore({}, `${method} ${route?.url ?? ""}:`);
    }
  }
  return SharedRateLimitStore;
}

/** Deletes counters whose window has ended (any process may; a racing hit simply starts a new row). */
export async function pruneRateLimitHits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where reset_at < now()`);
}
