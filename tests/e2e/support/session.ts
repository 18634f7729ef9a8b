import type { Page } from "@playwright/test";

/** Opens the app already signed in with a token (as after a login), at the given path. */
export async function openSignedIn(page: Page, baseUrl: string, token: string, path = "/"): Promise<void> {
  await page.goto(`${baseUrl}/v1/auth/login`);
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.goto(`${baseUrl}/v1${path}`);
}

/** The top bar's "n changes waiting to sync" indicator (absent when nothing waits). */
export const pendingIndicator = (page: Page) => page.getByTestId("pending-writes");
