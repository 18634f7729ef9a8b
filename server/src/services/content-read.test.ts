import { describe, expect, it } from "vitest";
import { wordSchema } from "../../../src/contract/content.js";
import { dateObject } from "../../../src/contract/common.js";
import { lessonComplete, sectionComplete, wordView } from "./content-views.js";

describe("completion rules", () => {
  it("a section is complete only when it has words and all are done", () => {
    expect(sectionComplete(undefined)).toBe(false);
    expect(sectionComplete({ words: 0, done: 0 })).toBe(false);
    expect(sectionComplete({ words: 3, done: 2 })).toBe(false);
    expect(sectionComplete({ words: 3, done: 3 })).toBe(true);
  });

  it("a lesson is complete only when it has sections and all are complete", () => {
    const counts = new Map([
      ["a", { words: 2, done: 2 }],
      ["b", { words: 1, done: 1 }],
      ["empty", { words: 0, done: 0 }],
    ]);
    expect(lessonComplete([], counts)).toBe(false);
    expect(lessonComplete(["a", "b"], counts)).toBe(true);
    expect(lessonComplete(["a", "b", "empty"], counts)).toBe(false);
    expect(lessonComplete(["a", "missing"], counts)).toBe(false);
  });
});

describe("wordView", () => {
  const row = {
    id: "w1",
    sectionId: "s",
    lessonId: "l",
    courseId: "c",
    order: 1,
    name: "Hund",
    type: "NOUN",
    gender: "masculine",
    pronunciation: "hʊnt",
    imageLink: null,
    german: "Hund",
    persian: "سگ",
    plural: "Hunde",
    synonym: null,
    exampleGerman: "Der Hund bellt.",
    examplePersian: "سگ پارس می‌کند.",
    note: "«Hund» مذکر است.",
    retired: false,
  };

  it("maps a row to the contract's Word, with the bookmark's public fields only", () => {
    const bookmark = {
      id: "b1",
      userId: "u",
      wordId: "w1",
      courseId: "c",
      lessonId: "l",
      sectionId: "s",
      description: "d",
      note: "n",
      learned: true,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
    const word = wordView(row, bookmark, true);
    expect(wordSchema.parse(word)).toEqual(word);
    expect(word).toEqual({
      id: "w1",
      name: "Hund",
      type: "NOUN",
      gender: "masculine",
      pronunciation: "hʊnt",
      image_link: null,
      translation: { german: "Hund", persian: "سگ" },
      grammer: { plural: "Hunde" },
      synonym: { german: null },
      example: { german: "Der Hund bellt.", persian: "سگ پارس می‌کند." },
      note: "«Hund» مذکر است.",
      bookmark: { id: "b1", note: "n", description: "d", learned: true },
      is_completed: true,
    });
  });

  it("turns an unknown gender and an empty German translation into null", () => {
    const word = wordView({ ...row, gender: "Maskulinum", german: "" }, undefined, false);
    expect(word.gender).toBeNull();
    expect(word.translation.german).toBeNull();
    expect(word.bookmark).toBeNull();
  });

  it("dates travel as { date: ISO }", () => {
    expect(dateObject(new Date("2026-03-01T08:00:00.000Z"))).toEqual({ date: "2026-03-01T08:00:00.000Z" });
  });
});
