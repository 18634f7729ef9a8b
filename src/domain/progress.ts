/** Done/total counts and completion of a section from its words, and of a lesson from its sections. */
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
    is_completed: words.length > 0 && done === words.length,
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
    is_completed: sections.length > 0 && done === sections.length,
  };
}
