import { and, asc, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { rateEvents } from "../db/schema.js";

/** At most `limit` events of `key` in any sliding window of `windowMs`. */
export interface RateLimit {
  key: string;
  limit: number;
  windowMs: number;
}

export type ConsumeResult =
  { ok: true; ids: number[] } | { ok: false; key: string; retryAfterSeconds: number };

const windowStart = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs);

/** How many events of `key` happened in the window that ends now (an event exactly `windowMs` old no longer counts). */
export async function countEvents(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.at, windowStart(now, windowMs))));
  return row?.n ?? 0;
}

/** Records one event of `key` at `at` and returns its id (so a reserved attempt can be released). */
export async function recordEvent(db: Db, key: string, at: Date): Promise<number> {
  const [row] = await db.insert(rateEvents).values({ key, at }).returning({ id: rateEvents.id });
  if (!row) throw new Error("rate event not recorded");
  return row.id;
}

/**
 * Seconds until `limit` has room again: when the oldest event that keeps the count at the limit leaves
 * the window. 0 when there is room now.
 */
export async function secondsUntilRoom(db: Db, limit: RateLimit, now: Date): Promise<number> {
  const n = await countEvents(db, limit.key, limit.windowMs, now);
  if (n < limit.limit) return 0;
  const [blocking] = await db
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, limit.key), gt(rateEvents.at, windowStart(now, limit.windowMs))))
    .orderBy(asc(rateEvents.at), asc(rateEvents.id))
    .offset(n - limit.limit)
    .limit(1);
  if (!blocking) return 1;
  return Math.max(1, Math.ceil((blocking.at.getTime() + limit.windowMs - now.getTime()) / 1000));
}

/**
 * Checks every limit and, only when each has room, records one event for each — atomically, also
 * across processes: the keys are locked (transaction-scoped advisory locks, taken in sorted order so
 * two callers never deadlock) for the check and the insert. A caller that reserves an attempt before
 * knowing its outcome hands the ids to `releaseEvents` when the attempt turns out not to count.
 */
export async function consumeEvents(db: Db, limits: readonly RateLimit[], now: Date): Promise<ConsumeResult> {
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    await lockRateKeys(
      tx,
      sorted.map((limit) => limit.key),
    );
    for (const limit of sorted) {
      const wait = await secondsUntilRoom(tx, limit, now);
      if (wait > 0) return { ok: false, key: limit.key, retryAfterSeconds: wait };
    }
    const ids: number[] = [];
    for (const limit of sorted) ids.push(await recordEvent(tx, limit.key, now));
    return { ok: true, ids };
  });
}

/**
 * Locks rate keys until the end of the transaction `tx`, in every process (advisory locks, taken in
 * sorted order so two callers never deadlock): a check and the insert after it then see the same count.
 */
export async function lockRateKeys(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${key}`}))`);
  }
}

/** Forgets reserved events (an attempt that succeeded, or an SMS that could not be sent). */
export async function releaseEvents(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rateEvents).where(inArray(rateEvents.id, [...ids]));
}

/** Deletes events older than `cutoff` (no window reaches that far back); returns how many went. */
export async function purgeEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db.delete(rateEvents).where(lt(rateEvents.at, cutoff)).returning({ id: rateEvents.id });
  return gone.length;
}
