import fs from "node:fs";
import { Buffer as ShapingBuffer, Font, shape } from "harfbuzzjs";
import { harfBuzzFace } from "./subset-fonts";

/**
 * The logo's word as outlines. The mark (src/ui/logo.tsx) once drew «واژه» as SVG text in the page's
 * Vazirmatn bold: Chromium laid that text out again each time one of the page's fonts arrived
 * (InlineNode::FindSvgTextChunks, 15–30 ms of a start's main thread on a slow host), and until the
 * bold file came it showed in a fallback font. The word never changes, so it is shaped here, once,
 * by HarfBuzz (Arabic joining and mark placement as the browser would), and kept as a path
 * (src/ui/logo-word-path.ts). logo-word.test.ts shapes it again and compares.
 *
 * Run `npx tsx scripts/logo-word.ts` to print the file after a change of font or word.
 */

/**
 * The font the word was drawn in: Vazirmatn bold, from the variable file the app's own Persian
 * subset is cut from, at that weight.
 */
export const LOGO_FONT = {
  file: "node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2",
  weight: 700,
} as const;

/** Where the word sits in the mark's 64 × 64 box: as the SVG text had it. */
export const LOGO_WORD_PLACE = { fontSize: 20.4, centreX: 32, baseline: 35.8 } as const;

/** A tenth of the box's unit: at the largest mark (80 px) an error under a tenth of a pixel. */
const round = (value: number) => String(Math.round(value * 10) / 10);

/**
 * `text` shaped in its own direction in `font` (a file; a variable one at `weight`), as SVG path data in a box
 * whose units are the font size's: centred on `centreX` (as `text-anchor: middle`) or starting at `startX` (as
 * SVG text's default for left-to-right text), its baseline at `baseline`.
 */
export async function shapedWordPath(
  text: string,
  font: { file: string; weight?: number },
  place: { fontSize: number; baseline: number } & ({ centreX: number } | { startX: number }),
): Promise<string> {
  const face = await harfBuzzFace(fs.readFileSync(font.file), font.weight);
  const shaper = new Font(face);
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(shaper, buffer);
  // Right-to-left text comes out of HarfBuzz in visual order, left to right.
  const glyphs = buffer.getGlyphInfosAndPositions();
  const scale = place.fontSize / face.upem;
  const width = glyphs.reduce((sum, glyph) => sum + (glyph.xAdvance ?? 0), 0);
  let penX = "centreX" in place ? place.centreX / scale - width / 2 : place.startX / scale;
  const parts: string[] = [];
  for (const glyph of glyphs) {
    const originX = penX + (glyph.xOffset ?? 0);
    const originY = glyph.yOffset ?? 0;
    for (const command of shaper.glyphToJson(glyph.codepoint)) {
      const points: string[] = [];
      for (let i = 0; i + 1 < command.values.length; i += 2) {
        const x = (originX + (command.values[i] ?? 0)) * scale;
        // The font's y grows upwards, the SVG's downwards.
        const y = place.baseline - (originY + (command.values[i + 1] ?? 0)) * scale;
        points.push(`${round(x)} ${round(y)}`);
      }
      parts.push(command.type + points.join(" "));
    }
    penX += glyph.xAdvance ?? 0;
  }
  return parts.join("");
}

/** The text of src/ui/logo-word-path.ts for the app's name. */
export function logoWordModule(path: string): string {
  return [
    "// Written by scripts/logo-word.ts (`npx tsx scripts/logo-word.ts`), checked by scripts/logo-word.test.ts:",
    "// «واژه» in Vazirmatn bold, shaped by HarfBuzz, in the logo's 64 × 64 box.",
    `export const LOGO_WORD_PATH =\n  "${path}";`,
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { fa } = await import("../src/i18n/fa");
  process.stdout.write(logoWordModule(await shapedWordPath(fa.appName, LOGO_FONT, LOGO_WORD_PLACE)));
}
