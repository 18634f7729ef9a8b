import { expect, type Page, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { openSignedIn } from "./support/session";
import { ownServer } from "./support/own-server";

// This file runs its own server, so it can stop it without disturbing the other journeys.
const server = ownServer();

/** How each of the build's hashed files the page loaded was answered (Resource Timing, Chromium 123+). */
function assetSources(page: Page): Promise<Array<{ name: string; matched: string; final: string }>> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/v1/assets/"))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming & {
          workerMatchedSourceType?: string;
          workerFinalSourceType?: string;
        };
        return {
          name: new URL(entry.name).pathname,
          matched: timing.workerMatchedSourceType ?? "",
          final: timing.workerFinalSourceType ?? "",
        };
      }),
  );
}

test("once the worker is installed, the browser reads the build's files from its precache without the worker, offline too", async ({
  page,
  context,
}) => {
  const learner = await signUpViaApi(server.url, server.dataDir);
  await openSignedIn(page, server.url, learner.token, "/");
  await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await server.stop();
  const cold = await context.newPage();
  await cold.goto(`${server.url}/v1/lesson/a1/a1-1`);
  await expect(cold.getByRole("heading", { level: 1, name: "سلام و آشنایی" })).toBeVisible();
  const sources = await assetSources(cold);
  // The stylesheet, the fonts drawn and the scripts, each from the cache by the route, not by the
  // worker's fetch event (which would report "fetch-event" or nothing).
  expect(sources.some((source) => source.name.endsWith(".css"))).toBe(true);
  expect(sources.some((source) => source.name.endsWith(".js"))).toBe(true);
  expect(sources.some((source) => source.name.endsWith(".woff2"))).toBe(true);
  for (const source of sources)
    expect(source, source.name).toMatchObject({ matched: "cache", final: "cache" });
  await cold.close();
  await server.restart();
});

test("a build file missing from the precache still comes from the server through the route", async ({
  page,
}) => {
  await page.goto(`${server.url}/v1/auth/login`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const answer = await page.evaluate(async () => {
    const precache = (await caches.keys()).find((name) => name.startsWith("workbox-precache"));
    if (!precache) throw new Error("no precache");
    const cache = await caches.open(precache);
    const key = (await cache.keys()).find((request) => new URL(request.url).pathname.endsWith(".css"));
    if (!key) throw new Error("no stylesheet in the precache");
    await cache.delete(key);
    const response = await fetch(key.url);
    const text = await response.text();
    const entry = performance.getEntriesByName(key.url).at(-1) as
      (PerformanceResourceTiming & { workerFinalSourceType?: string }) | undefined;
    return { status: response.status, length: text.length, final: entry?.workerFinalSourceType ?? "" };
  });
  expect(answer.status).toBe(200);
  expect(answer.length).toBeGreaterThan(1000);
  expect(answer.final).toBe("network");
});
