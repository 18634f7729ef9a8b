import fs from "node:fs";
import { test } from "@playwright/test";
import { makeDataDir, type RunningServer, startServer } from "./server";

export interface OwnServer {
  readonly dataDir: string;
  readonly url: string;
  /** Stops it: the app's requests now fail to connect (the server's port is closed). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory. */
  restart(): Promise<void>;
}

/**
 * A server of the calling file's (or describe block's) own, started before its first journey and
 * stopped after its last, so its journeys can stop and restart it without disturbing the others. Its
 * data directory (a copy of the seeded database, about 50 MB) goes with it.
 */
export function ownServer(): OwnServer {
  // Made when the file's journeys start, not when it is loaded: Playwright loads a file in its
  // runner too, only to list its tests, and nothing would remove a directory made there.
  let dataDir: string | null = null;
  let running: RunningServer | null = null;
  const current = (): RunningServer => {
    if (!running) throw new Error("The file's own server is not started (used outside a journey?).");
    return running;
  };
  test.beforeAll(async () => {
    dataDir = makeDataDir();
    running = await startServer({ dataDir });
  });
  test.afterAll(async () => {
    await running?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get dataDir() {
      return current().dataDir;
    },
    get url() {
      return current().url;
    },
    stop: () => current().stop(),
    async restart() {
      const { dataDir: dir, port } = current();
      running = await startServer({ dataDir: dir, port });
    },
  };
}
