import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { appFontSubsets, shownTexts, VAZIRMATN_WEIGHTS } from "./app-fonts";
import {
  charactersIn,
  charactersOf,
  cutFont,
  harfBuzzFace,
  PERSIAN_TEXT,
  subsetFonts,
  unicodeRange,
} from "./subset-fonts";

const VAZIRMATN = "node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2";

describe("a unicode-range of characters", () => {
  it("sorts them, joins runs and writes single ones alone", () => {
    expect(unicodeRange("cab\u0627\u0628\u0629 \u06cc")).toBe("U+0020, U+0061-0063, U+0627-0629, U+06CC");
    expect(unicodeRange("aa")).toBe("U+0061");
  });
});

describe("characters in ranges", () => {
  it("keeps each character of the texts inside a range, once", () => {
    expect(charactersIn(["سلام Hallo", "سال"], [[0x0600, 0x06ff]])).toBe("سلام");
    expect(charactersIn(["Grüße"], [[0x80, 0xff]])).toBe("üß");
  });
});

describe("a Persian subset of Vazirmatn", () => {
  it("holds every Persian character the source has and none of the script's other letters", async () => {
    const source = fs.readFileSync(VAZIRMATN);
    const cut = await subsetFont(source, PERSIAN_TEXT, { targetFormat: "woff2" });
    const held = new Set(await charactersOf(cut));
    const sourceHeld = new Set(await charactersOf(source));
    for (const char of PERSIAN_TEXT) {
      if (sourceHeld.has(char)) expect(held.has(char), char).toBe(true);
    }
    // Urdu's ٹ and ڈ are in the source's Arabic-script file, not in Persian writing.
    expect(sourceHeld.has("ٹ")).toBe(true);
    expect(held.has("ٹ") || held.has("ڈ")).toBe(false);
    expect(cut.length).toBeLessThan(source.length * 0.7);
  });
});

describe("the app's fonts", () => {
  it("hold every Persian and Latin-1 character of the catalogue and the seeded courses", async () => {
    const shown = shownTexts();
    const persian = charactersIn(shown, [[0x0600, 0x06ff]]);
    const latin = charactersIn(shown, [[0x21, 0xff]]);
    expect(persian.length).toBeGreaterThan(30);
    for (const font of appFontSubsets()) {
      const cut = await cutFont(fs.readFileSync(font.source), font);
      const held = new Set(await charactersOf(cut));
      if (font.file.startsWith("vazirmatn-punctuation")) continue;
      const wanted = font.family === "Vazirmatn" ? persian : latin;
      expect(
        [...wanted].filter((char) => !held.has(char)),
        `${font.file}`,
      ).toEqual([]);
    }
  });
});

describe("Vazirmatn's Persian file", () => {
  it("is one variable file whose weight axis runs from regular to bold, and nothing wider", async () => {
    const [persian, ...others] = appFontSubsets().filter((font) => font.file.startsWith("vazirmatn-persian"));
    if (!persian) throw new Error("no Persian Vazirmatn file");
    expect(others).toEqual([]);
    const face = await harfBuzzFace(await cutFont(fs.readFileSync(persian.source), persian));
    const axis = face.getAxisInfos().wght;
    expect(axis && [axis.min, axis.max]).toEqual([...VAZIRMATN_WEIGHTS]);
    // Medium sits between: the file draws it, not a synthetic bold or the regular.
    expect(axis && axis.min < 500 && axis.max > 500).toBe(true);
  });
});

describe("Vazirmatn's punctuation", () => {
  it("holds the marks around Persian words, in every weight, and no letter, digit or Persian character", async () => {
    const files = appFontSubsets().filter((font) => font.file.startsWith("vazirmatn-punctuation"));
    expect(files.map((font) => font.weight)).toEqual([VAZIRMATN_WEIGHTS]);
    const persianFile = appFontSubsets().find((font) => font.file === "vazirmatn-persian.woff2");
    if (!persianFile) throw new Error("no Persian Vazirmatn file");
    const persianHeld = new Set(
      await charactersOf(await cutFont(fs.readFileSync(persianFile.source), persianFile)),
    );
    for (const font of files) {
      const cut = await cutFont(fs.readFileSync(font.source), font);
      const held = [...(await charactersOf(cut))];
      // The loading line's «…», a screen reader's «:», a lesson's «(A1)», quotes.
      for (const mark of [":", "…", ".", "(", ")", "!", "«", "»", "-"]) expect(held, mark).toContain(mark);
      expect(held.filter((char) => /[\p{L}\p{N}]/u.test(char))).toEqual([]);
      // Apart from the spaces every face may hold, no character is drawn by both Vazirmatn files.
      expect(held.filter((char) => persianHeld.has(char) && char.trim() !== "")).toEqual([]);
    }
  });
});

describe("the subset-fonts plugin", () => {
  async function run(outDir: string, text: string): Promise<void> {
    const plugin = subsetFonts({
      outDir,
      subsets: () => [{ family: "Vazirmatn", weight: [400, 700], source: VAZIRMATN, file: "v.woff2", text }],
    });
    const hook = plugin.buildStart;
    if (typeof hook !== "function") throw new Error("the plugin has no buildStart hook");
    await (hook as () => Promise<void>)();
  }

  it("writes the subset and its @font-face, and again only when its input changed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-fonts-"));
    try {
      await run(dir, "سلام");
      const css = fs.readFileSync(path.join(dir, "fonts.css"), "utf8");
      expect(css).toContain('src: url("./v.woff2") format("woff2")');
      expect(css).toContain("font-weight: 400 700;");
      expect(css).toContain(`unicode-range: ${unicodeRange("سلام")};`);
      const written = fs.statSync(path.join(dir, "v.woff2")).mtimeMs;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await run(dir, "سلام");
      expect(fs.statSync(path.join(dir, "v.woff2")).mtimeMs).toBe(written);
      await run(dir, "سلامت");
      expect(fs.readFileSync(path.join(dir, "fonts.css"), "utf8")).toContain(
        `unicode-range: ${unicodeRange("سلامت")};`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
