import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { fa } from "../src/i18n/fa";
import { LOGO_WORD_PATH } from "../src/ui/logo-word-path";
import { LOGO_FONT, LOGO_WORD_PLACE, logoWordModule, shapedWordPath } from "./logo-word";

describe("the logo's word", () => {
  it("is the app's name shaped in Vazirmatn bold, as written in src/ui/logo-word-path.ts", async () => {
    const path = await shapedWordPath(fa.appName, LOGO_FONT, LOGO_WORD_PLACE);
    expect(path).toBe(LOGO_WORD_PATH);
    expect(fs.readFileSync("src/ui/logo-word-path.ts", "utf8")).toBe(logoWordModule(path));
  });

  it("is joined right to left: another word or order gives other outlines", async () => {
    // «واژه» written left to right would be «هژاو» in isolated forms, not the same path.
    const reversed = await shapedWordPath([...fa.appName].reverse().join(""), LOGO_FONT, LOGO_WORD_PLACE);
    expect(reversed).not.toBe(LOGO_WORD_PATH);
  });

  it("is centred in the mark's box and sits on its baseline, inside the box", async () => {
    const numbers = LOGO_WORD_PATH.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThan(4);
    expect(Math.max(...xs)).toBeLessThan(60);
    // Centred as text-anchor: middle centres the advance: the ink within a unit of the middle.
    expect(Math.abs((Math.min(...xs) + Math.max(...xs)) / 2 - LOGO_WORD_PLACE.centreX)).toBeLessThan(1.5);
    // Persian letters hang a little below the baseline and rise about a font size above it.
    expect(Math.max(...ys)).toBeGreaterThan(LOGO_WORD_PLACE.baseline);
    expect(Math.min(...ys)).toBeGreaterThan(LOGO_WORD_PLACE.baseline - LOGO_WORD_PLACE.fontSize);
  });
});
