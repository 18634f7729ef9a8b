/** The article a noun's gender takes: der (masculine), das (neuter), die (otherwise). */
export function articleFor(gender: string | null | undefined): "der" | "das" | "die" {
  if (gender === "masculine") return "der";
  if (gender === "neuter") return "das";
  return "die";
}

export const ARTICLE_MAX_LENGTH = 3;

/** The learner's article answer, compared to the noun's gender (case and spaces ignored). */
export function checkArticle(answer: string, gender: string | null | undefined): boolean {
  return answer.trim().toLowerCase().slice(0, ARTICLE_MAX_LENGTH) === articleFor(gender);
}

export type SpellingResult = "correct" | "umlaut-missing" | "case" | "wrong";

const stripUmlauts = (text: string) =>
  text
    .replace(/ä/g, "a")
    .replace(/ö/g, "o")
    .replace(/ü/g, "u")
    .replace(/Ä/g, "A")
    .replace(/Ö/g, "O")
    .replace(/Ü/g, "U")
    .replace(/ß/g, "ss");
const spellOut = (text: string) =>
  text
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae")
    .replace(/Ö/g, "Oe")
    .replace(/Ü/g, "Ue")
    .replace(/ß/g, "ss");
const tidy = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ");

/**
 * The typed word compared to `translation.german` (trimmed). Only an exact match is correct; a
 * missing umlaut (Madchen, Maedchen) or a wrong capital is still wrong, but named, so the app can
 * say so kindly.
 */
export function checkSpelling(answer: string, german: string): SpellingResult {
  const typed = tidy(answer);
  const expected = tidy(german);
  if (typed === expected) return "correct";
  if (typed !== "" && (typed === stripUmlauts(expected) || typed === spellOut(expected)))
    return "umlaut-missing";
  if (typed.toLowerCase() === expected.toLowerCase()) return "case";
  const folded = typed.toLowerCase();
  if (
    folded !== "" &&
    (folded === stripUmlauts(expected).toLowerCase() || folded === spellOut(expected).toLowerCase())
  ) {
    return "umlaut-missing";
  }
  return "wrong";
}

/** The letters of a word in an order that is not the word itself (when it has two different letters). */
export function shuffleLetters(word: string, seed: number): string[] {
  const letters = [...word.normalize("NFC")];
  const shuffled = [...letters];
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  if (shuffled.join("") === letters.join("") && new Set(letters).size > 1) {
    const first = shuffled.findIndex((c) => c !== shuffled[0]);
    [shuffled[0], shuffled[first]] = [shuffled[first] as string, shuffled[0] as string];
  }
  return shuffled;
}

/** A stable number from a string (a word's id), to seed the shuffle. */
export function seedFrom(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}
