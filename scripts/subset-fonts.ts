import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

/** One font file to cut down: the fontsource file it comes from and the characters it keeps. */
export interface FontSubset {
  family: string;
  /**
   * One weight, or the range a variable source keeps (its `wght` axis cut to it): one file then
   * draws every weight between, and its @font-face says so (`font-weight: 400 700`).
   */
  weight: number | readonly [number, number];
  /** The source file, from the project's root (a fontsource WOFF2, static or variable). */
  source: string;
  /** The written file's name (no directory). */
  file: string;
  /** The characters to keep, where the source has them. */
  text: string;
}

/**
 * A font file (WOFF2 or OpenType) as a HarfBuzz face, whole; a variable font at `weight` when one
 * is given (its `wght` axis pinned there, as the browser draws that weight).
 */
export async function harfBuzzFace(font: Buffer, weight?: number): Promise<Face> {
  // HarfBuzz reads OpenType, not WOFF2: subset-font gives the whole font back as OpenType.
  const sfnt = await subsetFont(font, "", {
    targetFormat: "sfnt",
    keepAllGlyphs: true,
    ...(weight === undefined ? {} : { variationAxes: { wght: weight } }),
  });
  return new Face(new Blob(sfnt));
}

/** A subset's weight as CSS writes it: `400`, or `400 700` for a variable file's range. */
export const cssWeight = (weight: FontSubset["weight"]): string =>
  typeof weight === "number" ? String(weight) : `${weight[0]} ${weight[1]}`;

/** The subset's file: its characters, and for a range of weights, the `wght` axis cut to it. */
export async function cutFont(source: Buffer, font: Pick<FontSubset, "weight" | "text">): Promise<Buffer> {
  return subsetFont(source, font.text, {
    targetFormat: "woff2",
    ...(typeof font.weight === "number"
      ? {}
      : { variationAxes: { wght: { min: font.weight[0], max: font.weight[1] } } }),
  });
}

/** The characters a font file holds (its character map, read by HarfBuzz). */
export async function charactersOf(font: Buffer): Promise<string> {
  const face = await harfBuzzFace(font);
  return String.fromCodePoint(...face.collectUnicodes());
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/**
 * What Persian text needs of Vazirmatn: the Persian and Arabic letters Persian writing uses, the
 * short vowels and marks, Persian and Arabic-Indic digits, Persian punctuation and the zero-width
 * joiners and direction marks. Its fontsource file holds the whole Arabic script (Urdu, Sindhi,
 * Kurdish letters, Quranic marks): 21 kB of each weight where Persian needs about 13.
 */
export const PERSIAN_TEXT =
  "ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهويپچژکگیۀ" +
  range(0x064b, 0x0655) +
  "\u0670" +
  range(0x06f0, 0x06f9) +
  range(0x0660, 0x0669) +
  // «» are Persian quotes too, but Vazirmatn draws them from its Latin file (app-fonts.ts, punctuation).
  "،؛؟٪٫٬ـ" +
  range(0x200c, 0x200f) +
  "\u2010\u2011 \u00a0";

/**
 * What German text needs of Inter's Latin file: ASCII and Latin-1 (umlauts, ß, and the é, ç, ø of
 * loanwords) and the dashes, quotes, ellipsis and euro sign of German typesetting. The rest of
 * that file (letters of other languages, arrows, maths) is left to Inter's Latin Extended file,
 * whose own unicode-range still loads it where such a letter shows (the IPA of pronunciations).
 */
export const GERMAN_TEXT = range(0x20, 0x7e) + range(0xa0, 0xff) + "–—‘’‚“”„•…€−";

/** Every character of `texts` in the given ranges (code points, inclusive), for a subset to keep. */
export function charactersIn(texts: readonly string[], ranges: ReadonlyArray<[number, number]>): string {
  const kept = new Set<string>();
  for (const text of texts) {
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (ranges.some(([from, to]) => code >= from && code <= to)) kept.add(char);
    }
  }
  return [...kept].join("");
}

/** The characters of `text` as a CSS unicode-range: sorted, runs joined (U+0621-063A, U+067E). */
export function unicodeRange(text: string): string {
  const codes = [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  for (let i = 0; i < codes.length; i++) {
    const start = codes[i] ?? 0;
    let end = start;
    while (codes[i + 1] === end + 1) end = codes[++i] ?? end;
    parts.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(", ");
}

/** A subset's @font-face rule: its file a sibling of the stylesheet, its range what the file holds. */
export function fontFaceCss(font: FontSubset, held: string): string {
  return (
    `@font-face {\n  font-family: "${font.family}";\n  font-style: normal;\n  font-display: swap;\n` +
    `  font-weight: ${cssWeight(font.weight)};\n  src: url("./${font.file}") format("woff2");\n` +
    `  unicode-range: ${unicodeRange(held)};\n}\n`
  );
}

/**
 * Writes each subset's WOFF2 and a stylesheet of their @font-face rules (`fonts.css`) into `outDir`
 * before the CSS is read, in builds and in the dev server; app.css imports it. The files are made
 * again only when a source file or a character set changed (a stamp of both is kept beside them).
 * Issue 13: the five font files a signed-in screen paints with were 116 kB of its first visit,
 * asked for after the JS had run; the subsets are about 75 kB.
 */
export function subsetFonts(options: { outDir: string; subsets: () => FontSubset[] }): Plugin {
  let root = process.cwd();
  return {
    name: "vajeh:subset-fonts",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const subsets = options.subsets();
      const outDir = path.resolve(root, options.outDir);
      const stamp = createHash("sha256");
      for (const font of subsets) {
        stamp.update(fs.readFileSync(path.resolve(root, font.source)));
        stamp.update(`${font.family}\0${cssWeight(font.weight)}\0${font.file}\0${font.text}\0`);
      }
      const digest = stamp.digest("hex");
      const stampFile = path.join(outDir, ".stamp");
      if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === digest) return;
      fs.mkdirSync(outDir, { recursive: true });
      let css = "/* Written by scripts/subset-fonts.ts: do not edit. */\n";
      for (const font of subsets) {
        const cut = await cutFont(fs.readFileSync(path.resolve(root, font.source)), font);
        fs.writeFileSync(path.join(outDir, font.file), cut);
        css += fontFaceCss(font, await charactersOf(cut));
      }
      fs.writeFileSync(path.join(outDir, "fonts.css"), css);
      fs.writeFileSync(stampFile, digest);
    },
  };
}
