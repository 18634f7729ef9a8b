import { examStartPath, lessonPath, type SectionPlace, wordPath } from "../../shared/route-paths";

/**
 * Where "weiter" leads after a word: the next word; after the last one the section's first exam's
 * start page, or the lesson page when the section has no exam (product-spec.md section 2).
 */
export function afterWordPath(
  place: SectionPlace,
  nextWordId: string | undefined,
  firstExamId: string | undefined,
): string {
  if (nextWordId !== undefined) return wordPath(place, nextWordId);
  if (firstExamId !== undefined) return examStartPath({ ...place, examId: firstExamId });
  return lessonPath(place);
}
