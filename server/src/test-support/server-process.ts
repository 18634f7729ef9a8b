import { type ChildProcess, spawn, type StdioOptions } from "node:child_process";
import net from "node:net";
import path from "node:path";

/** The repository's root, where `npm run serve` runs. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
const SERVER = path.join(REPO_ROOT, "server", "src", "server.ts");

/** Asks the OS for a free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A real server process as `npm run serve` starts it (node + tsx on server/src/server.ts) on
 * 127.0.0.1:`port` with `dataDir` and no built app, in an environment of its own: PATH and HOME
 * only from this process, NODE_ENV test and LOG_LEVEL warn unless `env` says otherwise.
 */
export function spawnServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  stdio: StdioOptions;
}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", SERVER], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      STATIC_DIR: path.join(options.dataDir, "no-build"),
      ...options.env,
    },
    stdio: options.stdio,
  });
}
