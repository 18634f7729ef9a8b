import fs from "node:fs";
import path from "node:path";
import { shapedWordPath } from "./logo-word";

/**
 * The seeded courses' covers (server/seed/images/courses) name their level in large letters. As SVG
 * `<text>` in «Arial, Helvetica, sans-serif», each cover, an SVG document of its own, was laid out
 * by the browser in whatever system font answered (a different one on each platform; on Linux a
 * font lookup in the browser process per cover). The words are outlines instead, shaped once by
 * HarfBuzz in Inter bold, the app's Latin face, as the logo's word is (logo-word.ts).
 * course-covers.test.ts shapes them again and compares.
 *
 * Run `npx tsx scripts/course-covers.ts` to write the covers again after a change of font or word.
 */

export const COVERS_DIR = "server/seed/images/courses";

/** Each cover's file and the word it shows. */
export const COVER_WORDS: Readonly<Record<string, string>> = { "a1.svg": "A1", "a2.svg": "A2" };

/** Inter bold (static), from the package the app's German subsets are cut from. */
export const COVER_FONT = {
  file: "node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2",
} as const;

/** Where the word sits in the 320 × 180 cover: as its SVG text had it. */
export const COVER_WORD_PLACE = { fontSize: 84, startX: 40, baseline: 100 } as const;

/** The cover's word as a white path, marked with the word it draws, so a second run replaces it. */
export async function coverWordElements(word: string): Promise<string> {
  const d = await shapedWordPath(word, COVER_FONT, COVER_WORD_PLACE);
  return `<path data-word="${word}" d="${d}" fill="#fff"/>`;
}

/** The cover's SVG with its word (as text, or as an earlier run's path) replaced by `elements`. */
export function withWord(svg: string, word: string, elements: string): string {
  const asText = new RegExp(`<text\\b[^>]*>${word}</text>`);
  const asPath = new RegExp(`<path data-word="${word}"[^>]*/>`);
  const found = asText.test(svg) ? asText : asPath.test(svg) ? asPath : null;
  if (!found) throw new Error(`No «${word}» in the cover, as text or as its marked path.`);
  return svg.replace(found, elements);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, word] of Object.entries(COVER_WORDS)) {
    const target = path.join(COVERS_DIR, file);
    fs.writeFileSync(target, withWord(fs.readFileSync(target, "utf8"), word, await coverWordElements(word)));
  }
}
