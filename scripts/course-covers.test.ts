import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COVERS_DIR, COVER_WORDS, COVER_WORD_PLACE, coverWordElements, withWord } from "./course-covers";

const cover = (file: string) => fs.readFileSync(path.join(COVERS_DIR, file), "utf8");

describe("the seeded courses' covers", () => {
  it.each(Object.entries(COVER_WORDS))(
    "%s draws «%s» as Inter bold outlines, no text",
    async (file, word) => {
      const svg = cover(file);
      expect(svg).not.toMatch(/<text\b/);
      // Shaped again, the same path: the file is what scripts/course-covers.ts writes.
      expect(withWord(svg, word, await coverWordElements(word))).toBe(svg);
    },
  );

  it("puts the word where its text stood: from x 40, on the baseline at 100, capital-high", async () => {
    const elements = await coverWordElements("A1");
    const numbers =
      / d="([^"]+)"/
        .exec(elements)?.[1]
        ?.match(/-?\d+(\.\d+)?/g)
        ?.map(Number) ?? [];
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    // A's side bearing is a few units; the word ends well inside the 320-wide cover.
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(COVER_WORD_PLACE.startX);
    expect(Math.min(...xs)).toBeLessThan(COVER_WORD_PLACE.startX + 6);
    expect(Math.max(...xs)).toBeLessThan(160);
    // Capitals and figures sit on the baseline and rise about 0.73 of the font size.
    expect(Math.max(...ys)).toBeCloseTo(COVER_WORD_PLACE.baseline, 0);
    expect(Math.min(...ys)).toBeGreaterThan(COVER_WORD_PLACE.baseline - 0.8 * COVER_WORD_PLACE.fontSize);
    expect(Math.min(...ys)).toBeLessThan(COVER_WORD_PLACE.baseline - 0.65 * COVER_WORD_PLACE.fontSize);
  });

  it("another word gives other outlines, and a cover without its word is refused", async () => {
    expect(await coverWordElements("A2")).not.toBe(await coverWordElements("A1"));
    expect(() => withWord(cover("a1.svg"), "B1", "")).toThrow(/No «B1»/);
  });
});
