import { test } from "@playwright/test";
import { makeDataDir, type RunningServer, startServer } from "./server";

export interface OwnServer {
  readonly url: string;
  readonly dataDir: string;
  /** Stops the server (the app sees a network error, as with no signal). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory. */
  restart(): Promise<void>;
}

/**
 * A server of the journey file's own, for journeys that stop and restart it: started before the
 * file's tests on a data directory of its own, stopped after them. Call it at the top of the file.
 */
export function ownServer(): OwnServer {
  const dataDir = makeDataDir();
  let server: RunningServer | undefined;
  const current = () => {
    if (!server) throw new Error("the server starts in beforeAll: use it inside a test");
    return server;
  };
  test.beforeAll(async () => {
    server = await startServer({ dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      return current().url;
    },
    dataDir,
    stop: () => current().stop(),
    async restart() {
      server = await startServer({ dataDir, port: current().port });
    },
  };
}
