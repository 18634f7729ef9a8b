import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { copySeededDataDir } from "./test-support/seeded-data-dir.js";
import { freePort, spawnServer } from "./test-support/server-process.js";

// Real server processes (node + tsx on server/src/server.ts), as `npm run serve` starts them, on
// temporary DATA_DIRs: what an operator sees when start-up must be refused.

const START_TIMEOUT_MS = 90_000;

const running = new Set<ChildProcess>();
const tempDirs: string[] = [];

afterEach(() => {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-process-"));
  tempDirs.push(dir);
  return dir;
}

/** A DATA_DIR a server has already started on (migrated and seeded), so start-up is quick. */
function seededDataDir(): string {
  const dir = copySeededDataDir("vajeh-process-");
  tempDirs.push(dir);
  return dir;
}

type Outcome = { kind: "listening" } | { kind: "exited"; code: number | null; stderr: string };

interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  /** Resolves when the server answers /api/health, or when the process ends first. */
  outcome: Promise<Outcome>;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
}

function startServer(dataDir: string, port: number, env: Record<string, string> = {}): ServerProcess {
  const child = spawnServer({ port, dataDir, env, stdio: ["ignore", "ignore", "pipe"] });
  if (child.pid === undefined) throw new Error("the server process did not start");
  running.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<{ code: number | null }>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve({ code });
    }),
  );
  const outcome = new Promise<Outcome>((resolve) => {
    let done = false;
    void exited.then(({ code }) => {
      // stderr is complete once the stream ends.
      const finish = () => {
        if (!done) resolve({ kind: "exited", code, stderr });
        done = true;
      };
      if (child.stderr?.readableEnded) finish();
      else child.stderr?.once("end", finish);
    });
    const poll = async () => {
      while (!done) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (response.ok) {
            done = true;
            return resolve({ kind: "listening" });
          }
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    void poll();
  });
  return { child, pid: child.pid, port, outcome, exited: exited.then(() => undefined) };
}

async function startListening(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = startServer(dataDir, await freePort(), env);
  const outcome = await server.outcome;
  if (outcome.kind !== "listening") throw new Error(`the server did not start: ${JSON.stringify(outcome)}`);
  return server;
}

async function expectRefusal(dataDir: string, env: Record<string, string> = {}): Promise<string> {
  const outcome = await startServer(dataDir, await freePort(), env).outcome;
  expect(outcome.kind, "the server started although it must refuse").toBe("exited");
  if (outcome.kind !== "exited") return "";
  expect(outcome.code).toBe(1);
  // One clear message for an operator: no stack trace.
  expect(outcome.stderr).not.toMatch(/^\s+at /m);
  expect(outcome.stderr.trim().length).toBeGreaterThan(0);
  return outcome.stderr;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  await server.exited;
}

describe("one embedded database, one process", () => {
  it(
    "a second process on the same DATA_DIR refuses, naming the directory and the first one's pid; after kill -9 of the first a new one starts",
    async () => {
      const dataDir = seededDataDir();
      const first = await startListening(dataDir);

      const message = await expectRefusal(dataDir);
      expect(message).toContain(dataDir);
      expect(message).toContain(`pid ${first.pid}`);
      // The first one still serves.
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).ok).toBe(true);

      await stop(first, "SIGKILL");
      const next = await startListening(dataDir);
      expect((await fetch(`http://127.0.0.1:${next.port}/api/health`)).ok).toBe(true);
      await stop(next, "SIGTERM");
    },
    START_TIMEOUT_MS * 3,
  );

  it(
    "a garbage postmaster.pid, or a PG_VERSION missing from a directory that held data, stops start-up with what to do",
    async () => {
      const dataDir = seededDataDir();
      const pgliteDir = path.join(dataDir, "pglite");
      await stop(await startListening(dataDir), "SIGTERM");

      const pidFile = path.join(pgliteDir, "postmaster.pid");
      fs.writeFileSync(pidFile, "garbage\n");
      const garbage = await expectRefusal(dataDir);
      expect(garbage).toContain(pidFile);
      expect(garbage).toMatch(/delete/i);
      fs.rmSync(pidFile);

      const versionFile = path.join(pgliteDir, "PG_VERSION");
      const version = fs.readFileSync(versionFile, "utf8");
      fs.rmSync(versionFile);
      const missing = await expectRefusal(dataDir);
      expect(missing).toContain(pgliteDir);
      expect(missing).toMatch(/PG_VERSION/);
      // Nothing was initialised over the old data.
      expect(fs.existsSync(versionFile)).toBe(false);

      // Put back, it starts again on its data.
      fs.writeFileSync(versionFile, version);
      await stop(await startListening(dataDir), "SIGTERM");
    },
    START_TIMEOUT_MS * 3,
  );

  it(
    "an empty jwt-secret stops start-up with one clear message",
    async () => {
      const dataDir = tempDataDir();
      const file = path.join(dataDir, "jwt-secret");
      fs.writeFileSync(file, "");
      const message = await expectRefusal(dataDir);
      expect(message).toContain(file);
      expect(message).toMatch(/32 bytes/);
    },
    START_TIMEOUT_MS,
  );

  it(
    "production without PUBLIC_URL stops start-up with one clear message",
    async () => {
      const message = await expectRefusal(tempDataDir(), { NODE_ENV: "production" });
      expect(message).toMatch(/PUBLIC_URL/);
    },
    START_TIMEOUT_MS,
  );
});
