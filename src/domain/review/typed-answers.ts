import { checkSpelling, type SpellingResult } from "../answer-checks";

/**
 * Typed answers of review cards, with word study's tolerance (an umlaut or a capital off is "almost").
 * The plural may be typed with or without its article «die», and is stored either way.
 */
const withoutDie = (text: string) => text.trim().replace(/^die\s+/i, "");

export function checkPlural(typed: string, plural: string): SpellingResult {
  return checkSpelling(withoutDie(typed), withoutDie(plural));
}

/** The plural as the card shows it: always with «die». */
export function pluralWithArticle(plural: string): string {
  return `die ${withoutDie(plural)}`;
}
