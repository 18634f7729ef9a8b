import pg from "pg";
import type { Db } from "./client.js";

/**
 * A hot query sent as fixed SQL text straight to the driver, parsed and planned once per connection
 * instead of on every request, and with no Drizzle query building: on PostgreSQL as a named prepared
 * statement of the protocol (once per pooled connection); on PGlite, whose driver has no named
 * statements, by SQL `PREPARE` once per database and `EXECUTE` with the values written as literals
 * (pglitePrepared below). Only for queries whose text never changes; `$n` placeholders, values in
 * order. Needs the app's own handle (`openDatabase`), not a transaction.
 */
export interface PreparedQuery<Row> {
  run(db: Db, values: readonly unknown[]): Promise<Row[]>;
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** PGlite's simple-query call: one message instead of the extended protocol's five. */
interface ExecClient extends QueryClient {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/** One value as an SQL literal (an escape string, so it reads the same whatever standard_conforming_strings says). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return sqlLiteral(arrayLiteral(value));
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    text = String(value);
  } else if (typeof value === "bigint" || typeof value === "boolean") text = String(value);
  else if (value instanceof Date) text = value.toISOString();
  else throw new Error(`no SQL literal for a ${typeof value}`);
  // PostgreSQL refuses NUL in text whichever way it is sent; here it would cut the statement short.
  if (text.includes("\0")) throw new Error("a NUL character cannot be sent to the database");
  return `E'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** A JS array as PostgreSQL's array text (`{"a","b\"c",NULL}`), elements as sqlLiteral reads them. */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (item === null || item === undefined) return "NULL";
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = item instanceof Date ? item.toISOString() : String(item);
    return `"${text.replace(/["\\]/g, "\\$&")}"`;
  });
  return `{${items.join(",")}}`;
}

/** The statements prepared on each PGlite database (a pending or settled PREPARE, by name). */
const pglitePrepared = new WeakMap<object, Map<string, Promise<void>>>();

function preparedOn(client: QueryClient, name: string, text: string): Promise<void> {
  let statements = pglitePrepared.get(client);
  if (!statements) {
    statements = new Map();
    pglitePrepared.set(client, statements);
  }
  let prepared = statements.get(name);
  if (!prepared) {
    const own = statements;
    prepared = client.query(`prepare ${name} as ${text}`).then(
      () => undefined,
      (error: unknown) => {
        own.delete(name); // tried again on the next run
        throw error;
      },
    );
    statements.set(name, prepared);
  }
  return prepared;
}

/** The statement is gone (never prepared on this database, or deallocated): prepared again once. */
const isMissingStatement = (error: unknown) => (error as { code?: unknown } | null)?.code === "26000";

/**
 * Whether the handle reaches a PostgreSQL server (each statement a round trip over a connection),
 * not the embedded PGlite (each statement run in this process's thread, with nothing to wait for).
 */
export function reachesServer(db: Db): boolean {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool || client instanceof pg.Client;
}

export function preparedQuery<Row>(name: string, text: string): PreparedQuery<Row> {
  if (!NAME.test(name)) throw new Error(`${name}: not a statement name`);
  return {
    async run(db, values) {
      const client = (db as unknown as { $client?: unknown }).$client;
      if (client instanceof pg.Pool || client instanceof pg.Client) {
        const result = await client.query({ name, text, values: [...values] });
        return result.rows as Row[];
      }
      if (client && typeof (client as ExecClient).exec === "function") {
        // PGlite: one parse and plan at PREPARE; each EXECUTE parses only itself, sent as a simple
        // query (rows typed as `query` types them). Its values are literals of unknown type, which
        // take the types the statement's placeholders were given.
        const pglite = client as ExecClient;
        const execute = values.length
          ? `execute ${name}(${values.map((value) => sqlLiteral(value)).join(", ")})`
          : `execute ${name}`;
        const run = async () => ((await pglite.exec(execute)).at(-1)?.rows ?? []) as Row[];
        await preparedOn(pglite, name, text);
        try {
          return await run();
        } catch (error) {
          if (!isMissingStatement(error)) throw error;
          pglitePrepared.get(pglite)?.delete(name);
          await preparedOn(pglite, name, text);
          return await run();
        }
      }
      throw new Error(`${name}: not the app's database handle`);
    },
  };
}
