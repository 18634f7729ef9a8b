import pg from "pg";
import type { Db } from "./client.js";

/**
 * A hot query sent as fixed SQL text straight to the driver: on PostgreSQL as a named prepared
 * statement (parsed and planned once per pooled connection instead of on every request, and no
 * Drizzle query building), on PGlite as a plain parameterised query. Only for queries whose text never
 * changes; `$n` placeholders, values in order. Needs the app's own handle (`openDatabase`), not a
 * transaction.
 */
export interface PreparedQuery<Row> {
  run(db: Db, values: readonly unknown[]): Promise<Row[]>;
}

interface QueryClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

export function preparedQuery<Row>(name: string, text: string): PreparedQuery<Row> {
  return {
    async run(db, values) {
      const client = (db as unknown as { $client?: unknown }).$client;
      if (client instanceof pg.Pool || client instanceof pg.Client) {
        const result = await client.query({ name, text, values: [...values] });
        return result.rows as Row[];
      }
      if (client && typeof (client as QueryClient).query === "function") {
        const result = await (client as QueryClient).query(text, [...values]);
        return result.rows as Row[];
      }
      throw new Error(`${name}: not the app's database handle`);
    },
  };
}
