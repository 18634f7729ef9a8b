import { expect, type Page, test } from "@playwright/test";
import { fa } from "../../src/i18n/fa";
import { signUpViaApi } from "./support/api";
import { openSignedIn } from "./support/session";
import { ownServer } from "./support/own-server";

// This file runs its own server, so it can stop it without disturbing the other journeys.
const server = ownServer();

const WORD_PATH = "/v1/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01";
const LESSON_PATH = "/v1/lesson/a1/a1-1";
const OFFLINE_NAVIGATION_TIMEOUT = 15_000;

/** The paths whose screens the page saved for the worker (src/data/screen-snapshots.ts). */
function savedScreens(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has("vajeh-screens"))) return [];
    const keys = await (await caches.open("vajeh-screens")).keys();
    return keys.map((key) => new URL(key.url).pathname.replace("/__vajeh/screens", ""));
  });
}

test("a word and a lesson seen once paint from the worker's snapshot on the next cold start, offline; a sign-out forgets them", async ({
  page,
  context,
}) => {
  const learner = await signUpViaApi(server.url, server.dataDir);
  await openSignedIn(page, server.url, learner.token, "/");
  await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto(`${server.url}${WORD_PATH}`);
  await expect(page.getByRole("heading", { level: 2, name: "Hallo" })).toBeVisible();
  await expect.poll(() => savedScreens(page)).toContain(WORD_PATH);
  await page.goto(`${server.url}${LESSON_PATH}`);
  const lessonTitle = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(lessonTitle).not.toBe("");
  await expect(page.getByRole("heading", { level: 2, name: fa.sectionsOfLesson })).toBeVisible();
  await expect.poll(() => savedScreens(page)).toContain(LESSON_PATH);

  // The page the worker writes keeps the headers the server gave its shell: its security policy
  // (scripts from our origin only, no framing) holds for a snapshot's page as for any other.
  const served = await fetch(`${server.url}/v1/`);
  const policy = served.headers.get("content-security-policy");
  expect(policy).toContain("script-src 'self'");

  await server.stop();
  // A navigation the worker answers from its caches commits in well under a second, even on a
  // loaded host; one that hangs must say so at its own step (with the trace kept), not use up the
  // journey's minute and surface as the context's teardown aborting it.
  const cold = await context.newPage();
  cold.setDefaultNavigationTimeout(OFFLINE_NAVIGATION_TIMEOUT);
  const fontsFailed: string[] = [];
  cold.on("requestfailed", (request) => {
    if (request.url().endsWith(".woff2")) fontsFailed.push(request.url());
  });
  const response = await cold.goto(`${server.url}${WORD_PATH}`, { waitUntil: "commit" });
  expect(response?.fromServiceWorker()).toBe(true);
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers["content-security-policy"]).toBe(policy);
  expect(headers["x-frame-options"]).toBe(served.headers.get("x-frame-options"));
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  // The shell itself holds the card: it paints before any script has run.
  const shell = (await response?.text()) ?? "";
  expect(shell).toMatch(
    /<div id="screen-snapshot" aria-hidden="true" inert>.*<h2 [^>]*lang="de"[^>]*>Hallo<\/h2>/s,
  );
  // With the fonts the card was painted with preloaded in its head (the German word's Inter among
  // them), so its first layout needs no fallback font; the worker serves them offline.
  const head = shell.slice(0, shell.indexOf("</head>"));
  expect(head).toMatch(/<link rel="preload" href="\/v1\/assets\/inter-german-400-[\w-]+\.woff2" as="font"/);
  // The app's entry is held back as a module preload, so its evaluation does not come before the
  // snapshot's first frame; the page's first script starts it (the card below is the app's own).
  expect(head).toMatch(
    /<link rel="modulepreload" crossorigin href="\/v1\/assets\/index-[\w-]+\.js" data-vajeh-entry>/,
  );
  expect(head).not.toMatch(/<script[^>]*data-vajeh-entry/);
  // Then the app's own card replaces it: one heading, which takes taps.
  await expect(cold.getByRole("heading", { level: 2, name: "Hallo" })).toBeVisible();
  await expect(cold.locator("#screen-snapshot")).toHaveCount(0);
  await expect(cold.locator("h2", { hasText: "Hallo" })).toHaveCount(1);
  expect(fontsFailed).toEqual([]);
  await cold.close();

  // A lesson's sections, as the learner last saw them, paint the same way.
  const lesson = await context.newPage();
  lesson.setDefaultNavigationTimeout(OFFLINE_NAVIGATION_TIMEOUT);
  const lessonShell =
    (await (await lesson.goto(`${server.url}${LESSON_PATH}`, { waitUntil: "commit" }))?.text()) ?? "";
  expect(lessonShell).toContain(`<h1 class="text-2xl font-bold">${lessonTitle}</h1>`);
  expect(lessonShell.indexOf('id="screen-snapshot"')).toBeLessThan(lessonShell.indexOf(lessonTitle));
  await expect(lesson.getByRole("heading", { level: 1, name: lessonTitle })).toBeVisible();
  await expect(lesson.locator("#screen-snapshot")).toHaveCount(0);
  await expect(lesson.locator("h1", { hasText: lessonTitle })).toHaveCount(1);
  await lesson.close();

  // Signing out forgets every saved screen; the next learner's shell holds none of them.
  await server.restart();
  await page.goto(`${server.url}/v1/logout`);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect.poll(() => savedScreens(page)).toEqual([]);
  const after = await page.goto(`${server.url}${WORD_PATH}`, { waitUntil: "commit" });
  expect(await after?.text()).not.toContain("screen-snapshot");
});
