import crypto from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.js";

/** The PostgreSQL server the suite also runs against when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(testDatabaseUrl) && process.env.VAJEH_TEST_DB === "postgres";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or (with
 * VAJEH_TEST_DB=postgres and TEST_DATABASE_URL) a new PostgreSQL database dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (!onPostgres || !testDatabaseUrl) return openDatabase({ dataDir: "memory://" });
  const name = `vajeh_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
