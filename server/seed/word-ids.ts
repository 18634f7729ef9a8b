import type { AuthoredWord } from "./content-schema.js";

/**
 * Word ids. Authored words carry none: a word that was in the content before issue 17 (same course,
 * same German headword, same type) keeps the id it had then, from content/legacy-word-ids.json, so a
 * learner's progress and saved words stay attached to it. Any other word gets an id derived from its
 * course and headword: "a1-tisch-m", "a1-sein-verb", "a1-sein-pronoun" (nouns by gender: m, f, n, or
 * pl for plural-only; other words by type). Two words of a course that differ only in capitals
 * ("sie" and "Sie") would share that id: the capitalised one gets "-cap".
 */

/** course → "TYPE|german" → id */
export type LegacyWordIds = Record<string, Record<string, string>>;

export const legacyKey = (word: Pick<AuthoredWord, "type" | "german">): string =>
  `${word.type}|${word.german}`;

const FOLD: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** "Straßenbahn" → "strassenbahn", "Wie geht's?" → "wie-geht-s". */
export function slugOf(german: string): string {
  return german
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => FOLD[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function kindOf(word: Pick<AuthoredWord, "type" | "gender">): string {
  if (word.type !== "NOUN") return word.type.toLowerCase();
  switch (word.gender) {
    case "masculine":
      return "m";
    case "feminine":
      return "f";
    case "neuter":
      return "n";
    case null:
      return "pl";
  }
}

/** The derived id of a word new to the content (see the module comment). */
export function derivedWordId(
  courseId: string,
  word: Pick<AuthoredWord, "type" | "gender" | "german">,
): string {
  return `${courseId}-${slugOf(word.german) || "x"}-${kindOf(word)}`;
}

/**
 * The ids of one course's words, in the order given: legacy ids first, then derived ones. Throws when
 * two words would still share an id (the content check reports that as a duplicate headword).
 */
export function assignWordIds(
  courseId: string,
  wordsInOrder: ReadonlyArray<Pick<AuthoredWord, "type" | "gender" | "german">>,
  legacy: LegacyWordIds,
): string[] {
  const old = legacy[courseId] ?? {};
  const derived = wordsInOrder.map((word) => derivedWordId(courseId, word));
  const lowerTaken = new Set(
    wordsInOrder
      .filter((w) => w.german[0] === w.german[0]?.toLowerCase())
      .map((w) => derivedWordId(courseId, w)),
  );
  const ids = wordsInOrder.map((word, i) => {
    const kept = old[legacyKey(word)];
    if (kept) return kept;
    const id = derived[i] ?? "";
    const capitalised = word.german[0] !== word.german[0]?.toLowerCase();
    return capitalised && word.type !== "NOUN" && lowerTaken.has(id) ? `${id}-cap` : id;
  });
  const seen = new Map<string, number>();
  ids.forEach((id, i) => {
    const first = seen.get(id);
    if (first !== undefined) {
      throw new Error(
        `${courseId}: «${wordsInOrder[first]?.german}» and «${wordsInOrder[i]?.german}» would share the id ${id}`,
      );
    }
    seen.set(id, i);
  });
  return ids;
}
