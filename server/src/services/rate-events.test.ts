import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { rateEvents } from "../db/schema.js";
import { createTestDatabase } from "../test-support/test-database.js";
import {
  consumeEvents,
  countEvents,
  purgeEventsBefore,
  recordEvent,
  releaseEvents,
  secondsUntilRoom,
} from "./rate-events.js";

let database: Database;
const T0 = new Date("2026-03-01T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("rate events", () => {
  it("counts the events of one key inside a sliding window", async () => {
    const { db } = database;
    await recordEvent(db, "count:a", at(0));
    await recordEvent(db, "count:a", at(30_000));
    await recordEvent(db, "count:b", at(30_000));
    expect(await countEvents(db, "count:a", MINUTE, at(59_999))).toBe(2);
    expect(await countEvents(db, "count:a", MINUTE, at(MINUTE))).toBe(1);
    expect(await countEvents(db, "count:a", MINUTE, at(90_000))).toBe(0);
    expect(await countEvents(db, "count:b", MINUTE, at(MINUTE))).toBe(1);
  });

  it("says when a full window has room again", async () => {
    const { db } = database;
    const limit = { key: "room:a", limit: 2, windowMs: MINUTE };
    expect(await secondsUntilRoom(db, limit, at(0))).toBe(0);
    await recordEvent(db, limit.key, at(0));
    await recordEvent(db, limit.key, at(20_000));
    expect(await secondsUntilRoom(db, limit, at(30_000))).toBe(30);
    await recordEvent(db, limit.key, at(40_000));
    // Three events against a limit of two: room once the second-oldest has left.
    expect(await secondsUntilRoom(db, limit, at(45_000))).toBe(35);
  });

  it("records for every limit or for none", async () => {
    const { db } = database;
    const a = { key: "all:a", limit: 1, windowMs: MINUTE };
    const b = { key: "all:b", limit: 5, windowMs: MINUTE };
    const first = await consumeEvents(db, [a, b], at(0));
    expect(first.ok).toBe(true);
    const second = await consumeEvents(db, [b, a], at(1000));
    expect(second).toEqual({ ok: false, key: "all:a", retryAfterSeconds: 59 });
    expect(await countEvents(db, b.key, MINUTE, at(1000))).toBe(1);
  });

  it("releases reserved events", async () => {
    const { db } = database;
    const limit = { key: "release:a", limit: 1, windowMs: MINUTE };
    const first = await consumeEvents(db, [limit], at(0));
    if (!first.ok) throw new Error("expected room");
    expect((await consumeEvents(db, [limit], at(1))).ok).toBe(false);
    await releaseEvents(db, first.ids);
    expect((await consumeEvents(db, [limit], at(2))).ok).toBe(true);
  });

  it("lets exactly `limit` of 20 simultaneous callers through", async () => {
    const { db } = database;
    const limit = { key: "race:a", limit: 5, windowMs: MINUTE };
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeEvents(db, [limit], at(0))));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(await countEvents(db, limit.key, MINUTE, at(0))).toBe(5);
  });

  it("purges events older than a cutoff", async () => {
    const { db } = database;
    await recordEvent(db, "purge:a", at(-10 * MINUTE));
    await recordEvent(db, "purge:a", at(0));
    const gone = await purgeEventsBefore(db, at(-MINUTE));
    expect(gone).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(rateEvents).where(eq(rateEvents.key, "purge:a"));
    expect(left.map((r) => r.at.getTime())).toEqual([T0.getTime()]);
  });
});
