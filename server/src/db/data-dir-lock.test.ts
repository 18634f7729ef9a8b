import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StartupError } from "../startup-error.js";
import { FOREIGN_STALE_MS, HEARTBEAT_MS, LOCK_FILE, lockDataDir, processStartTime } from "./data-dir-lock.js";

const tempDirs: string[] = [];
const held: { release(): void }[] = [];
function tempDir(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-lock-")));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  vi.useRealTimers();
  for (const lock of held.splice(0)) lock.release();
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function lock(dir: string, onLost?: (message: string) => void) {
  const taken = lockDataDir(dir, onLost ? { onLost } : {});
  held.push(taken);
  return taken;
}

function refusal(dir: string): StartupError {
  try {
    lock(dir);
  } catch (error) {
    if (error instanceof StartupError) return error;
    throw error;
  }
  throw new Error("the lock was taken although it is held");
}

function writeRecord(dir: string, record: Record<string, unknown>, modified?: Date): void {
  const file = path.join(dir, LOCK_FILE);
  fs.writeFileSync(file, JSON.stringify(record));
  if (modified) fs.utimesSync(file, modified, modified);
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  if (child.pid === undefined) throw new Error("no pid");
  return child.pid;
}

describe("lockDataDir", () => {
  it("holds the directory until released; a second holder is refused meanwhile", () => {
    const dir = tempDir();
    const first = lock(dir);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    expect(refusal(dir).message).toContain(dir);
    first.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lock(dir);
  });

  it("creates a data directory that does not exist yet", () => {
    const dir = path.join(tempDir(), "new", "data");
    lock(dir);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });

  it("refuses while another live process on this host holds it, naming the directory and its pid", () => {
    const dir = tempDir();
    const holder = process.ppid;
    writeRecord(dir, { pid: holder, host: os.hostname(), started: processStartTime(holder), token: "t" });
    const error = refusal(dir);
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`pid ${holder}`);
    expect(error.message).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("takes over at once from a holder that has ended (kill -9 leaves the file behind)", async () => {
    const dir = tempDir();
    writeRecord(dir, { pid: await deadPid(), host: os.hostname(), started: "1", token: "t" });
    lock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8"))).toMatchObject({
      pid: process.pid,
    });
  });

  it("takes over from a holder killed but not yet reaped (a zombie)", async () => {
    if (processStartTime(process.pid) === null) return; // no /proc
    // sh starts a child that waits for a line, then becomes `sleep`, which never reaps that child:
    // once sh is sleep, the line ends the child, and it stays a zombie.
    const parent = spawn("sh", ["-c", "exec 3<&0; (read line <&3) & echo $!; exec sleep 60"], {
      stdio: ["pipe", "pipe", "ignore"],
    });
    try {
      const zombie = await new Promise<number>((resolve) =>
        parent.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      const until = async (condition: () => boolean) => {
        while (!condition()) await new Promise((resolve) => setImmediate(resolve));
      };
      await until(() => fs.readFileSync(`/proc/${parent.pid}/comm`, "utf8").trim() === "sleep");
      parent.stdin.write("go\n");
      await until(() => fs.readFileSync(`/proc/${zombie}/stat`, "utf8").split(") ")[1]?.[0] === "Z");
      const dir = tempDir();
      writeRecord(dir, { pid: zombie, host: os.hostname(), started: processStartTime(zombie), token: "t" });
      lock(dir);
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("takes over when the pid lives on in another process (reused: another start time)", () => {
    const dir = tempDir();
    writeRecord(dir, { pid: process.ppid, host: os.hostname(), started: "not-its-start", token: "t" });
    if (processStartTime(process.ppid) === null) return; // no /proc: pids cannot be told apart
    lock(dir);
  });

  it("takes over a lock naming this very pid (a previous life, e.g. a container's pid 1) or a garbage file", () => {
    const dir = tempDir();
    writeRecord(dir, { pid: process.pid, host: os.hostname(), started: "0", token: "old" });
    lock(dir).release();
    fs.writeFileSync(path.join(dir, LOCK_FILE), "not json at all");
    lock(dir).release();
    fs.writeFileSync(path.join(dir, LOCK_FILE), "");
    lock(dir);
  });

  it("a holder on another host counts while its heartbeat is recent, and is stale after FOREIGN_STALE_MS", () => {
    const dir = tempDir();
    const record = { pid: 1, host: "another-container", started: null, token: "t" };
    writeRecord(dir, record, new Date(Date.now() - FOREIGN_STALE_MS / 2));
    expect(refusal(dir).message).toMatch(/pid 1 on host another-container/);
    writeRecord(dir, record, new Date(Date.now() - FOREIGN_STALE_MS - 1000));
    lock(dir);
  });

  it("keeps its heartbeat, and reports a lock that stopped being its own", () => {
    vi.useFakeTimers();
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE);
    const lost = vi.fn();
    lock(dir, lost);
    fs.utimesSync(file, new Date(0), new Date(0));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(fs.statSync(file).mtimeMs).toBeGreaterThan(0);
    expect(lost).not.toHaveBeenCalled();

    fs.writeFileSync(file, JSON.stringify({ pid: 99999, host: os.hostname(), started: null, token: "x" }));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(lost).toHaveBeenCalledOnce();
    expect(String(lost.mock.calls[0]?.[0])).toContain(file);
  });
});
