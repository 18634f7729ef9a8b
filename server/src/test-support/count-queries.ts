import { vi } from "vitest";
import type { Database } from "../db/client.js";

/**
 * How many statements `run` sends to the database, leaving out the shared rate limiter's counter
 * (`rate_limit_hits`, one write per request on PostgreSQL, decision 017): what a route reads is
 * counted, not the limiter every route passes through.
 */
export async function countQueries(database: Database, run: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  try {
    await run();
    return spy.mock.calls.filter((args) => !JSON.stringify(args[0] ?? "").includes("rate_limit_hits")).length;
  } finally {
    spy.mockRestore();
  }
}
