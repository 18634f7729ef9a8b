import fs from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { e2eEnv } from "./support/env";
import { openSignedIn } from "./support/session";

// Decision 048: on a new device, a lesson's page, home, a course's page and a word's card paint from
// the answers its first script asked, without waiting for the sync to store them in the device's
// database.

/** The version of the app's IndexedDB database the page's origin holds (undefined when none). */
const databaseVersion = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).find((db) => db.name === "vajeh")?.version);

/**
 * Another page of the origin holds the app's database open at an older version and never lets go
 * until it closes: the app's open (its upgrade) waits, and nothing can be stored meanwhile.
 */
async function holdDatabase(context: BrowserContext, baseUrl: string): Promise<Page> {
  const holder = await context.newPage();
  await holder.goto(`${baseUrl}/api/health`);
  await holder.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open("vajeh", 1);
        request.onsuccess = () => {
          (window as unknown as { held: IDBDatabase }).held = request.result;
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error("open failed"));
      }),
  );
  return holder;
}

/**
 * A new device's page, and what it must show from the answers in hand (the first stays after a
 * reload); `kept`: a selector of what it shows, which must stay in the page while the sync stores it.
 */
const CASES: Array<{ what: string; path: string; shown: (page: Page) => Locator[]; kept: string }> = [
  {
    what: "a lesson's link shows the lesson",
    path: "/lesson/a1/a1-1",
    shown: (page) => [
      page.getByRole("link", { name: /سلام و خداحافظی/ }),
      page.getByRole("heading", { level: 1, name: "سلام و آشنایی" }),
    ],
    kept: "main h1",
  },
  {
    what: "home shows its courses and posts",
    path: "/",
    shown: (page) => [
      page.locator('main a[href*="/course/a1"]').first(),
      page.locator('main a[href*="/post/"]').first(),
    ],
    kept: 'main a[href*="/course/a1"]',
  },
  {
    what: "a course's link shows the course and its lessons",
    path: "/course/a1",
    shown: (page) => [
      page.getByRole("heading", { level: 1 }),
      page.locator('main a[href*="/lesson/a1/a1-1"]'),
    ],
    kept: 'main a[href*="/lesson/a1/a1-1"]',
  },
  {
    what: "a word's link shows its card",
    path: "/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01",
    shown: (page) => [page.getByRole("heading", { level: 2, name: "Hallo" })],
    kept: "main h2",
  },
];

/**
 * Watches, from now on, whether the page ever lacks what `selector` finds (a screen that went back
 * to its loading line for a moment while the sync stored its answers); `lostSince` reads it.
 */
async function watchKept(page: Page, selector: string): Promise<void> {
  await page.evaluate((kept) => {
    const flags = window as unknown as { keptLost: boolean };
    flags.keptLost = document.querySelector(kept) === null;
    new MutationObserver(() => {
      if (document.querySelector(kept) === null) flags.keptLost = true;
    }).observe(document.body, { childList: true, subtree: true });
  }, selector);
}

const lostSince = (page: Page) => page.evaluate(() => (window as unknown as { keptLost: boolean }).keptLost);

for (const { what, path, shown, kept } of CASES) {
  test(`on a new device, ${what} while the device's database cannot open yet, then stores it`, async ({
    context,
    page,
  }) => {
    const { baseUrl, dataDir } = e2eEnv();
    const learner = await signUpViaApi(baseUrl, dataDir);
    const holder = await holdDatabase(context, baseUrl);

    await openSignedIn(page, baseUrl, learner.token, path);
    for (const element of shown(page)) await expect(element).toBeVisible();
    expect(await databaseVersion(page), "nothing stored: the database is still the holder's").toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("answers-held"))).toBeNull();

    // Let go: the app's database opens, the sync stores the answers, and the page keeps showing them
    // throughout (home once went back to its loading line while its three lists were stored).
    await watchKept(page, kept);
    await holder.close();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("answers-held"))).toBe("1");
    expect(await databaseVersion(page)).toBeGreaterThan(1);
    await expect(shown(page)[0] ?? page.locator("main")).toBeVisible();
    // The first sync's pulls have ended (nothing has moved for 500 ms), and Dexie has answered.
    await page.waitForLoadState("networkidle");
    expect(await lostSince(page), `${kept} left the page while the sync stored what it shows`).toBe(false);
    // Opened again, it comes from the device.
    await page.reload();
    await expect(shown(page)[0] ?? page.locator("main")).toBeVisible();
  });
}

/** The built chunk that holds Dexie (dist/.vite/chunk-modules.json, written by the build). */
function dexieChunk(): string {
  const chunks = JSON.parse(fs.readFileSync(path.resolve("dist/.vite/chunk-modules.json"), "utf8")) as Array<{
    file: string;
    modules: string[];
  }>;
  const file = chunks.find((chunk) =>
    chunk.modules.includes("node_modules/dexie/dist/modern/dexie.mjs"),
  )?.file;
  if (!file) throw new Error("no built chunk holds Dexie");
  return file;
}

// Decision 049: on such a page the device's database code (Dexie, and what stores the answers) loads
// after the screen has painted from the answers, not before. No worker: each file comes from the server,
// where the test can hold it.
test.describe("without the device's database code", () => {
  test.use({ serviceWorkers: "block" });
  for (const { what, path: screenPath, shown } of CASES) {
    test(`on a new device, ${what} before the device's database code has come, then stores it`, async ({
      page,
    }) => {
      const { baseUrl, dataDir } = e2eEnv();
      const learner = await signUpViaApi(baseUrl, dataDir);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = 0;
      await page.route(`**/v1/${dexieChunk()}`, async (route) => {
        asked += 1;
        await held;
        await route.continue();
      });

      await openSignedIn(page, baseUrl, learner.token, screenPath);
      for (const element of shown(page)) await expect(element).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("answers-held"))).toBeNull();

      // Once the screen has painted, the code is asked for; with it the sync stores the answers.
      await expect.poll(() => asked).toBeGreaterThan(0);
      release();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("answers-held"))).toBe("1");
      await expect(shown(page)[0] ?? page.locator("main")).toBeVisible();
    });
  }
});
