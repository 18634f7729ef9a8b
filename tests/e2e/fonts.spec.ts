import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { fa } from "../../src/i18n/fa";
import { signUpViaApi } from "./support/api";
import { appUrl, e2eEnv } from "./support/env";

/**
 * Persian text draws its punctuation (the loading line's «…», a screen reader's «:», brackets, «»)
 * in Vazirmatn, from small files of its own (scripts/app-fonts.ts). Before, each mark fell to Inter,
 * next in the font stack: a lesson's page, all Persian, fetched Inter's two files (37 kB) on a new
 * device (issue 13). Each of Vazirmatn's two files is variable: every weight in one request. A font
 * is never inlined into the stylesheet, which every page waits for.
 */
test("a lesson, all Persian, asks for no Latin font, and its punctuation is Vazirmatn's own", async ({
  page,
}) => {
  const learner = await signUpViaApi(e2eEnv().baseUrl, e2eEnv().dataDir);
  await page.addInitScript((token) => localStorage.setItem("token", token), learner.token);
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(path.basename(new URL(request.url()).pathname));
  });
  await page.goto(appUrl("/lesson/a1/a1-1"));
  await expect(page.getByRole("heading", { level: 2, name: fa.sectionsOfLesson })).toBeVisible();
  // The face that holds «…», «:» and «»» for Persian text is Vazirmatn's, for every weight drawn.
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', "") === "Vazirmatn" && face.unicodeRange.includes("U+3A"))
      .map((face) => face.weight),
  );
  expect(faces).toEqual(["400 700"]);
  await page.waitForLoadState("networkidle");
  expect(fonts.filter((font) => font.startsWith("inter-"))).toEqual([]);
  // The lesson draws regular, medium and bold Persian: one file holds them all, asked for once.
  expect(fonts.filter((font) => font.startsWith("vazirmatn-persian-"))).toHaveLength(1);
});

test("no font is inlined into the built stylesheets", () => {
  const assets = path.resolve("dist/assets");
  const sheets = fs.readdirSync(assets).filter((file) => file.endsWith(".css"));
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) {
    expect(fs.readFileSync(path.join(assets, sheet), "utf8").includes("data:font"), sheet).toBe(false);
  }
  expect(
    fs.readdirSync(assets).filter((file) => /^vazirmatn-punctuation-[\w-]+\.woff2$/.test(file)),
  ).toHaveLength(1);
});
