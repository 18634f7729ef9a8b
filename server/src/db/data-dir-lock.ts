import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { StartupError } from "../startup-error.js";

export const LOCK_FILE = "server.lock";
/** How often the holder touches the lock file, and when a holder on another host counts as gone. */
export const HEARTBEAT_MS = 10_000;
export const FOREIGN_STALE_MS = 60_000;

/** What the lock file says about its holder. */
interface LockRecord {
  pid: number;
  host: string;
  /** The holder's start time from /proc (Linux), so a reused pid is not taken for the holder. */
  started: string | null;
  token: string;
}

export interface DataDirLock {
  file: string;
  /** Removes the lock file if it is still this holder's. */
  release(): void;
}

/** Directories this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>();

const isErrno = (error: unknown, code: string) =>
  error instanceof Error && "code" in error && error.code === code;

/** A process's state and start time (clock ticks since boot) from /proc (Linux), or null without it. */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (2nd field) may hold spaces and parentheses: count fields after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [state, started] = [fields[0], fields[19]]; // fields 3 and 22 of the whole line
    return state && started ? { state, started } : null;
  } catch {
    return null;
  }
}

/** A process's start time in clock ticks since boot (Linux), or null where /proc is not there. */
export function processStartTime(pid: number): string | null {
  return procStat(pid)?.started ?? null;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, "EPERM"); // alive, but another user's
  }
}

function parseRecord(text: string): LockRecord | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { pid, host, started, token } = value as Record<string, unknown>;
    if (typeof pid !== "number" || !Number.isInteger(pid) || pid <= 0) return null;
    if (typeof host !== "string" || typeof token !== "string") return null;
    return { pid, host, token, started: typeof started === "string" ? started : null };
  } catch {
    return null;
  }
}

/**
 * Whether the holder named in a lock file still runs. On this host: its pid exists, is not a zombie
 * and (where /proc tells) started when the record says, so a pid reused after `kill -9` does not
 * count; our own pid is a previous life (a container's pid 1), as this process does not hold the
 * lock yet. On another host (another container on a shared volume), where pids mean nothing: its
 * heartbeat is recent.
 */
function holderAlive(record: LockRecord, modifiedMs: number, nowMs: number): boolean {
  if (record.host !== os.hostname()) return nowMs - modifiedMs < FOREIGN_STALE_MS;
  if (record.pid === process.pid) return false;
  if (!processExists(record.pid)) return false;
  const stat = procStat(record.pid);
  if (!stat) return true; // no /proc: the pid is all there is to go by
  // A killed process not yet reaped (a zombie) has ended all the same.
  if (stat.state === "Z" || stat.state === "X") return false;
  return record.started === null || stat.started === record.started;
}

function readLock(file: string): { text: string; modifiedMs: number } | null {
  try {
    const modifiedMs = fs.statSync(file).mtimeMs;
    return { text: fs.readFileSync(file, "utf8"), modifiedMs };
  } catch (error) {
    if (isErrno(error, "ENOENT")) return null;
    throw error;
  }
}

/** Writes the record to a temporary file, fsynced, and links it in place: never a partial lock file. */
function tryPublish(file: string, text: string): boolean {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  try {
    const fd = fs.openSync(temporary, "wx", 0o644);
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if (isErrno(error, "EEXIST")) return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * Removes a stale lock file, but only the one judged stale: it is first renamed aside (atomic), and
 * if what was moved is not that file (a new holder won meanwhile) it is linked back.
 */
function removeStale(file: string, staleText: string): void {
  const aside = `${file}.stale.${process.pid}.${crypto.randomBytes(6).toString("hex")}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if (isErrno(error, "ENOENT")) return; // someone else removed it
    throw error;
  }
  try {
    if (fs.readFileSync(aside, "utf8") !== staleText) {
      try {
        fs.linkSync(aside, file);
      } catch (error) {
        if (!isErrno(error, "EEXIST")) throw error;
      }
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

function lockedMessage(dir: string, file: string, record: LockRecord): string {
  const where = record.host === os.hostname() ? "" : ` on host ${record.host}`;
  return (
    `The data directory ${dir} is in use by another Vajeh server process (pid ${record.pid}${where}). ` +
    "Two processes on one embedded database would each see only their own writes, so this one will not start. " +
    `Stop the other process first, or give this one another DATA_DIR (or a DATABASE_URL). ` +
    `The lock is ${file}; it frees itself when that process ends.`
  );
}

/**
 * Takes the data directory for this process's life: an exclusive lock file holding pid, host and
 * start time, published atomically (link of a complete file, so it is never seen half-written).
 * A lock whose holder has ended (even by `kill -9`) is taken over at once; a live holder stops
 * start-up with a StartupError naming the directory and its pid. The holder touches the file every
 * HEARTBEAT_MS (how holders on another host are told apart from dead ones) and calls `onLost` if the
 * file stops being its own.
 */
export function lockDataDir(dir: string, options: { onLost?: (message: string) => void } = {}): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const realDir = fs.realpathSync(dir);
  const file = path.join(realDir, LOCK_FILE);
  if (heldHere.has(realDir)) {
    throw new StartupError(`The data directory ${realDir} is already open in this process.`);
  }
  const own: LockRecord = {
    pid: process.pid,
    host: os.hostname(),
    started: processStartTime(process.pid),
    token: crypto.randomUUID(),
  };
  const ownText = `${JSON.stringify(own)}\n`;

  let acquired = false;
  for (let attempt = 0; attempt < 10 && !acquired; attempt += 1) {
    if (tryPublish(file, ownText)) {
      acquired = true;
      break;
    }
    const existing = readLock(file);
    if (!existing) continue; // removed meanwhile: try again
    // Our writer publishes whole files only: one that does not parse was not written by a live holder.
    const record = parseRecord(existing.text);
    if (record && holderAlive(record, existing.modifiedMs, Date.now())) {
      throw new StartupError(lockedMessage(realDir, file, record));
    }
    removeStale(file, existing.text);
  }
  if (!acquired) {
    throw new StartupError(`Could not take the lock ${file} on the data directory ${realDir}; try again.`);
  }
  heldHere.add(realDir);

  const isOurs = () => readLock(file)?.text === ownText;
  const heartbeat = setInterval(() => {
    try {
      if (!isOurs()) throw new Error("replaced");
      const now = new Date();
      fs.utimesSync(file, now, now);
    } catch {
      clearInterval(heartbeat);
      options.onLost?.(
        `The lock ${file} on the data directory ${realDir} is no longer this process's (removed or taken over).`,
      );
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.removeListener("exit", release);
    heldHere.delete(realDir);
    try {
      if (isOurs()) fs.rmSync(file, { force: true });
    } catch {
      // The next start treats a lock of an ended process as stale anyway.
    }
  };
  process.once("exit", release);
  return { file, release };
}
