import { describe, expect, it } from "vitest";
import { type QuestionRow, questionSeed, questionView, seededShuffle } from "./question-view.js";

const base = { examId: "exam-1", index: 0, question: "?", questionTarget: null };

describe("seededShuffle", () => {
  it("is deterministic for one seed and keeps the same items", () => {
    const items = ["a", "b", "c", "d", "e", "f"];
    const once = seededShuffle(items, "s1", items);
    expect(seededShuffle(items, "s1", items)).toEqual(once);
    expect([...once].sort()).toEqual(items);
    expect(items).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("never returns the order to avoid when there are two or more distinct items", () => {
    const cases: string[][] = [
      ["a", "b"],
      ["a", "b", "c"],
      ["a", "a", "b"],
      ["x", "y", "x", "y"],
      ["Er", "gibt", "mir", "die", "Hand"],
    ];
    for (const items of cases) {
      for (let s = 0; s < 300; s += 1) {
        const out = seededShuffle(items, `seed-${s}`, items);
        expect(out).not.toEqual(items);
        expect([...out].sort()).toEqual([...items].sort());
      }
    }
  });

  it("gives different orders for different seeds", () => {
    const items = ["a", "b", "c", "d", "e", "f", "g"];
    const orders = new Set(Array.from({ length: 30 }, (_, s) => seededShuffle(items, `k${s}`, items).join()));
    expect(orders.size).toBeGreaterThan(5);
  });

  it("leaves single items and all-equal items as they are", () => {
    expect(seededShuffle(["a"], "s", ["a"])).toEqual(["a"]);
    expect(seededShuffle(["a", "a", "a"], "s", ["a", "a", "a"])).toEqual(["a", "a", "a"]);
    expect(seededShuffle([], "s", [])).toEqual([]);
  });
});

describe("questionView", () => {
  it("multiple choice and image: the choices, an empty answer, never the correct column", () => {
    const mc: QuestionRow = {
      ...base,
      type: "QUESTION_TYPE_MULTIPLE_CHOICE",
      answers: ["x", "y", "z"],
      target: [],
      correct: ["y"],
    };
    expect(questionView(mc)).toEqual({
      type: "QUESTION_TYPE_MULTIPLE_CHOICE",
      question: "?",
      question_target: null,
      answers: ["x", "y", "z"],
      answer: [],
    });
    const image: QuestionRow = {
      ...mc,
      type: "QUESTION_TYPE_IMAGE",
      questionTarget: "/media/words/hand.svg",
    };
    expect(questionView(image)).toMatchObject({ question_target: "/media/words/hand.svg", answer: [] });
  });

  it("sortable: shuffled items (not the correct order) and the slot labels", () => {
    const items = ["Herr", "Schmidt", "ist", "mein", "Lehrer"];
    for (let index = 0; index < 50; index += 1) {
      const row: QuestionRow = {
        ...base,
        index,
        type: "QUESTION_TYPE_SORTABLE",
        answers: items,
        target: ["", "", "", "", ""],
        correct: items,
      };
      const view = questionView(row);
      expect(view.answers).not.toEqual(items);
      expect([...view.answers].sort()).toEqual([...items].sort());
      expect(view.answer).toEqual(["", "", "", "", ""]);
      expect(questionView(row)).toEqual(view);
    }
  });

  it("pluggable (and unknown types): the left items and the right items shuffled", () => {
    const left = ["bitte", "Hand", "danke"];
    const right = ["لطفاً", "دست", "ممنون"];
    for (const type of ["QUESTION_TYPE_PLUGGABLE", "SOMETHING_ELSE"]) {
      for (let index = 0; index < 50; index += 1) {
        const row: QuestionRow = { ...base, index, type, answers: left, target: right, correct: right };
        const view = questionView(row);
        expect(view.type).toBe(type);
        expect(view.answers).toEqual(left);
        expect(view.answer).not.toEqual(right);
        expect([...view.answer].sort()).toEqual([...right].sort());
      }
    }
  });

  it("uses the given seed, defaulting to exam id and question index", () => {
    const items = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const row: QuestionRow = {
      ...base,
      type: "QUESTION_TYPE_SORTABLE",
      answers: items,
      target: [],
      correct: items,
    };
    expect(questionView(row)).toEqual(questionView(row, questionSeed(row)));
    expect(questionSeed(row)).toBe("exam-1#0");
    const seeds = new Set(Array.from({ length: 20 }, (_, s) => questionView(row, `x${s}`).answers.join()));
    expect(seeds.size).toBeGreaterThan(1);
  });
});
