import { describe, expect, it } from "vitest";
import { lessonProgress, sectionProgress } from "./progress";

describe("progress", () => {
  it("counts done words and completes a section when all are done", () => {
    expect(sectionProgress([{ is_completed: true }, { is_completed: false }])).toEqual({
      word_count: 2,
      done_word_count: 1,
      is_completed: false,
    });
    expect(sectionProgress([{ is_completed: true }]).is_completed).toBe(true);
  });

  it("never completes an empty section or lesson", () => {
    expect(sectionProgress([]).is_completed).toBe(false);
    expect(lessonProgress([]).is_completed).toBe(false);
  });

  it("completes a lesson when every section is", () => {
    expect(lessonProgress([{ is_completed: true }, { is_completed: true }])).toEqual({
      sections_count: 2,
      done_sections_count: 2,
      is_completed: true,
    });
  });
});
