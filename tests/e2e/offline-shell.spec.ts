import { expect, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { ownServer } from "./support/own-server";

// This file runs its own server, so it can stop it without disturbing the other journeys.
const server = ownServer();

test("the service worker at /v1/sw.js controls /v1/ pages", async ({ page }) => {
  await page.goto(`${server.url}/v1/`);
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(scriptURL).toBe(`${server.url}/v1/sw.js`);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(
    `${server.url}/v1/sw.js`,
  );
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
    `${server.url}/v1/`,
  );
});

test("after one visit online, the app and a deep link open with the server stopped", async ({ page }) => {
  const learner = await signUpViaApi(server.url, server.dataDir);
  await page.goto(`${server.url}/v1/auth/login`);
  await page.evaluate((token) => localStorage.setItem("token", token), learner.token);
  await page.goto(`${server.url}/v1/`);
  await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto(`${server.url}/v1/course/a1`);
  await expect(page.getByRole("heading", { name: /A1/ })).toBeVisible();

  await server.stop();
  await page.reload();
  await expect(page.getByRole("heading", { name: /A1/ })).toBeVisible();
  await expect(page.getByText("آفلاین", { exact: true })).toBeVisible();
  await page.goto(`${server.url}/v1/`);
  await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  await page.goto(`${server.url}/v1/lesson/a1/a1-1`);
  await expect(page.getByRole("heading", { name: "سلام و آشنایی" })).toBeVisible();

  await server.restart();
});
