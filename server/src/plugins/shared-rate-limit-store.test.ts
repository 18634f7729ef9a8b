import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { createTestDatabase, onPostgres, secondConnection } from "../test-support/test-database.js";
import { hitBatcher } from "./shared-rate-limit-store.js";

type Counted = { current: number; ttl: number };

// The shared limiter's batches (decision 021): only on PostgreSQL, where the store is used.
describe.skipIf(!onPostgres)("the shared rate-limit store's batched hits", () => {
  let database: Database;
  let other: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = secondConnection(database);
  });

  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  const counted = (hit: ReturnType<typeof hitBatcher>, key: string) =>
    new Promise<Counted>((resolve, reject) =>
      hit(key, 60_000, (error, result) => (error || !result ? reject(error) : resolve(result))),
    );

  it("counts every hit of two processes at once exactly once: the counts are 1 … n", async () => {
    const a = hitBatcher(database.db);
    const b = hitBatcher(other.db);
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) => counted(i % 2 === 0 ? a : b, i % 3 === 0 ? "k:one" : "k:two")),
    );
    const one = results.filter((_, i) => i % 3 === 0).map((r) => r.current);
    const two = results.filter((_, i) => i % 3 !== 0).map((r) => r.current);
    expect(one.sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(two.sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    for (const { ttl } of results) expect(ttl).toBeGreaterThan(0);
    // A later lone hit goes on from there.
    expect((await counted(a, "k:one")).current).toBe(101);
  });
});
