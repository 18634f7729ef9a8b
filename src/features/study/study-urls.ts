import { examStartPath, lessonPath, type SectionPlace, wordPath } from "../../shared/route-paths";

// Where a section's study leads: built on the shared route paths (src/shared/route-paths.ts).

/** The summary after a section's last word (words studied, those missed). */
export const sectionEndUrl = (place: SectionPlace) => `${wordPath(place)}?summary`;

/** A missed word asked again from the section's summary. */
export const retryWordUrl = (place: SectionPlace, wordId: string) => `${wordPath(place, wordId)}?retry`;

/** Where the section's summary goes on: its first exam's start page, or the lesson page without one. */
export function afterSectionUrl(place: SectionPlace, firstExamId: string | undefined): string {
  return firstExamId !== undefined ? examStartPath({ ...place, examId: firstExamId }) : lessonPath(place);
}

/**
 * Where "weiter" leads after a word: the next word; after the last one the section's summary, which
 * then goes on to the first exam's start page or the lesson page (product-spec.md section 2).
 */
export function afterWordUrl(place: SectionPlace, nextWordId: string | undefined): string {
  return nextWordId !== undefined ? wordPath(place, nextWordId) : sectionEndUrl(place);
}
