import { describe, expect, it } from "vitest";
import { isLessonComplete, isSectionComplete, lessonProgress, sectionProgress } from "./progress";

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

describe("completion rules (the server's too)", () => {
  it("a section needs words, all done; a lesson needs sections, all complete", () => {
    expect(isSectionComplete(0, 0)).toBe(false);
    expect(isSectionComplete(3, 2)).toBe(false);
    expect(isSectionComplete(3, 3)).toBe(true);
    expect(isLessonComplete(0, 0)).toBe(false);
    expect(isLessonComplete(2, 1)).toBe(false);
    expect(isLessonComplete(2, 2)).toBe(true);
  });
});
