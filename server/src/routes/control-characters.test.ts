import { describe, expect, it } from "vitest";
import { ZZ } from "../services/content-read.fixture.js";
import { testAppPerFile } from "../test-support/test-app-per-file.js";

/**
 * A NUL character cannot be stored by PostgreSQL: texts that reach the database must be refused by
 * the contract (422 with the error shape), never crash into a 500 (issue 12, item 7).
 */
const t = testAppPerFile({ course: true });

const BOOKMARKS = "/api/courses/words/bookmarks";
const word = (wordId: string) => ({
  course_id: ZZ.course,
  lesson_id: ZZ.freeLesson,
  section_id: ZZ.wordsSection,
  word_id: wordId,
});

function expectRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    messages: { error: expect.any(String) },
    fields: expect.objectContaining({ [field]: expect.any(String) }),
  });
}

describe("control characters in stored texts", () => {
  it.each([
    ["name", { name: "سا\u0000را", lastname: "احمدی" }],
    ["lastname", { name: "سارا", lastname: "\u0000" }],
    ["city", { name: "سارا", lastname: "احمدی", city: "تهران\u0000" }],
    ["qualification", { name: "سارا", lastname: "احمدی", qualification: "x\u001by" }],
  ])("a profile %s with a control character is a 422", async (field, payload) => {
    const user = await t.createUser();
    const response = await t.call({ method: "POST", url: "/api/user/profile", token: user.token, payload });
    expectRefused(response, field);
  });

  it.each(["note", "description"])(
    "a bookmark %s with NUL is a 422 on create and on patch",
    async (field) => {
      const user = await t.createUser();
      const create = await t.call({
        method: "POST",
        url: BOOKMARKS,
        token: user.token,
        payload: { ...word(ZZ.words.maedchen), [field]: "a\u0000b" },
      });
      expectRefused(create, field);

      const created = await t.call({
        method: "POST",
        url: BOOKMARKS,
        token: user.token,
        payload: word(ZZ.words.strasse),
      });
      expect(created.statusCode).toBe(200);
      const { id } = (created.json() as { data: { id: string } }).data;
      const patch = await t.call({
        method: "PATCH",
        url: `${BOOKMARKS}/${id}`,
        token: user.token,
        payload: { [field]: "\u0000" },
      });
      expectRefused(patch, field);
    },
  );

  it("a note over several lines, with tabs, is still saved", async () => {
    const user = await t.createUser();
    const response = await t.call({
      method: "POST",
      url: BOOKMARKS,
      token: user.token,
      payload: { ...word(ZZ.words.bibliothek), note: "der Hund\r\ndie Hunde\tPl." },
    });
    expect(response.statusCode).toBe(200);
  });
});
