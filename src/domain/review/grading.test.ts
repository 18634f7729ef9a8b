import { describe, expect, it } from "vitest";
import { GRADES, gradeForChoice, gradeForSpelling, isGrade, raisedToEasy } from "./grading";

describe("answers grade themselves", () => {
  it("right is Good, almost right (umlaut, capital) Hard, wrong Again", () => {
    expect(gradeForSpelling("correct")).toBe(GRADES.good);
    expect(gradeForSpelling("umlaut-missing")).toBe(GRADES.hard);
    expect(gradeForSpelling("case")).toBe(GRADES.hard);
    expect(gradeForSpelling("wrong")).toBe(GRADES.again);
    expect(gradeForChoice(true)).toBe(GRADES.good);
    expect(gradeForChoice(false)).toBe(GRADES.again);
  });

  it("only a right answer may be raised to Easy", () => {
    expect(raisedToEasy(GRADES.good)).toBe(GRADES.easy);
    expect(raisedToEasy(GRADES.hard)).toBe(GRADES.hard);
    expect(raisedToEasy(GRADES.again)).toBe(GRADES.again);
  });

  it("knows a grade from anything else", () => {
    expect([0, 1, 4, 5, "3", null].map(isGrade)).toEqual([false, true, true, false, false, false]);
  });
});
