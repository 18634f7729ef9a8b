import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { appUrl } from "./support/env";

/** Whether pixel `i` (RGBA) is the mark's white: light, and not the page's white around the tile. */
const isInk = (image: Buffer, i: number) =>
  (image[i] ?? 0) > 180 && (image[i + 1] ?? 0) > 180 && (image[i + 2] ?? 0) > 180;

/**
 * How far the white drawn on the blue tile coincides in two same-sized RGBA images: the pixels white
 * in both over those white in either (1 when identical), inside the tile's inner square only (the
 * page's white beyond the rounded corners is not the mark).
 */
function inkOverlap(a: Buffer, b: Buffer, side: number): number {
  let both = 0;
  let either = 0;
  const inset = Math.round(side * 0.2);
  for (let y = inset; y < side - inset; y += 1) {
    for (let x = inset; x < side - inset; x += 1) {
      const i = (y * side + x) * 4;
      const inA = isInk(a, i);
      const inB = isInk(b, i);
      if (inA && inB) both += 1;
      if (inA || inB) either += 1;
    }
  }
  return either === 0 ? 0 : both / either;
}

const rgbaOnWhite = (image: Buffer | string) =>
  sharp(image).resize(192, 192).flatten({ background: "#fff" }).ensureAlpha().raw().toBuffer();

test("the logo on the login page is the installed icon's mark", async ({ page }) => {
  await page.goto(appUrl("/login"));
  // The loading screen shows the logo too: wait for the login page's own.
  await expect(page.getByRole("heading", { name: "ورود به واژه" })).toBeVisible();
  const logo = page.getByRole("main").getByRole("img", { name: "واژه", exact: true });
  await expect(logo).toBeVisible();
  // No font to wait for: the word is outlines (scripts/logo-word.ts), drawn the same before any arrives.

  const drawn = await rgbaOnWhite(await logo.screenshot({ omitBackground: true }));
  const icon = await rgbaOnWhite(path.join("public", "icons", "icon-192.png"));
  // The same white word in the same place on the blue square. Thin glyph strokes a pixel apart
  // count as different, so the same word scores about 0.45 and the old arc-and-dot mark 0.21.
  expect(inkOverlap(drawn, icon, 192)).toBeGreaterThan(0.35);
});

test("the browser's tab shows the installed icon's mark too, as a picture", async ({ page, request }) => {
  await page.goto(appUrl("/login"));
  const href = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(href).not.toBeNull();
  const served = await request.get(new URL(href ?? "", page.url()).toString());
  expect(served.ok()).toBe(true);
  // A picture the browser decodes, not a document it lays out: an SVG icon is drawn in a page of
  // its own inside the app's renderer, on the main thread, while the app renders its first screen.
  expect(served.headers()["content-type"]).toBe("image/png");
  // Drawn at a tab's size, not the install icon's: the 192 px PNG was 6 kB of every first visit,
  // asked for beside the first screen's own files.
  const body = await served.body();
  expect(body.length).toBeLessThan(2500);
  const tab = await rgbaOnWhite(body);
  const icon = await rgbaOnWhite(path.join("public", "icons", "icon-192.png"));
  expect(inkOverlap(tab, icon, 192)).toBeGreaterThan(0.35);
});
