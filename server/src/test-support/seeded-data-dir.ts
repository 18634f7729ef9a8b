import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

/**
 * A new temporary DATA_DIR holding a copy of the run's migrated and seeded PGlite database (made once
 * by the global setup, database-templates.ts), as a server leaves it after its first start but with
 * no jwt-secret. A server or `openDatabase` on it starts without initdb, migrations or the seed. Tests
 * about a first start on an empty directory use an empty one instead.
 */
export function copySeededDataDir(prefix: string): string {
  const template = inject("seededDataDir");
  if (!template) throw new Error("The server project's global setup made no seeded DATA_DIR.");
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}
