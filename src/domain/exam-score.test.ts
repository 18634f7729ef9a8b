import { describe, expect, it } from "vitest";
import { examScore, finalScore, runningAverage } from "./exam-score";

describe("examScore", () => {
  it("is the rounded percentage of correct answers out of all questions", () => {
    expect(examScore(8, 8)).toBe(100);
    expect(examScore(0, 8)).toBe(0);
    expect(examScore(4, 8)).toBe(50);
    expect(examScore(1, 3)).toBe(33);
    expect(examScore(2, 3)).toBe(67);
    expect(examScore(5, 8)).toBe(63); // 62.5 rounds up
    expect(examScore(1, 7)).toBe(14);
  });

  it("is 0 for an exam without questions", () => {
    expect(examScore(0, 0)).toBe(0);
    expect(examScore(3, 0)).toBe(0);
    expect(examScore(1, -2)).toBe(0);
    expect(examScore(1, Number.NaN)).toBe(0);
  });

  it("stays within 0–100 for impossible counts", () => {
    expect(examScore(9, 8)).toBe(100);
    expect(examScore(-1, 8)).toBe(0);
  });
});

describe("runningAverage", () => {
  it("is the mean of the values, 0 for none", () => {
    expect(runningAverage([])).toBe(0);
    expect(runningAverage([80])).toBe(80);
    expect(runningAverage([80, 40])).toBe(60);
    expect(runningAverage([100, 50, 0])).toBe(50);
    expect(runningAverage([10, 20, 30, 40])).toBeCloseTo(25, 10);
  });
});

describe("finalScore", () => {
  const taken = (score: number) => ({ high: { score } });
  const notTaken = { high: null };

  it("averages the exams' high scores, rounded", () => {
    expect(finalScore([taken(80)])).toBe(80);
    expect(finalScore([taken(80), taken(45)])).toBe(63); // 62.5
    expect(finalScore([taken(100), taken(100), taken(100)])).toBe(100);
  });

  it("averages only the exams taken: one taken of three is that exam's score", () => {
    expect(finalScore([taken(63), notTaken, notTaken])).toBe(63);
    expect(finalScore([taken(90), notTaken, taken(40)])).toBe(65);
    expect(finalScore([notTaken, notTaken])).toBe(0);
  });

  it("counts a taken exam scored 0 (it lowers the average)", () => {
    expect(finalScore([taken(80), taken(0), notTaken])).toBe(40);
  });

  it("is 0 without exams", () => {
    expect(finalScore([])).toBe(0);
  });
});
