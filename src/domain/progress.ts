/**
 * Done/total counts and completion of a section from its words, and of a lesson from its sections.
 * The server decides completion with the same two rules (server/src/services/content-views.ts).
 */

/** A section is complete when it has words and every one of them is done. */
export const isSectionComplete = (words: number, done: number): boolean => words > 0 && done >= words;

/** A lesson is complete when it has sections and every one of them is complete. */
export const isLessonComplete = (sections: number, doneSections: number): boolean =>
  sections > 0 && doneSections >= sections;

export interface SectionProgress {
  word_count: number;
  done_word_count: number;
  is_completed: boolean;
}

export function sectionProgress(words: ReadonlyArray<{ is_completed: boolean }>): SectionProgress {
  const done = words.filter((w) => w.is_completed).length;
  return {
    word_count: words.length,
    done_word_count: done,
    is_completed: isSectionComplete(words.length, done),
  };
}

export interface LessonProgress {
  sections_count: number;
  done_sections_count: number;
  is_completed: boolean;
}

export function lessonProgress(sections: ReadonlyArray<{ is_completed: boolean }>): LessonProgress {
  const done = sections.filter((s) => s.is_completed).length;
  return {
    sections_count: sections.length,
    done_sections_count: done,
    is_completed: isLessonComplete(sections.length, done),
  };
}
