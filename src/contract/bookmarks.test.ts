import { describe, expect, it } from "vitest";

import * as contract from "./bookmarks.js";
import {
  bookmarkCreateAnswerSchema,
  bookmarkCreateBodySchema,
  bookmarkParamsSchema,
  bookmarkPatchBodySchema,
  bookmarkSchema,
  bookmarksQuerySchema,
  completeSectionAnswerSchema,
  completeSectionBodySchema,
  queuedAnswerSchema,
} from "./bookmarks.js";
import { describeSchemaCases, type SchemaCase } from "./schema-cases.test-support";

const where = { course_id: "c-1", lesson_id: "l-1", section_id: "s-1", word_id: "w-1" };
const bookmark = {
  id: "0b6f4d0e-2f5c-4f0a-9a54-4f1f8a2d9c10",
  ...where,
  word__name: "Hund",
  description: "",
  note: "der Hund, die Hunde",
  learned: false,
  updated_at: { date: "2024-05-01T10:00:00Z" },
};

const cases: SchemaCase[] = [
  [
    "bookmarkCreateBodySchema",
    bookmarkCreateBodySchema,
    { id: "0b6f4d0e-2f5c-4f0a-9a54-4f1f8a2d9c10", ...where, description: "", note: "", learned: false },
    [
      { ...where, id: "not-a-uuid" },
      { ...where, word_id: undefined },
      { ...where, note: "x".repeat(2001) },
      { ...where, learned: "true" },
      { ...where, note: "a\u0000b" },
      { ...where, description: "\u001b[31m" },
    ],
  ],
  ["bookmarkCreateAnswerSchema", bookmarkCreateAnswerSchema, { id: "b-1" }, [{}, { id: "" }]],
  ["bookmarkParamsSchema", bookmarkParamsSchema, { bookmarkId: "b-1" }, [{}, { bookmarkId: "" }]],
  [
    "bookmarkPatchBodySchema",
    bookmarkPatchBodySchema,
    { note: "یادداشت", learned: true },
    [{}, { description: "x".repeat(2001) }, { learned: "yes" }, { unknown: "x" }, { note: "\u0000" }],
  ],
  [
    "bookmarkSchema",
    bookmarkSchema,
    bookmark,
    [
      { ...bookmark, updated_at: "2024-05-01T10:00:00Z" },
      { ...bookmark, word__name: undefined },
      { ...bookmark, learned: 0 },
    ],
  ],
  [
    "bookmarksQuerySchema",
    bookmarksQuerySchema,
    { search_text: "hund" },
    [{ search_text: "x".repeat(101) }, { search_text: 1 }],
  ],
  [
    "completeSectionBodySchema",
    completeSectionBodySchema,
    where,
    [
      { ...where, word_id: undefined },
      { ...where, section_id: "" },
    ],
  ],
  [
    "completeSectionAnswerSchema",
    completeSectionAnswerSchema,
    { word_completed: true, section_completed: false, lesson_completed: false },
    [{ word_completed: true }, { word_completed: 1, section_completed: false, lesson_completed: false }],
  ],
  ["queuedAnswerSchema", queuedAnswerSchema, { queued: true }, [{ queued: false }, {}]],
];

describeSchemaCases("bookmarks.ts", contract, cases);

describe("bookmarks.ts", () => {
  it("fills the defaults of a new bookmark and leaves the id to the server when absent", () => {
    expect(bookmarkCreateBodySchema.parse(where)).toEqual({
      ...where,
      description: "",
      note: "",
      learned: false,
    });
  });

  it("accepts a patch of one value", () => {
    expect(bookmarkPatchBodySchema.parse({ learned: true })).toEqual({ learned: true });
  });
});

describe("bookmark texts", () => {
  it("keep line breaks and tabs, but not NUL or other control characters", () => {
    expect(bookmarkPatchBodySchema.safeParse({ note: "der Hund\r\ndie Hunde\tPl." }).success).toBe(true);
    for (const note of ["\u0000", "a\u0007b", "\u007f"]) {
      expect(bookmarkPatchBodySchema.safeParse({ note }).success, JSON.stringify(note)).toBe(false);
    }
  });
});
