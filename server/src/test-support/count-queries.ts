import { vi } from "vitest";
import type { Database } from "../db/client.js";

/**
 * How many statements `run` sends to the database, leaving out the shared rate limiter's counter
 * (`rate_limit_hits`, one write per request on PostgreSQL, decision 017): what a route reads is
 * counted, not the limiter every route passes through. On PGlite, a prepared query's EXECUTE goes
 * through `exec` and counts too; its PREPARE (once per database, db/prepared.ts) does not.
 */
export async function countQueries(database: Database, run: () => Promise<unknown>): Promise<number> {
  const client = (
    database.db as unknown as { $client: { query: (...args: unknown[]) => unknown; exec?: unknown } }
  ).$client;
  const spies = [vi.spyOn(client, "query")];
  if (typeof client.exec === "function") {
    spies.push(vi.spyOn(client as { exec: (...args: unknown[]) => unknown }, "exec"));
  }
  try {
    await run();
    return spies
      .flatMap((spy) => spy.mock.calls)
      .filter((args) => {
        const text = JSON.stringify(args[0] ?? "");
        return !text.includes("rate_limit_hits") && !/^"prepare /i.test(text);
      }).length;
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
