import type { Page } from "@playwright/test";

/** Opens the app already signed in with a token (as after a login), at the given path. */
export async function openSignedIn(page: Page, baseUrl: string, token: string, path = "/"): Promise<void> {
  await page.goto(`${baseUrl}/v1/auth/login`);
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.goto(`${baseUrl}/v1${path}`);
}

/** The top bar's "n changes waiting to sync" indicator (absent when nothing waits). */
export const pendingIndicator = (page: Page) => page.getByTestId("pending-writes");

/**
 * Resolves when the app opened at `path` has finished its start-up pull (the saved words come last,
 * after the courses are merged). Call before the `goto`; only a response to that page counts.
 * Nothing pulls again until the next start, `online`, or a focus minutes later.
 */
export function startUpPullDone(page: Page, path: string): Promise<unknown> {
  return page.waitForResponse(
    (r) =>
      r.url().endsWith("/api/courses/words/bookmarks") &&
      r.request().method() === "GET" &&
      new URL(r.frame().url()).pathname === `/v1${path}`,
  );
}
