import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

let t: TestApp;
let owner: string;
let other: string;
let bookmarkId: string;
let processId: string;

const place = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1" };

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.createUser()).token;
  other = (await t.createUser()).token;
  const saved = await t.call({
    method: "POST",
    url: "/api/courses/words/bookmarks",
    token: owner,
    payload: { ...place, word_id: "a1-1-1-01", description: "", note: "مال من", learned: false },
  });
  bookmarkId = (saved.json() as { data: { id: string } }).data.id;
  const started = await t.call({
    method: "POST",
    url: "/api/user/exam/answer",
    token: owner,
    payload: { ...place, test_id: "a1-1-1-exam" },
  });
  processId = (started.json() as { data: { id: string } }).data.id;
});

afterAll(async () => {
  await t.close();
});

/** Every route that takes an id answers another user's id with 404, never 403 and never the data. */
describe("two users never see each other's rows", () => {
  it.each([
    ["PATCH", () => `/api/courses/words/bookmarks/${bookmarkId}`, { note: "دزدی", learned: true }],
    ["DELETE", () => `/api/courses/words/bookmarks/${bookmarkId}`, undefined],
    ["GET", () => `/api/user/exam/answer/${processId}`, undefined],
    [
      "POST",
      () => `/api/user/exam/answer/${processId}`,
      { ...place, test_id: "a1-1-1-exam", question_index: 0, answers: ["x"] },
    ],
    ["POST", () => `/api/user/exam/complete/${processId}`, undefined],
  ] as const)("%s %s", async (method, url, payload) => {
    const response = await t.call({ method, url: url(), token: other, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("مال من");
  });

  it("leaves the owner's rows as they were", async () => {
    const list = await t.call({ method: "GET", url: "/api/courses/words/bookmarks", token: owner });
    expect((list.json() as { data: Array<{ id: string; note: string; learned: boolean }> }).data).toEqual([
      expect.objectContaining({ id: bookmarkId, note: "مال من", learned: false }),
    ]);
    const theirs = await t.call({ method: "GET", url: "/api/courses/words/bookmarks", token: other });
    expect((theirs.json() as { data: unknown[] }).data).toEqual([]);
    const process = await t.call({ method: "GET", url: `/api/user/exam/answer/${processId}`, token: owner });
    expect((process.json() as { data: { answers: unknown[]; completed_at: unknown } }).data).toMatchObject({
      answers: [],
      completed_at: null,
    });
  });
});
