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

/**
 * Where "weiter" leads after a word: the next word; after the last one the section's first exam's
 * start page, or the lesson page when the section has no exam (product-spec.md section 2).
 */
export function afterWordUrl(
  path: SectionPath,
  nextWordId: string | undefined,
  firstExamId: string | undefined,
): string {
  if (nextWordId !== undefined) return wordUrl(path, nextWordId);
  if (firstExamId !== undefined) return examStartUrl(path, firstExamId);
  return lessonUrl(path);
}
