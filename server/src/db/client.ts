import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.js";

export type Schema = typeof schema;
/** The database as the routes see it: the same Drizzle API over PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, otherwise embedded
 * PGlite (persisted in `dataDir`, or in memory when `dataDir` is "memory://"). Runs the
 * committed migrations before returning.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client's connection can end from the server side (a restart, or a test dropping its
    // database); pg emits that on the pool, and unhandled it would crash the process.
    pool.on("error", () => undefined);
    const db = drizzleNodePg(pool, { schema });
    // One process migrates at a time when several start together on one PostgreSQL.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727001)");
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727001)").catch(() => undefined);
      client.release();
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }

  let client: PGlite;
  if (options.dataDir === "memory://") {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true }); // PGlite does not create its parent directory.
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
