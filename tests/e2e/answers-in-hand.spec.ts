import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { e2eEnv } from "./support/env";
import { openSignedIn } from "./support/session";

// Decision 048: on a new device, a lesson's page, home and a word's card paint from the answers its first script asked,
// without waiting for the sync to store them in the device's database.

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

test("a lesson's link on a new device shows the lesson while the device's database cannot open yet, then stores it", async ({
  context,
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  const holder = await holdDatabase(context, baseUrl);

  await openSignedIn(page, baseUrl, learner.token, "/lesson/a1/a1-1");
  await expect(page.getByRole("heading", { level: 1, name: "سلام و آشنایی" })).toBeVisible();
  await expect(page.getByRole("link", { name: /سلام و خداحافظی/ })).toBeVisible();
  expect(await databaseVersion(page), "nothing stored: the database is still the holder's").toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("answers-held"))).toBeNull();

  // Let go: the app's database opens, the sync stores the lesson, and the page keeps showing it.
  await holder.close();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("answers-held"))).toBe("1");
  expect(await databaseVersion(page)).toBeGreaterThan(1);
  await expect(page.getByRole("link", { name: /سلام و خداحافظی/ })).toBeVisible();
  // Opened again, it comes from the device.
  await page.reload();
  await expect(page.getByRole("link", { name: /سلام و خداحافظی/ })).toBeVisible();
});

test("home on a new device shows its courses and posts while the device's database cannot open yet", async ({
  context,
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  const holder = await holdDatabase(context, baseUrl);

  await openSignedIn(page, baseUrl, learner.token, "/");
  await expect(page.locator('main a[href*="/course/a1"]').first()).toBeVisible();
  await expect(page.locator('main a[href*="/post/"]').first()).toBeVisible();
  expect(await databaseVersion(page), "nothing stored: the database is still the holder's").toBe(1);

  await holder.close();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("answers-held"))).toBe("1");
  await expect(page.locator('main a[href*="/course/a1"]').first()).toBeVisible();
});

test("a word's link on a new device shows its card while the device's database cannot open yet", async ({
  context,
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  const holder = await holdDatabase(context, baseUrl);

  await openSignedIn(page, baseUrl, learner.token, "/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01");
  await expect(page.getByRole("heading", { level: 2, name: "Hallo" })).toBeVisible();
  expect(await databaseVersion(page), "nothing stored: the database is still the holder's").toBe(1);

  await holder.close();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("answers-held"))).toBe("1");
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Hallo" })).toBeVisible();
});
