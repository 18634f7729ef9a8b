import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client.js";
import { insertTestCourse } from "../services/content-read.fixture.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { secondConnection } from "./test-database.js";

type AppOptions = Parameters<typeof createTestApp>[0];

/** A TestApp whose members reach the one `current()` gives when they are used (in a test or hook). */
function lateTestApp(current: () => TestApp): TestApp {
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get clock() {
      return current().clock;
    },
    get sms() {
      return current().sms;
    },
    get tts() {
      return current().tts;
    },
    get dataDir() {
      return current().dataDir;
    },
    call: (options) => current().call(options),
    createUser: (options) => current().createUser(options),
    subscribe: (userId, days) => current().subscribe(userId, days),
    signUp: (mobile, names) => current().signUp(mobile, names),
    close: () => current().close(),
  };
}

const made = (app: TestApp | undefined): TestApp => {
  if (!app) throw new Error("the test app is made in beforeAll: use it inside a test or a hook");
  return app;
};

/**
 * The scaffolding of a route test file: the real app on a fresh database (createTestApp), made
 * before the file's tests — then the test course ZZ inserted when `course`, then `setup` — and
 * closed after them. Call it at the top of the file, where its hooks belong.
 */
export function testAppPerFile(
  options: { app?: AppOptions; course?: boolean; setup?: (t: TestApp) => Promise<void> } = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options.app);
    if (options.course) await insertTestCourse(current.database.db);
    await options.setup?.(current);
  });
  afterAll(async () => {
    await current?.close();
  });
  return lateTestApp(() => made(current));
}

/**
 * Two server processes on one database: `t` seeds it, `other` is a second app on a connection of
 * its own (as a second process would have). Both made before the file's tests, closed after them.
 */
export function twoTestAppsPerFile(): { t: TestApp; other: TestApp } {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  let otherDatabase: Database | undefined;
  beforeAll(async () => {
    first = await createTestApp();
    otherDatabase = secondConnection(first.database);
    second = await createTestApp({ database: otherDatabase, seed: false });
  });
  afterAll(async () => {
    await second?.close();
    await otherDatabase?.close();
    await first?.close();
  });
  return { t: lateTestApp(() => made(first)), other: lateTestApp(() => made(second)) };
}
