import { beforeEach, describe, expect, it } from "vitest";
import { VajehDatabase } from "../db/database";
import { course, lesson } from "../test-support/fixtures";
import { mergeCourse, mergeLesson } from "./merge";

let db: VajehDatabase;

beforeEach(async () => {
  db = new VajehDatabase(`merge-${crypto.randomUUID()}`);
  await db.open();
});

describe("merging server answers into Dexie", () => {
  it("stores a course's lessons in order, unbought ones as not purchased", async () => {
    await mergeCourse(
      db,
      course("c1", [
        { id: "l1", bought: true },
        { id: "l2", bought: false },
      ]),
      0,
    );
    const lessons = await db.lessons.where("course_id").equals("c1").sortBy("position");
    expect(lessons.map((l) => [l.id, l.purchased])).toEqual([
      ["l1", true],
      ["l2", false],
    ]);
  });

  it("stores a lesson's sections, words and exam summaries, and derives the counts", async () => {
    await mergeCourse(db, course(), 0);
    await mergeLesson(db, "c1", lesson("l1", { completed: ["l1-w1", "l1-w2"] }));
    const s1 = await db.sections.get("l1-s1");
    expect(s1).toMatchObject({ is_completed: true, word_count: 2, done_word_count: 2, purchased: true });
    expect(await db.exams.get("l1-s1-exam")).toMatchObject({ question_count: 0, section_id: "l1-s1" });
    expect(await db.lessons.get("l1")).toMatchObject({
      done_sections_count: 1,
      sections_count: 2,
      is_completed: false,
    });
  });

  it("keeps a word completed while its completion is pending, even if the server says otherwise", async () => {
    await mergeCourse(db, course(), 0);
    await mergeLesson(db, "c1", lesson("l1"));
    await db.words.update("l1-w3", { is_completed: true, pending: 1 });
    await mergeLesson(db, "c1", lesson("l1"));
    expect(await db.words.get("l1-w3")).toMatchObject({ is_completed: true, pending: 1 });
    expect(await db.words.get("l1-w4")).toMatchObject({ is_completed: false, pending: 0 });
    expect(await db.sections.get("l1-s2")).toMatchObject({ done_word_count: 1 });
  });

  it("counts each lesson of a course answer from the words on the device, pending completions too", async () => {
    const two = course("c1", [
      { id: "l1", bought: true },
      { id: "l2", bought: true },
    ]);
    await mergeCourse(db, two, 0);
    await mergeLesson(db, "c1", lesson("l1", { completed: ["l1-w1", "l1-w2"] }));
    await mergeLesson(db, "c1", lesson("l2"));
    await db.words.bulkUpdate([
      { key: "l2-w3", changes: { is_completed: true, pending: 1 } },
      { key: "l2-w4", changes: { is_completed: true, pending: 1 } },
    ]);
    // The course's answer says nothing is done in either lesson (the writes have not reached it).
    await mergeCourse(db, two, 0);
    expect(await db.lessons.get("l1")).toMatchObject({ done_sections_count: 1, is_completed: false });
    expect(await db.lessons.get("l2")).toMatchObject({ done_sections_count: 1, is_completed: false });
    expect(await db.sections.get("l1-s1")).toMatchObject({ done_word_count: 2, is_completed: true });
    expect(await db.sections.get("l2-s2")).toMatchObject({ done_word_count: 2, is_completed: true });
    expect(await db.sections.get("l2-s1")).toMatchObject({ done_word_count: 0, is_completed: false });
  });

  it("removes rows the server no longer sends, but never a pending one", async () => {
    await mergeCourse(db, course(), 0);
    await mergeLesson(db, "c1", lesson("l1"));
    await db.words.update("l1-w4", { pending: 1, is_completed: true });
    const smaller = lesson("l1");
    const second = smaller.sections[1];
    if (!second) throw new Error("fixture has two sections");
    second.words = [];
    await mergeLesson(db, "c1", smaller);
    expect(await db.words.get("l1-w3")).toBeUndefined();
    expect(await db.words.get("l1-w4")).toBeDefined();
  });

  it("removes a lesson the course no longer lists with its sections, words and exams", async () => {
    const full = course();
    await mergeCourse(db, full, 0);
    const [first] = full.lessons;
    if (!first) throw new Error("fixture has a lesson");
    await mergeLesson(db, "c1", lesson(first.id));
    expect(await db.words.where("lesson_id").equals(first.id).count()).toBeGreaterThan(0);

    await mergeCourse(db, { ...full, lessons: full.lessons.filter((l) => l.id !== first.id) }, 0);
    expect(await db.lessons.get(first.id)).toBeUndefined();
    expect(await db.sections.where("lesson_id").equals(first.id).count()).toBe(0);
    expect(await db.words.where("lesson_id").equals(first.id).count()).toBe(0);
    expect(await db.exams.where("lesson_id").equals(first.id).count()).toBe(0);
  });
});
