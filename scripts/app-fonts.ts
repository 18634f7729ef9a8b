import fs from "node:fs";
import path from "node:path";
import { charactersIn, type FontSubset, GERMAN_TEXT, PERSIAN_TEXT } from "./subset-fonts";

/** Every text the app shows from the repository: the catalogue and the seeded courses. */
export function shownTexts(): string[] {
  const content = path.resolve("server/seed/content");
  const files = fs
    .readdirSync(content, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => path.join(content, file));
  return [path.resolve("src/i18n/fa.ts"), ...files].map((file) => fs.readFileSync(file, "utf8"));
}

/**
 * Punctuation around Persian words (the colon, the ellipsis, the full stop, brackets, «»): ASCII,
 * Latin-1 and General Punctuation, no letters and no digits. Vazirmatn's Arabic-script file holds
 * none of it, so each mark fell to Inter, next in --font-sans: a screen with no Latin word fetched
 * Inter's two files (37 kB) for a «…» and a screen reader's «:» (issue 13, the lesson page).
 */
const PUNCTUATION: ReadonlyArray<[number, number]> = [
  [0x21, 0x2f],
  [0x3a, 0x40],
  [0x5b, 0x60],
  [0x7b, 0x7e],
  [0xa1, 0xbf],
  [0x2012, 0x203a],
];

/**
 * The weights the app draws Persian in (regular text, `font-medium`, `font-bold`), kept in one
 * variable file: every signed-in screen draws at least two of them (its tab bar is medium), and a
 * lesson all three. As three static files a lesson's first visit fetched 39 kB in three requests,
 * each a relayout of its text when it came (issue 13); the variable file is 21 kB, one request, one
 * relayout.
 */
export const VAZIRMATN_WEIGHTS = [400, 700] as const;

/**
 * The fonts the app paints with, cut to the characters it shows (scripts/subset-fonts.ts): the
 * Persian set and the Latin-1 set, with any other character of the same script the catalogue or
 * the seeded content holds, so new content does not fall back to a system font.
 */
export function appFontSubsets(): FontSubset[] {
  const texts = shownTexts();
  const persian = PERSIAN_TEXT + charactersIn(texts, [[0x0600, 0x06ff]]);
  const german = GERMAN_TEXT + charactersIn(texts, [[0x20, 0xff]]);
  // Whatever the Persian file holds stays its own (no two faces of one weight share a character).
  const punctuation = [...new Set(charactersIn([GERMAN_TEXT, ...texts], PUNCTUATION))]
    .filter((char) => !/[\p{L}\p{N}]/u.test(char))
    .filter((char) => !PERSIAN_TEXT.includes(char))
    .join("");
  // Vazirmatn's Persian letters from its Arabic-script file, and its punctuation from its Latin
  // file: a Persian line draws both in its own font. Each is one variable file for the weights the
  // app draws (VAZIRMATN_WEIGHTS), not a static file per weight.
  const vazirmatn = (subset: "arabic" | "latin", name: string, text: string): FontSubset => ({
    family: "Vazirmatn",
    weight: VAZIRMATN_WEIGHTS,
    source: `node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-${subset}-wght-normal.woff2`,
    file: `vazirmatn-${name}.woff2`,
    text,
  });
  return [
    vazirmatn("arabic", "persian", persian),
    vazirmatn("latin", "punctuation", punctuation),
    ...[400, 600].map((weight) => ({
      family: "Inter",
      weight,
      source: `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
      file: `inter-german-${weight}.woff2`,
      text: german,
    })),
  ];
}
