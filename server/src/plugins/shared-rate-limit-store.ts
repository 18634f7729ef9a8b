import type { FastifyRateLimitOptions, FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { preparedQuery } from "../db/prepared.js";
import { statementBatcher } from "../db/statement-batcher.js";

/**
 * One statement counts a batch of hits — each key once, with how many hits it got — and answers each
 * key's count and time left, on the database's clock (the one clock every process shares): a key
 * whose window has ended starts again at the batch's hits. Rows are locked by the upsert, in key
 * order (the keys are sorted), so batches arriving at once through several processes are each
 * counted whole and never deadlock.
 */
const countHits = preparedQuery<{ key: string; hits: number; ttl_ms: number }>(
  "rate_limit_count_hits",
  `insert into rate_limit_hits as h (key, hits, reset_at)
     select k, n, now() + w * interval '1 millisecond'
       from unnest($1::text[], $2::int[], $3::float8[]) as t(k, n, w)
   on conflict (key) do update set
     hits = case when h.reset_at <= now() then excluded.hits else h.hits + excluded.hits end,
     reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
   returning key, hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl_ms`,
);

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

type ChildArgument = Parameters<FastifyRateLimitStore["child"]>[0];
/** What `child` receives at run time: the route's merged limit options, with the route they are for. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

interface Hit {
  key: string;
  window: number;
}

interface Counted {
  current: number;
  ttl: number;
}

/**
 * Hits go to PostgreSQL in batches, one statement at a time per process (db/statement-batcher.ts;
 * decision 021): the hits that arrive while a statement is on its way go together in the next one.
 * Nothing waits on a timer — a lone request's hit is written at once — and under load a process
 * writes one statement per round trip instead of one per request. Each hit is still counted in
 * PostgreSQL before its request is let through, so the limit stays exact across processes: the hits
 * of one key in a batch get the consecutive counts the batch's increment ended at.
 */
export function hitBatcher(db: Db): (key: string, window: number, callback: Callback) => void {
  const count = statementBatcher(async (hits: readonly Hit[]): Promise<Counted[]> => {
    // Each key once, with its hits' places in the batch (and the first hit's window).
    const byKey = new Map<string, { window: number; places: number[] }>();
    hits.forEach(({ key, window }, place) => {
      const known = byKey.get(key);
      if (known) known.places.push(place);
      else byKey.set(key, { window, places: [place] });
    });
    const keys = [...byKey.keys()].sort();
    const groups = keys.map((key) => byKey.get(key) as { window: number; places: number[] });
    const rows = await countHits.run(db, [
      keys,
      groups.map((group) => group.places.length),
      groups.map((group) => group.window),
    ]);
    const rowOf = new Map(rows.map((row) => [row.key, row]));
    const counted: Counted[] = new Array<Counted>(hits.length);
    keys.forEach((key, i) => {
      const { window, places } = groups[i] as { window: number; places: number[] };
      const row = rowOf.get(key);
      const total = row?.hits ?? places.length;
      places.forEach((place, j) => {
        counted[place] = { current: total - places.length + j + 1, ttl: row?.ttl_ms ?? window };
      });
    });
    return counted;
  });
  return (key, window, callback) => {
    count({ key, window }).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

/**
 * A @fastify/rate-limit store whose counters are rows of `rate_limit_hits`, so a client's requests
 * are counted together whichever process serves them (issue 18). The global limit and each route's
 * own limit count under separate prefixes, as the library's Redis store does.
 */
export function sharedRateLimitStore(
  db: Db,
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  const hit = hitBatcher(db);
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = "global:",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(`${this.prefix}${key}`, timeWindow, callback);
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
