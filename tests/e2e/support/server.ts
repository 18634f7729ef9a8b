import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A new data directory for a server. In a journey run it starts as a copy of the run's seeded DATA_DIR
 * (made once by the global setup, `makeSeededTemplate`), so the server skips initdb, migrations and the
 * seed; elsewhere (benchmarks) it is empty and the server seeds it on its first start.
 */
export function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-e2e-"));
  const template = process.env.E2E_SEEDED_DATA_DIR;
  if (template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Migrates and seeds a new DATA_DIR as `npm run seed` does (no server, no jwt-secret): the template
 * `makeDataDir` copies. `speakFreeLessons`: the free lessons' recordings are made into it too
 * (`--speak-free-lessons`), so a journey's «download for offline» finds them made: each download
 * otherwise had espeak-ng make about ninety, 25–30 s of a loaded two-core machine's time.
 */
export async function makeSeededTemplate(options: { speakFreeLessons?: boolean } = {}): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-e2e-template-"));
  const speak = options.speakFreeLessons ? ["--", "--speak-free-lessons"] : [];
  const child = spawn("npm", ["run", "--silent", "seed", ...speak], {
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: "warn", NODE_ENV: "test" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`npm run seed exited with ${code} on ${dir}.`);
  return dir;
}

async function waitForHealth(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}/api/health in time.`);
}

/**
 * Starts `npm run serve` (the built PWA and the API) on the given port and data directory, and
 * resolves once it answers. Journeys that need the server unreachable stop it and start it again
 * on the same port and directory.
 */
export async function startServer(options: { port?: number; dataDir?: string } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? makeDataDir();
  const url = `http://127.0.0.1:${port}`;
  const logFile = fs.openSync(path.join(dataDir, "server.log"), "a");
  const child = spawn("npm", ["run", "--silent", "serve"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      // Every journey signs learners up from 127.0.0.1; the per-IP SMS limit would stop the run.
      SMS_PER_IP_PER_HOUR: "10000",
    },
    stdio: ["ignore", logFile, logFile],
    detached: true,
  });
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    throw error;
  }
  let stopped = false;
  return {
    url,
    port,
    dataDir,
    async stop() {
      // A child killed by a signal keeps exitCode null: remember that it ended, so a second stop returns.
      if (stopped || child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      stopped = true;
      const pid = child.pid;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-pid, name);
        } catch {
          // the group is already gone
        }
      };
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      signal("SIGKILL"); // anything of the group still around (the server under npm)
    },
  };
}
