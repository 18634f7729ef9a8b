import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { StartupError } from "../startup-error.js";
import { lockDataDir } from "./data-dir-lock.js";
import { checkPgliteDir } from "./pglite-dir.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;
/** The database as the routes see it: the same Drizzle API over PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The connection pool on PostgreSQL (start-up lock, pool metrics); absent on PGlite. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** The advisory lock key start-up work (migrations, seeding) holds on PostgreSQL. */
const STARTUP_LOCK = 727001;

/**
 * Runs `work` while holding the start-up lock: on PostgreSQL a session advisory lock on one pooled
 * connection, so when several processes start together on one database they migrate and seed one
 * after another (the next finds the work done), and a process that dies holding it frees it with its
 * connection. PGlite belongs to one process (the DATA_DIR lock), so it just runs.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, otherwise embedded
 * PGlite (persisted in `dataDir` and locked to this process, or in memory when `dataDir` is
 * "memory://"). Runs the committed migrations before returning.
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
    const database: Database = { db, kind: "postgres", pool, close: () => pool.end() };
    try {
      // One process migrates at a time when several start together on one PostgreSQL.
      await withStartupLock(database, () => migrateNodePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return database;
  }

  if (options.dataDir === "memory://") {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: "pglite", close: () => client.close() };
  }
  return openPgliteDir(options.dataDir);
}

/**
 * PGlite persisted in `dataDir/pglite`, held by this process alone: the DATA_DIR lock is taken
 * first (a second process refuses to start), then the directory is checked (never an empty database
 * over one that held data), and the lock is released when the database closes.
 */
async function openPgliteDir(dataDir: string): Promise<Database> {
  const lock = lockDataDir(dataDir, {
    // Another process took the directory over: stop before the two split the data.
    onLost: (message) => {
      console.error(`${message} Stopping.`);
      process.exit(1);
    },
  });
  const dir = path.join(dataDir, "pglite");
  let client: PGlite | undefined;
  try {
    checkPgliteDir(dir, dataDir);
    fs.mkdirSync(dir, { recursive: true }); // PGlite does not create its parent directory.
    client = new PGlite(dir);
    try {
      await client.waitReady;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StartupError(
        `PGlite could not open the database in ${dir} (${reason}). Check the directory's permissions and ` +
          "free space; if it is damaged, restore it from a backup.",
      );
    }
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db,
      kind: "pglite",
      async close() {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
