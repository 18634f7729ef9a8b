import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { words } from "../../db/schema.js";
import { bumpContentVersion } from "../../db/seed.js";
import { type TestApp, createTestApp } from "../../test-support/test-app.js";
import { countQueries } from "../../test-support/count-queries.js";
import { secondConnection } from "../../test-support/test-database.js";
import type { Database } from "../../db/client.js";

// The shared content is read from memory: a content request makes one per-user query, which also
// tests the session (read-session.test.ts), and a content change made with the seed loader's version bump is seen by every
// server process on the database, including one that did not make it.

const SECTION = "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1";
const LESSON = "/api/teacher/courses/lessons/a1-1?course_id=a1";
const COURSE = "/api/courses/courses/a1";
const WORD = "/api/teacher/courses/words/a1-1-1-01";

let t: TestApp;
let other: TestApp;
let otherDatabase: Database;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  otherDatabase = secondConnection(t.database);
  other = await createTestApp({ database: otherDatabase, seed: false });
  ({ token } = await t.createUser({ subscribed: true }));
});

afterAll(async () => {
  await other.close();
  await otherDatabase.close();
  await t.close();
});

const persianOf = (body: string) =>
  (
    JSON.parse(body) as { data: { words: { id: string; translation: { persian: string } }[] } }
  ).data.words.find((w) => w.id === "a1-1-1-01")?.translation.persian;

describe("content cache", () => {
  it.each([SECTION, LESSON, COURSE, WORD])(
    "GET %s makes one query: the per-user one, which also tests the session",
    async (url) => {
      await t.call({ method: "GET", url, token }); // warms the cache
      const queries = await countQueries(t.database, async () => {
        const res = await t.call({ method: "GET", url, token });
        expect(res.statusCode).toBe(200);
      });
      expect(queries).toBe(1);
    },
  );

  it("a content change with the version bump is seen by this process and by another one", async () => {
    const before = await t.call({ method: "GET", url: SECTION, token });
    const beforeOther = await other.call({ method: "GET", url: SECTION, token });
    const original = persianOf(before.body);
    expect(original).toBeTruthy();
    expect(persianOf(beforeOther.body)).toBe(original);

    await t.database.db.transaction(async (tx) => {
      await tx.update(words).set({ persian: "واژهٔ تازه" }).where(eq(words.id, "a1-1-1-01"));
      await bumpContentVersion(tx);
    });

    expect(persianOf((await t.call({ method: "GET", url: SECTION, token })).body)).toBe("واژهٔ تازه");
    expect(persianOf((await other.call({ method: "GET", url: SECTION, token })).body)).toBe("واژهٔ تازه");
  });

  it("per-user state is never cached: a completion shows at once", async () => {
    const { token: fresh } = await t.createUser({ subscribed: true });
    const done = (body: string) =>
      (JSON.parse(body) as { data: { words: { id: string; is_completed: boolean }[] } }).data.words.find(
        (w) => w.id === "a1-1-1-02",
      )?.is_completed;
    expect(done((await t.call({ method: "GET", url: SECTION, token: fresh })).body)).toBe(false);
    const complete = await other.call({
      method: "POST",
      url: "/api/course/status/complete_section",
      token: fresh,
      payload: { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1", word_id: "a1-1-1-02" },
    });
    expect(complete.statusCode).toBe(200);
    expect(done((await t.call({ method: "GET", url: SECTION, token: fresh })).body)).toBe(true);
  });
});
