import type { Config } from "../config.js";
import { type Database, openDatabase, withStartupLock } from "../db/client.js";
import { seedIfEmpty } from "../db/seed.js";
import { loadJwtSecret } from "../jwt-secret.js";
import { SEED_DIR } from "../paths.js";
import { importLegacyUploads } from "./import-legacy-uploads.js";

export interface Prepared {
  database: Database;
  jwtSecret: Uint8Array;
  /** What start-up did, for the first log lines. */
  notes: { seeded: boolean; importedUploads: number };
}

/**
 * The start-up chores before the app is built: the JWT secret (checked before the database is
 * touched; generated into DATA_DIR only for a PGlite install, since config refuses a DATABASE_URL
 * without JWT_SECRET), the database opened and migrated, then — under the start-up lock, so processes
 * starting together on one PostgreSQL do it once — the seed content loaded into an empty database and
 * files of an old DATA_DIR/uploads moved into the database.
 */
export async function prepareStart(config: Config, options: { seed?: boolean } = {}): Promise<Prepared> {
  const jwtSecret = loadJwtSecret({ secret: config.JWT_SECRET, dataDir: config.DATA_DIR });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const notes = await withStartupLock(database, async () => ({
      seeded: options.seed === false ? false : await seedIfEmpty(database.db, SEED_DIR),
      importedUploads: await importLegacyUploads(database.db, config.DATA_DIR),
    }));
    return { database, jwtSecret, notes };
  } catch (error) {
    // On PGlite, closing frees the DATA_DIR lock for the next try.
    await database.close().catch(() => undefined);
    throw error;
  }
}
