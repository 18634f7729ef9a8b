const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_LETTER = /[A-Za-zÀ-ÿ]/;

/**
 * How to mark up a piece of exam data whose language is not known beforehand (a choice may be
 * German or Persian): German text reads left to right in the Latin font; anything else is `auto`.
 */
export function textProps(text: string): { dir: "ltr" | "auto"; lang?: "de" } {
  return !ARABIC_SCRIPT.test(text) && LATIN_LETTER.test(text) ? { dir: "ltr", lang: "de" } : { dir: "auto" };
}
