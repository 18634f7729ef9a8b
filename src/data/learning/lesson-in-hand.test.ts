import { beforeEach, describe, expect, it } from "vitest";
import type { Course, Lesson } from "../../contract/content";
import { db } from "../db/db";
import { mergeCourse, mergeLesson } from "../sync/merge";
import { course, lesson } from "../test-support/fixtures";
import { courseViewInHand, lessonViewInHand, sectionViewInHand, viewToShow } from "./lesson-in-hand";
import { readCourse, readLesson, readSectionWords } from "./queries";

/**
 * A new device's lesson page paints from the answers in hand before the sync has stored them
 * (decision 048): what it paints must be what the stored rows give once they are stored.
 */
beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

/** The view the device's rows give after the sync stored these answers on an empty device. */
async function storedView(courseAnswer: Course, lessonId: string, lessonAnswer: Lesson | null) {
  await mergeCourse(db, courseAnswer, 0);
  if (lessonAnswer) await mergeLesson(db, courseAnswer.id, lessonAnswer);
  return readLesson(db, lessonId);
}

/** A course whose first lesson is bought and not completed, so the next one is locked behind it. */
function courseOfThree(): Course {
  const answer = course("c1", [
    { id: "l0", bought: true },
    { id: "l1", bought: true },
    { id: "l2", bought: false },
  ]);
  return {
    ...answer,
    lessons: answer.lessons.map((l) => (l.id === "l1" ? { ...l, is_completed: true } : l)),
  };
}

describe("a course's view from its answer in hand", () => {
  it.each([
    ["a course of one bought lesson", course("c1", [{ id: "l1", bought: true }])],
    ["three lessons: one completed, one behind it, one not bought (their locks)", courseOfThree()],
    ["a course with no lessons", course("c1", [])],
  ])("is the stored view: %s", async (_, courseAnswer) => {
    const inHand = courseViewInHand(courseAnswer);
    await mergeCourse(db, courseAnswer, undefined);
    expect(inHand).toEqual(await readCourse(db, courseAnswer.id));
  });
});

describe("a lesson's view from the answers in hand", () => {
  it.each([
    ["a bought lesson with nothing done", course("c1", [{ id: "l1", bought: true }]), "l1", lesson("l1")],
    [
      "a lesson with a section done (counts and completion from its words)",
      course("c1", [{ id: "l1", bought: true }]),
      "l1",
      lesson("l1", { completed: ["l1-w1", "l1-w2", "l1-w3"] }),
    ],
    ["a lesson behind one not completed (its lock)", courseOfThree(), "l1", lesson("l1")],
    ["the first lesson of three", courseOfThree(), "l0", lesson("l0", { completed: ["l0-w4"] })],
    ["a lesson not bought (no answer of its own)", courseOfThree(), "l2", null],
    ["a bought lesson whose own answer has not come", courseOfThree(), "l1", null],
  ])("is the stored view: %s", async (_, courseAnswer, lessonId, lessonAnswer) => {
    const inHand = lessonViewInHand("c1", lessonId, courseAnswer, lessonAnswer);
    expect(inHand).not.toBeNull();
    expect(inHand).toEqual(await storedView(courseAnswer, lessonId, lessonAnswer));
  });

  it("orders the sections as the device does, whatever the answer's order", async () => {
    const answer = lesson("l1");
    const reversed = { ...answer, sections: [...answer.sections].reverse() };
    const inHand = lessonViewInHand("c1", "l1", course("c1"), reversed);
    expect(inHand?.sections.map((s) => s.id)).toEqual(["l1-s1", "l1-s2"]);
    expect(inHand).toEqual(await storedView(course("c1"), "l1", reversed));
  });

  it("is null for a lesson the course does not list; another lesson's answer gives no sections", () => {
    expect(lessonViewInHand("c1", "lx", course("c1"), lesson("lx"))).toBeNull();
    const view = lessonViewInHand("c1", "l1", course("c1"), lesson("l9"));
    expect(view?.lesson?.id).toBe("l1");
    expect(view?.sections).toEqual([]);
  });
});

describe("a section's view from the answers in hand", () => {
  it.each([
    ["the first section, nothing done", course("c1"), "l1", "l1-s1", lesson("l1")],
    ["the second section behind an unfinished first (its lock)", course("c1"), "l1", "l1-s2", lesson("l1")],
    [
      "the second section once the first is done",
      course("c1"),
      "l1",
      "l1-s2",
      lesson("l1", { completed: ["l1-w1", "l1-w2"] }),
    ],
    [
      "a section of a lesson behind an unfinished one (its lesson's lock)",
      courseOfThree(),
      "l1",
      "l1-s1",
      lesson("l1"),
    ],
  ])("is the stored view: %s", async (_, courseAnswer, lessonId, sectionId, lessonAnswer) => {
    const inHand = sectionViewInHand("c1", lessonId, sectionId, courseAnswer, lessonAnswer);
    expect(inHand).not.toBeNull();
    await storedView(courseAnswer, lessonId, lessonAnswer);
    expect(inHand).toEqual(await readSectionWords(db, sectionId));
  });

  it("is null without the lesson's answer, for a section the lesson does not have, or a lesson the course does not list", () => {
    expect(sectionViewInHand("c1", "l1", "l1-s1", course("c1"), null)).toBeNull();
    expect(sectionViewInHand("c1", "l1", "l1-s9", course("c1"), lesson("l1"))).toBeNull();
    expect(sectionViewInHand("c1", "lx", "lx-s1", course("c1"), lesson("lx"))).toBeNull();
  });
});

describe("viewToShow: which view a daily screen shows", () => {
  const nothing = () => "nothing";
  it("shows the device's view once it holds the content, even with answers in hand", () => {
    expect(viewToShow("stored", true, { view: "hand", coming: false }, nothing)).toBe("stored");
  });
  it("shows the answers in hand over a device's view that holds nothing of it", () => {
    expect(viewToShow("empty", false, { view: "hand", coming: false }, nothing)).toBe("hand");
  });
  it("shows the device's empty view when no answers are in hand", () => {
    expect(viewToShow("empty", false, { view: null, coming: true }, nothing)).toBe("empty");
  });
  it("shows a view of nothing while the answers are slow and the device has not answered", () => {
    expect(viewToShow(undefined, false, { view: null, coming: true }, nothing)).toBe("nothing");
  });
  it("shows nothing yet while neither has answered and the answers are not slow", () => {
    expect(viewToShow(undefined, false, { view: null, coming: false }, nothing)).toBeUndefined();
  });
});
