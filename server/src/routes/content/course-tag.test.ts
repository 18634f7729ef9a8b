import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_TAG_MARK } from "../../../../src/contract/course-tag.js";
import { bumpContentVersion } from "../../db/seed.js";
import { examHighs, subscriptions } from "../../db/schema.js";
import { type TestApp, createTestApp } from "../../test-support/test-app.js";

// A course's ETag covers its lessons for the user (decision 025): the app skips every lesson of a
// course answered 304, so whatever changes a lesson answer must change the course's tag.

const COURSE = "/api/courses/courses/a1";
const BOOKMARKS = "/api/courses/words/bookmarks";
const hallo = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1", word_id: "a1-1-1-01" };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string, token: string, headers: Record<string, string> = {}) {
  const res = await t.call({ method: "GET", url, token, headers });
  return { status: res.statusCode, etag: String(res.headers.etag ?? ""), body: res.body };
}

/** The course's tag and the text of every lesson answer it lists as open, as the app would pull them. */
async function courseAndLessons(token: string): Promise<{ tag: string; lessons: string[] }> {
  const course = await get(COURSE, token);
  expect(course.status).toBe(200);
  const { data } = JSON.parse(course.body) as {
    data: { lessons: Array<{ id: string; sections: unknown[] }> };
  };
  const open = data.lessons.filter((l) => l.sections.length > 0).map((l) => l.id);
  const lessons = await Promise.all(
    open.map(async (id) => (await get(`/api/teacher/courses/lessons/${id}?course_id=a1`, token)).body),
  );
  return { tag: course.etag, lessons };
}

describe("a course's ETag covers its lessons", () => {
  it("is marked as covering them, and answers 304 while nothing changed", async () => {
    const { token } = await t.createUser({ subscribed: true });
    const first = await get(COURSE, token);
    expect(first.etag.startsWith(`"${COURSE_TAG_MARK}`)).toBe(true);
    const again = await get(COURSE, token, { "if-none-match": first.etag });
    expect(again.status).toBe(304);
  });

  it("moves with every change of a lesson answer, and only then", async () => {
    const { id, token } = await t.createUser();
    const seen: Array<{ step: string; tag: string; lessons: string[] }> = [];
    const record = async (step: string) => seen.push({ step, ...(await courseAndLessons(token)) });
    const ok = (status: number) => expect(status).toBeLessThan(300);

    await record("new user, nothing bought");
    await record("nothing changed");
    const now = t.clock.now();
    await t.database.db.insert(subscriptions).values({
      id: crypto.randomUUID(),
      userId: id,
      licenseId: "year-1",
      startsAt: new Date(now.getTime() - 1000),
      endsAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
    });
    await record("subscribed: the lessons open");
    ok(
      (await t.call({ method: "POST", url: "/api/course/status/complete_section", token, payload: hallo }))
        .statusCode,
    );
    await record("one word completed (the course answer itself is the same)");
    const bookmarkId = crypto.randomUUID();
    ok(
      (await t.call({ method: "POST", url: BOOKMARKS, token, payload: { ...hallo, id: bookmarkId } }))
        .statusCode,
    );
    await record("a word saved");
    ok(
      (
        await t.call({
          method: "PATCH",
          url: `${BOOKMARKS}/${bookmarkId}`,
          token,
          payload: { note: "یادداشت" },
        })
      ).statusCode,
    );
    await record("its note changed");
    await t.database.db
      .insert(examHighs)
      .values({ userId: id, examId: "a1-1-1-exam", score: 80, doneAt: t.clock.now() });
    await record("an exam's best score");
    await bumpContentVersion(t.database.db);
    await record("the content changed");
    await record("nothing changed again");

    // Equal tags only where every lesson answer is equal; a changed lesson answer always moved the tag.
    for (const [i, a] of seen.entries()) {
      for (const b of seen.slice(i + 1)) {
        const sameLessons = JSON.stringify(a.lessons) === JSON.stringify(b.lessons);
        if (a.tag === b.tag) expect(sameLessons, `${a.step} / ${b.step}`).toBe(true);
      }
    }
    for (const [i, step] of seen.entries()) {
      const before = seen[i - 1];
      if (!before) continue;
      if (JSON.stringify(before.lessons) !== JSON.stringify(step.lessons)) {
        expect(step.tag, step.step).not.toBe(before.tag);
      }
    }
    // The steps that changed a lesson answer are the ones expected (so the checks above were not idle).
    const changed = seen.filter(
      (s, i) => i > 0 && JSON.stringify(seen[i - 1]?.lessons) !== JSON.stringify(s.lessons),
    );
    expect(changed.map((s) => s.step)).toEqual([
      "subscribed: the lessons open",
      "one word completed (the course answer itself is the same)",
      "a word saved",
      "its note changed",
      "an exam's best score",
    ]);
    // Nothing changed: the same tag (a 304 for the app).
    expect(seen[1]?.tag).toBe(seen[0]?.tag);
    expect(seen.at(-1)?.tag).toBe(seen.at(-2)?.tag);
  });

  it("does not move when another user changes theirs", async () => {
    const a = await t.createUser({ subscribed: true });
    const b = await t.createUser({ subscribed: true });
    const before = await get(COURSE, a.token);
    await t.call({
      method: "POST",
      url: "/api/course/status/complete_section",
      token: b.token,
      payload: hallo,
    });
    await t.call({
      method: "POST",
      url: BOOKMARKS,
      token: b.token,
      payload: { ...hallo, id: crypto.randomUUID() },
    });
    const after = await get(COURSE, a.token, { "if-none-match": before.etag });
    expect(after.status).toBe(304);
  });
});
