import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema.js";
import type { TestApp } from "../../test-support/test-app.js";
import { twoTestAppsPerFile } from "../../test-support/test-app-per-file.js";

// The signed-in reads that test the session inside their one query (defineSessionRoute): a session
// that has ended — logged out, ended by a password change elsewhere, or past its hard limit — is
// refused at once by every server process on the database, on every path, including a 404 and a
// search that do not run that query.

const READS = [
  "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1",
  "/api/teacher/courses/lessons/a1-1?course_id=a1",
  "/api/courses/courses/a1",
  "/api/teacher/courses/words/a1-1-1-01",
  "/api/courses/words/bookmarks",
];
const OTHER_PATHS = [
  "/api/teacher/courses/sections/nope?course_id=a1&lesson_id=a1-1", // unknown: 404 when signed in
  "/api/teacher/courses/words/nope",
  "/api/courses/words/bookmarks?search_text=hund", // the search reads without the session test
];

const { t, other } = twoTestAppsPerFile();

async function statuses(app: TestApp, token: string, urls: readonly string[]): Promise<number[]> {
  const out: number[] = [];
  for (const url of urls) out.push((await app.call({ method: "GET", url, token })).statusCode);
  return out;
}

describe("reads that test the session in their own query", () => {
  it("answer while the session lives, and 401 in every process once it is logged out", async () => {
    const { token } = await t.createUser({ subscribed: true });
    expect(await statuses(t, token, READS)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(other, token, READS)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(t, token, OTHER_PATHS)).toEqual([404, 404, 200]);

    expect((await t.call({ method: "GET", url: "/auth/logout", token })).statusCode).toBe(200);

    for (const app of [t, other]) {
      expect(await statuses(app, token, READS)).toEqual([401, 401, 401, 401, 401]);
      expect(await statuses(app, token, OTHER_PATHS)).toEqual([401, 401, 401]);
    }
  });

  it("refuse a session ended by another process (a password change there) or past its limit", async () => {
    const ended = await t.createUser({ subscribed: true });
    const expired = await t.createUser({ subscribed: true });
    expect(await statuses(t, ended.token, READS)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(t, expired.token, READS)).toEqual([200, 200, 200, 200, 200]);

    // What endOtherSessions does for a password change made through the other process.
    await other.database.db.delete(sessions).where(eq(sessions.userId, ended.id));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.userId, expired.id));

    expect(await statuses(t, ended.token, READS)).toEqual([401, 401, 401, 401, 401]);
    expect(await statuses(t, expired.token, READS)).toEqual([401, 401, 401, 401, 401]);
  });

  it("answer 401 without a token or with a bad one", async () => {
    expect(await statuses(t, "", READS)).toEqual([401, 401, 401, 401, 401]);
    expect(await statuses(t, "not-a-token", READS)).toEqual([401, 401, 401, 401, 401]);
  });
});
