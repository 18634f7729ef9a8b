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
 * The fonts the app paints with, cut to the characters it shows (scripts/subset-fonts.ts): the
 * Persian set and the Latin-1 set, with any other character of the same script the catalogue or
 * the seeded content holds, so new content does not fall back to a system font.
 */
export function appFontSubsets(): FontSubset[] {
  const texts = shownTexts();
  const persian = PERSIAN_TEXT + charactersIn(texts, [[0x0600, 0x06ff]]);
  const german = GERMAN_TEXT + charactersIn(texts, [[0x20, 0xff]]);
  return [
    ...[400, 500, 700].map((weight) => ({
      family: "Vazirmatn",
      weight,
      source: `node_modules/@fontsource/vazirmatn/files/vazirmatn-arabic-${weight}-normal.woff2`,
      file: `vazirmatn-persian-${weight}.woff2`,
      text: persian,
    })),
    ...[400, 600].map((weight) => ({
      family: "Inter",
      weight,
      source: `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
      file: `inter-german-${weight}.woff2`,
      text: german,
    })),
  ];
}
