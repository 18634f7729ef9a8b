import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../app.js";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { type Prepared, prepareStart } from "./prepare.js";

export interface OpenedApp {
  app: FastifyInstance;
  /** Owned by the caller: close it after the app (server.ts does so once requests have finished). */
  database: Database;
  notes: Prepared["notes"];
}

/**
 * What `npm start` runs before listening: the start-up chores, then the app built from their
 * results. When building fails, the database opened for it is closed again (on PGlite that frees
 * the DATA_DIR lock), so the error is the only thing left behind.
 */
export async function openApp(
  config: Config,
  overrides: Omit<Partial<AppDeps>, "config" | "database" | "jwtSecret"> = {},
): Promise<OpenedApp> {
  const { database, jwtSecret, notes } = await prepareStart(config);
  try {
    const app = await buildApp({ ...overrides, config, database, jwtSecret });
    return { app, database, notes };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
