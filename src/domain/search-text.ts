import { toLatinDigits } from "./digits";

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", ẞ: "ss" };
const ARABIC_TO_PERSIAN: Record<string, string> = {
  ي: "ی",
  ى: "ی",
  ك: "ک",
  ۀ: "ه",
  ة: "ه",
  أ: "ا",
  إ: "ا",
  آ: "ا",
};

// Zero-width joiners and non-joiners, direction marks, the tatweel.
const INVISIBLES = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\u0640\ufeff]/g;
// Arabic-script diacritics (harakat, tanwin, shadda, sukun, superscript alef).
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const COMBINING_MARKS = /\p{M}/gu;

function baseFold(text: string): string {
  return toLatinDigits(text)
    .toLocaleLowerCase("de")
    .replace(INVISIBLES, "")
    .replace(ARABIC_MARKS, "")
    .replace(/[يىكۀةأإآ]/g, (c) => ARABIC_TO_PERSIAN[c] ?? c);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The one normalisation for search, shared by the server and the app's offline search:
 * case-insensitive, ä = ae (ö, ü likewise), ß = ss, Persian ی/ي and ک/ك alike, zero-width
 * non-joiners and diacritics ignored, Persian digits read as Latin.
 */
export function normalizeForSearch(text: string): string {
  const expanded = baseFold(text).replace(/[äöüßẞ]/g, (c) => UMLAUTS[c] ?? c);
  return collapse(expanded.normalize("NFD").replace(COMBINING_MARKS, "").normalize("NFC"));
}

/** Like normalizeForSearch, but ä becomes a (so "Madchen" still finds "Mädchen"). */
function normalizeStripped(text: string): string {
  return collapse(
    baseFold(text).replace(/[ßẞ]/g, "ss").normalize("NFD").replace(COMBINING_MARKS, "").normalize("NFC"),
  );
}

const SEPARATOR = "\u0001";

/**
 * Builds a searchable key from the fields of a row (a bookmark's word, translations and note).
 * Each field is kept in two forms, umlauts spelled out and umlauts stripped, so a query typed
 * either way matches; fields are separated so a match never spans two of them.
 */
export function buildSearchKey(fields: ReadonlyArray<string | null | undefined>): string {
  const parts: string[] = [];
  for (const field of fields) {
    if (!field) continue;
    parts.push(normalizeForSearch(field), normalizeStripped(field));
  }
  return parts.join(SEPARATOR);
}

/** True when the query (normalised the same way) occurs in the key; an empty query matches all. */
export function matchesSearch(key: string, query: string): boolean {
  const needle = normalizeForSearch(query);
  return needle === "" || key.includes(needle);
}
