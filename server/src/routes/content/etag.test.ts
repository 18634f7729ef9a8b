import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_TAG_MARK } from "../../../../src/contract/course-tag.js";
import { bumpContentVersion } from "../../db/seed.js";
import { examHighs } from "../../db/schema.js";
import { type TestApp, createTestApp } from "../../test-support/test-app.js";

// What sync pulls answers with a strong ETag over the user's answer: an unchanged re-sync is a 304
// with no body, any change of the user's state (bookmark, progress, purchase) changes the tag, and
// one user's tag never matches another's answer.

const SECTION = "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1";
const LESSON = "/api/teacher/courses/lessons/a1-1?course_id=a1";
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
  return { status: res.statusCode, etag: res.headers.etag as string | undefined, res };
}

describe("ETag and 304", () => {
  it.each([SECTION, LESSON, COURSE, BOOKMARKS])(
    "%s: a strong ETag, private no-cache, and 304 with no body when it matches",
    async (url) => {
      const { token } = await t.createUser({ subscribed: true });
      const first = await get(url, token);
      expect(first.status).toBe(200);
      expect(first.etag).toMatch(/^"[^"]+"$/);
      expect(first.res.headers["cache-control"]).toBe("private, no-cache");
      const again = await get(url, token, { "if-none-match": first.etag ?? "" });
      expect(again.status).toBe(304);
      expect(again.res.rawPayload.length).toBe(0);
      expect(again.etag).toBe(first.etag);
    },
  );

  it("304 passes the compression untouched (no body, no Content-Encoding)", async () => {
    const { token } = await t.createUser({ subscribed: true });
    const first = await get(LESSON, token, { "accept-encoding": "br, gzip" });
    expect(first.res.headers["content-encoding"]).toBe("br");
    const again = await get(LESSON, token, {
      "accept-encoding": "br, gzip",
      "if-none-match": first.etag ?? "",
    });
    expect(again.status).toBe(304);
    expect(again.res.rawPayload.length).toBe(0);
    expect(again.res.headers["content-encoding"]).toBeUndefined();
  });

  it("a saved, changed or removed bookmark changes the list's and the section's ETag", async () => {
    const { token } = await t.createUser({ subscribed: true });
    const list0 = await get(BOOKMARKS, token);
    const section0 = await get(SECTION, token);
    const id = crypto.randomUUID();
    const created = await t.call({ method: "POST", url: BOOKMARKS, token, payload: { ...hallo, id } });
    expect(created.statusCode).toBe(200);
    const list1 = await get(BOOKMARKS, token, { "if-none-match": list0.etag ?? "" });
    const section1 = await get(SECTION, token, { "if-none-match": section0.etag ?? "" });
    expect(list1.status).toBe(200);
    expect(section1.status).toBe(200);
    const patched = await t.call({
      method: "PATCH",
      url: `${BOOKMARKS}/${id}`,
      token,
      payload: { note: "نو" },
    });
    expect(patched.statusCode).toBe(200);
    const list2 = await get(BOOKMARKS, token, { "if-none-match": list1.etag ?? "" });
    expect(list2.status).toBe(200);
    const removed = await t.call({ method: "DELETE", url: `${BOOKMARKS}/${id}`, token });
    expect(removed.statusCode).toBeLessThan(300);
    const list3 = await get(BOOKMARKS, token, { "if-none-match": list2.etag ?? "" });
    expect(list3.status).toBe(200);
  });

  it("a completed word changes the section's, the lesson's and the course's ETag", async () => {
    const { token } = await t.createUser({ subscribed: true });
    const before = await Promise.all([SECTION, LESSON, COURSE].map((url) => get(url, token)));
    const done = await t.call({
      method: "POST",
      url: "/api/course/status/complete_section",
      token,
      payload: hallo,
    });
    expect(done.statusCode).toBe(200);
    for (const [i, url] of [SECTION, LESSON].entries()) {
      const after = await get(url, token, { "if-none-match": before[i]?.etag ?? "" });
      expect(after.status).toBe(200);
    }
    // One word does not complete a section: the course answer is the same, but its tag moves, since
    // it covers the course's lessons (decision 025).
    const course = await get(COURSE, token, { "if-none-match": before[2]?.etag ?? "" });
    expect(course.status).toBe(200);
    expect(course.res.body).toBe(before[2]?.res.body);
    expect(course.etag).not.toBe(before[2]?.etag);
  });

  it("a purchase changes the course's ETag (locked lessons open)", async () => {
    const { id, token } = await t.createUser();
    const before = await get(COURSE, token);
    await t.subscribe(id, 30);
    const after = await get(COURSE, token, { "if-none-match": before.etag ?? "" });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
  });

  it("another user's ETag never matches, even for the same answer", async () => {
    const a = await t.createUser({ subscribed: true });
    const b = await t.createUser({ subscribed: true });
    for (const url of [SECTION, COURSE, BOOKMARKS]) {
      const ofA = await get(url, a.token);
      const ofB = await get(url, b.token, { "if-none-match": ofA.etag ?? "" });
      expect(ofB.status).toBe(200);
      expect(ofB.etag).not.toBe(ofA.etag);
      expect(ofB.res.body).toBe(ofA.res.body);
    }
  });
});

/** The course's tag and the text of every lesson answer it lists as open, as the app would pull them. */
async function courseAndLessons(token: string): Promise<{ tag: string; lessons: string[] }> {
  const course = await get(COURSE, token);
  expect(course.status).toBe(200);
  const { data } = JSON.parse(course.res.body) as {
    data: { lessons: Array<{ id: string; sections: unknown[] }> };
  };
  const open = data.lessons.filter((l) => l.sections.length > 0).map((l) => l.id);
  const lessons = await Promise.all(
    open.map(async (id) => (await get(`/api/teacher/courses/lessons/${id}?course_id=a1`, token)).res.body),
  );
  return { tag: course.etag ?? "", lessons };
}

// A course's ETag covers its lessons for the user (decision 025): the app skips every lesson of a
// course answered 304, so whatever changes a lesson answer must change the course's tag.
describe("a course's ETag covers its lessons", () => {
  it("is marked as covering them, and answers 304 while nothing changed", async () => {
    const { token } = await t.createUser({ subscribed: true });
    const first = await get(COURSE, token);
    expect(first.etag?.startsWith(`"${COURSE_TAG_MARK}`)).toBe(true);
    const again = await get(COURSE, token, { "if-none-match": first.etag ?? "" });
    expect(again.status).toBe(304);
  });

  it("moves with every change of a lesson answer, and only then", async () => {
    const { id, token } = await t.createUser();
    const seen: Array<{ step: string; tag: string; lessons: string[] }> = [];
    const record = async (step: string) => seen.push({ step, ...(await courseAndLessons(token)) });
    const ok = (status: number) => expect(status).toBeLessThan(300);

    await record("new user, nothing bought");
    await record("nothing changed");
    await t.subscribe(id, 30);
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
    const after = await get(COURSE, a.token, { "if-none-match": before.etag ?? "" });
    expect(after.status).toBe(304);
  });
});
