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
 * stopped after its last, so its journeys can stop and restart it without disturbing the others.
 */
export function ownServer(): OwnServer {
  const dataDir = makeDataDir();
  let running: RunningServer | null = null;
  const current = (): RunningServer => {
    if (!running) throw new Error("The file's own server is not started (used outside a journey?).");
    return running;
  };
  test.beforeAll(async () => {
    running = await startServer({ dataDir });
  });
  test.afterAll(async () => {
    await running?.stop();
  });
  return {
    dataDir,
    get url() {
      return current().url;
    },
    stop: () => current().stop(),
    async restart() {
      running = await startServer({ dataDir, port: current().port });
    },
  };
}
