import fs from "node:fs";
import path from "node:path";
import { StartupError } from "../startup-error.js";

/** Entries a file system or a desktop may put in any directory; they do not make it hold data. */
const IGNORED = (name: string) => name.startsWith(".") || name === "lost+found";

/** PostgreSQL reads the pid with atoi() and refuses 0 ("bogus data in lock file"), as PGlite does. */
function validPidLine(text: string): boolean {
  const match = /^\s*[-+]?(\d+)/.exec(text);
  return match !== null && Number(match[1]) !== 0;
}

/**
 * Checks an on-disk PGlite directory before PGlite opens it, and refuses with what to do where PGlite
 * would fail with a stack trace or, worse, quietly start an empty database:
 * - a directory that holds files but no PG_VERSION (an interrupted copy or restore): PGlite would
 *   initialise a new, empty database over it;
 * - a postmaster.pid whose first line is not a process id: PGlite fails to start.
 * A missing or empty directory is a new database and passes. Call it while holding the DATA_DIR lock.
 */
export function checkPgliteDir(dir: string, dataDir: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(dir).filter((name) => !IGNORED(name));
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return;
    throw error;
  }
  if (entries.length === 0) return;
  if (!entries.includes("PG_VERSION")) {
    throw new StartupError(
      `The database directory ${dir} holds files but no PG_VERSION, so it is not a complete PostgreSQL ` +
        "data directory (an interrupted copy or restore?). Vajeh will not start a new, empty database over " +
        "data. Restore the directory from a backup, or move it away to start with an empty database.",
    );
  }
  const pidFile = path.join(dir, "postmaster.pid");
  if (entries.includes("postmaster.pid")) {
    const text = fs.readFileSync(pidFile, "utf8");
    if (!validPidLine(text)) {
      const firstLine = text.split("\n", 1)[0] ?? "";
      throw new StartupError(
        `${pidFile} is not a valid PostgreSQL lock file: its first line should be a process id, but it is ` +
          `${JSON.stringify(firstLine.slice(0, 40))}. It was left by a crash or changed by hand. This process ` +
          `holds the lock on ${dataDir}, so no other Vajeh server is using this database: delete ${pidFile} ` +
          "and start again.",
      );
    }
  }
}
