import crypto from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import * as schema from "../db/schema.js";

/** The PostgreSQL server the suite also runs against when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(testDatabaseUrl) && process.env.VAJEH_TEST_DB === "postgres";

/**
 * A fresh, migrated database for one test file (`seeded`: with the seed content loaded too): in-memory
 * PGlite by default, or (with VAJEH_TEST_DB=postgres and TEST_DATABASE_URL) a new PostgreSQL database
 * dropped on close. Copied from the templates the server project's global setup made once
 * (database-templates.ts); without them (a file run outside that project) it migrates from scratch.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<Database> {
  const templates = inject("databaseTemplates");
  const template = templates ? (options.seeded ? templates.seeded : templates.migrated) : undefined;
  if (!onPostgres || !testDatabaseUrl) {
    if (!template) return openDatabase({ dataDir: "memory://" });
    const client = new PGlite({ loadDataDir: templateDump(template) });
    return { db: drizzlePglite(client, { schema }), kind: "pglite", close: () => client.close() };
  }
  const name = `vajeh_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: "" });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const dumps = new Map<string, Blob>();

/** A template's PGlite dump, read once per worker. */
function templateDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([fs.readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * Another connection to the same database, as a second server process would have: its own Drizzle
 * handle (and so its own content cache), over a new pool on PostgreSQL or the same PGlite instance.
 */
export function secondConnection(database: Database): Database {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "pglite") {
    return { db: drizzlePglite(client as PGlite, { schema }), kind: "pglite", close: async () => undefined };
  }
  const { connectionString } = (client as pg.Pool).options;
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on("error", () => undefined);
  return { db: drizzleNodePg(pool, { schema }), kind: "postgres", close: () => pool.end() };
}

/**
 * A new, empty PostgreSQL database (nothing migrated) on the TEST_DATABASE_URL server, for tests of
 * what several server processes do when they start on it; `drop` removes it.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const adminUrl = testDatabaseUrl;
  const name = `vajeh_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by the server project's global setup (database-templates.ts). */
    databaseTemplates: { kind: "pglite" | "postgres"; migrated: string; seeded: string } | undefined;
    /** A migrated and seeded DATA_DIR (PGlite, no jwt-secret) to copy: see `copySeededDataDir`. */
    seededDataDir: string | undefined;
  }
}
