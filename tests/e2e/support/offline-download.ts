import { expect, type Page } from "@playwright/test";

/**
 * How long a course's «download for offline» may take. A journey's server starts with an empty
 * speech cache, so the download has espeak-ng make each of the course's recordings (about ninety
 * for A1, two a word) on first request. On a loaded two-core machine that took 31 s (session 27),
 * past the 30 s the journeys used to allow, while each recording still came in under 1.4 s.
 */
const DOWNLOAD_MS = 90_000;

/**
 * On a course's page: taps «دریافت برای استفادهٔ آفلاین» and waits for the panel to say the course is
 * ready for use without the internet.
 */
export async function downloadShownCourse(page: Page): Promise<void> {
  await page.getByRole("button", { name: "دریافت برای استفادهٔ آفلاین" }).click();
  await expect(page.getByText("این دوره برای استفادهٔ بدون اینترنت آماده است.")).toBeVisible({
    timeout: DOWNLOAD_MS,
  });
}
