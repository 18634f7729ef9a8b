import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.js";
import { seedDatabase } from "../db/seed.js";
import { SEED_DIR } from "../paths.js";

/**
 * The server project's global setup: migrates and seeds one database per run, so that each test file
 * copies it instead of running every migration and seeding 1,700 words again (on PGlite, a dump of
 * the data directory it loads; on PostgreSQL, template databases it creates from). A file still gets
 * a database of its own, exactly as migrations and the seed leave it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.VAJEH_TEST_DB === "postgres" && process.env.TEST_DATABASE_URL) {
    return postgresTemplates(project, process.env.TEST_DATABASE_URL);
  }
  return pgliteDumps(project);
}

async function pgliteDumps(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-templates-"));
  const database = await openDatabase({ dataDir: "memory://" });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const migrated = path.join(dir, "migrated.tar");
  fs.writeFileSync(migrated, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await seedDatabase(database.db, SEED_DIR);
  const seeded = path.join(dir, "seeded.tar");
  fs.writeFileSync(seeded, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("databaseTemplates", { kind: "pglite", migrated, seeded });
  project.provide("seededDataDir", await seededDataDirFrom(fs.readFileSync(seeded), dir));
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A DATA_DIR as a server leaves it after its first start (migrated, seeded; no jwt-secret), for tests
 * that start real server processes or open a DATA_DIR: copying it skips PGlite's initdb, the
 * migrations and the seed, which on a busy 2-core machine took 20–30 s of each such start.
 */
async function seededDataDirFrom(dump: Buffer, parent: string): Promise<string> {
  const dataDir = path.join(parent, "data-dir");
  fs.mkdirSync(dataDir); // PGlite does not create its parent directory.
  const client = new PGlite(path.join(dataDir, "pglite"), { loadDataDir: new Blob([dump]) });
  await client.close();
  return dataDir;
}

async function postgresTemplates(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const prefix = `vajeh_tpl_${crypto.randomBytes(4).toString("hex")}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${migrated}`);
    const url = new URL(serverUrl);
    url.pathname = `/${migrated}`;
    const database = await openDatabase({ url: url.toString(), dataDir: "" });
    await database.close();
    await admin.query(`create database ${seeded} template ${migrated}`);
    url.pathname = `/${seeded}`;
    const seededDatabase = await openDatabase({ url: url.toString(), dataDir: "" });
    await seedDatabase(seededDatabase.db, SEED_DIR);
    await seededDatabase.close();
  } finally {
    await admin.end();
  }
  project.provide("databaseTemplates", { kind: "postgres", migrated, seeded });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-templates-"));
  project.provide("seededDataDir", await seededPgliteDataDir(dir));
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    for (const name of [seeded, migrated])
      await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}

/** On a PostgreSQL run: the same seeded DATA_DIR, made once in memory and loaded onto disk. */
async function seededPgliteDataDir(parent: string): Promise<string> {
  const database = await openDatabase({ dataDir: "memory://" });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  await seedDatabase(database.db, SEED_DIR);
  const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  await database.close();
  return seededDataDirFrom(dump, parent);
}
