import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client.js";
import { migrationsFolder } from "./client.js";

/** The `when` of the newest migration this build carries (drizzle-kit's journal). */
export function newestMigrationMillis(folder = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * True when the database has every migration this build carries (Drizzle records each applied one
 * with its journal time). A database migrated further by a newer version counts too: during a
 * rolling update the old processes keep serving, which is why migrations only ever add.
 */
export async function migrationsApplied(db: Db, newest: number): Promise<boolean> {
  // Both drivers (node-postgres and PGlite) answer execute() with a result holding `rows`.
  const result = await db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const { rows } = result as unknown as { rows: { newest: string | number | null }[] };
  return Number(rows[0]?.newest ?? 0) >= newest;
}
