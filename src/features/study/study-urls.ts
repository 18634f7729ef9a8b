/** Where a section's study lives, and where it leads. */
export interface SectionPath {
  courseId: string;
  lessonId: string;
  sectionId: string;
}

const seg = encodeURIComponent;

export function wordUrl(path: SectionPath, wordId: string): string {
  return `/vocabulary/${seg(path.courseId)}/${seg(path.lessonId)}/${seg(path.sectionId)}/${seg(wordId)}`;
}

export function lessonUrl(path: Pick<SectionPath, "courseId" | "lessonId">): string {
  return `/lesson/${seg(path.courseId)}/${seg(path.lessonId)}`;
}

export function examStartUrl(path: SectionPath, examId: string): string {
  return `/exam/${seg(path.courseId)}/${seg(path.lessonId)}/${seg(path.sectionId)}/${seg(examId)}/start`;
}

/** The summary after a section's last word (words studied, those missed). */
export function sectionEndUrl(path: SectionPath): string {
  return `/vocabulary/${seg(path.courseId)}/${seg(path.lessonId)}/${seg(path.sectionId)}?summary`;
}

/** A missed word asked again from the section's summary. */
export function retryWordUrl(path: SectionPath, wordId: string): string {
  return `${wordUrl(path, wordId)}?retry`;
}

/** Where the section's summary goes on: its first exam's start page, or the lesson page without one. */
export function afterSectionUrl(path: SectionPath, firstExamId: string | undefined): string {
  return firstExamId !== undefined ? examStartUrl(path, firstExamId) : lessonUrl(path);
}

/**
 * Where "weiter" leads after a word: the next word; after the last one the section's summary, which
 * then goes on to the first exam's start page or the lesson page (product-spec.md section 2).
 */
export function afterWordUrl(path: SectionPath, nextWordId: string | undefined): string {
  return nextWordId !== undefined ? wordUrl(path, nextWordId) : sectionEndUrl(path);
}
