import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./exam-grading.js";

const multipleChoice = {
  type: "QUESTION_TYPE_MULTIPLE_CHOICE",
  answers: ["خانم، زن", "دست", "آقا", "خداحافظ"],
  correct: ["خانم، زن"],
};
const image = { type: "QUESTION_TYPE_IMAGE", answers: ["Herr", "Tag", "Frau", "Hand"], correct: ["Hand"] };
const sortable = {
  type: "QUESTION_TYPE_SORTABLE",
  answers: ["Herr", "Schmidt", "ist", "mein", "Lehrer"],
  correct: ["Herr", "Schmidt", "ist", "mein", "Lehrer"],
};
const pluggable = {
  type: "QUESTION_TYPE_PLUGGABLE",
  answers: ["bitte", "Hand", "danke"],
  correct: ["لطفاً", "دست", "ممنون"],
};

describe("gradeAnswer: multiple choice and image", () => {
  it("is correct for the correct choice and wrong for another choice", () => {
    expect(gradeAnswer(multipleChoice, ["خانم، زن"])).toEqual({
      valid: true,
      correct: true,
      answer: ["خانم، زن"],
    });
    expect(gradeAnswer(multipleChoice, ["دست"])).toEqual({
      valid: true,
      correct: false,
      answer: ["خانم، زن"],
    });
    expect(gradeAnswer(image, ["Hand"])).toEqual({ valid: true, correct: true, answer: ["Hand"] });
    expect(gradeAnswer(image, ["Frau"])).toEqual({ valid: true, correct: false, answer: ["Hand"] });
  });

  it("refuses anything but exactly one of the choices", () => {
    expect(gradeAnswer(multipleChoice, [])).toEqual({ valid: false, problem: "one-choice-expected" });
    expect(gradeAnswer(multipleChoice, ["خانم، زن", "دست"])).toEqual({
      valid: false,
      problem: "one-choice-expected",
    });
    expect(gradeAnswer(image, ["Katze"])).toEqual({ valid: false, problem: "unknown-choice" });
    expect(gradeAnswer(image, ["hand"])).toEqual({ valid: false, problem: "unknown-choice" });
  });
});

describe("gradeAnswer: sortable", () => {
  it("is correct only in the correct order", () => {
    expect(gradeAnswer(sortable, ["Herr", "Schmidt", "ist", "mein", "Lehrer"])).toMatchObject({
      valid: true,
      correct: true,
    });
    const wrong = gradeAnswer(sortable, ["Schmidt", "Herr", "ist", "mein", "Lehrer"]);
    expect(wrong).toEqual({ valid: true, correct: false, answer: sortable.correct });
  });

  it("accepts every order the content lists, and shows the learner's own order as the answer", () => {
    const question = {
      type: "QUESTION_TYPE_SORTABLE",
      answers: ["ich", "verstehe", "das", "nicht."],
      correct: ["ich", "verstehe", "das", "nicht."],
      accepted: [["das", "verstehe", "ich", "nicht."]],
    };
    const other = ["das", "verstehe", "ich", "nicht."];
    expect(gradeAnswer(question, other)).toEqual({ valid: true, correct: true, answer: other });
    expect(gradeAnswer(question, ["verstehe", "ich", "das", "nicht."])).toEqual({
      valid: true,
      correct: false,
      answer: question.correct,
    });
  });

  it("requires the same items, each as often as in the question", () => {
    expect(gradeAnswer(sortable, ["Herr", "Schmidt", "ist", "mein"])).toEqual({
      valid: false,
      problem: "not-the-same-items",
    });
    expect(gradeAnswer(sortable, ["Herr", "Herr", "ist", "mein", "Lehrer"])).toEqual({
      valid: false,
      problem: "not-the-same-items",
    });
    expect(gradeAnswer(sortable, ["Herr", "Schmidt", "ist", "mein", "Lehrerin"])).toMatchObject({
      valid: false,
    });
  });

  it("handles repeated items", () => {
    const repeated = {
      type: "QUESTION_TYPE_SORTABLE",
      answers: ["die", "Frau", "und", "die"],
      correct: ["die", "Frau", "und", "die"],
    };
    expect(gradeAnswer(repeated, ["die", "Frau", "und", "die"])).toMatchObject({
      valid: true,
      correct: true,
    });
    expect(gradeAnswer(repeated, ["die", "die", "und", "Frau"])).toMatchObject({
      valid: true,
      correct: false,
    });
  });
});

describe("gradeAnswer: pluggable", () => {
  it("is correct when every left item got its own right item", () => {
    expect(gradeAnswer(pluggable, ["لطفاً", "دست", "ممنون"])).toEqual({
      valid: true,
      correct: true,
      answer: pluggable.correct,
    });
    expect(gradeAnswer(pluggable, ["دست", "لطفاً", "ممنون"])).toEqual({
      valid: true,
      correct: false,
      answer: pluggable.correct,
    });
  });

  it("requires one right item per left item, each right item once", () => {
    expect(gradeAnswer(pluggable, ["لطفاً", "دست"])).toEqual({ valid: false, problem: "wrong-length" });
    expect(gradeAnswer(pluggable, ["لطفاً", "لطفاً", "ممنون"])).toEqual({
      valid: false,
      problem: "not-the-same-items",
    });
    expect(gradeAnswer(pluggable, ["لطفاً", "دست", "سلام"])).toEqual({
      valid: false,
      problem: "not-the-same-items",
    });
  });

  it("treats an unknown type as pluggable", () => {
    const other = { ...pluggable, type: "QUESTION_TYPE_MATCHING" };
    expect(gradeAnswer(other, ["لطفاً", "دست", "ممنون"])).toMatchObject({ valid: true, correct: true });
  });
});

describe("gradeAnswer: the correct answer it returns", () => {
  it("is a copy, so a caller cannot change the question", () => {
    const result = gradeAnswer(image, ["Hand"]);
    if (!result.valid) throw new Error("expected a valid grading");
    result.answer.push("x");
    expect(image.correct).toEqual(["Hand"]);
  });
});
