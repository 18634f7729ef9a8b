import { expect, type Page } from "@playwright/test";

/**
 * How long a course's «download for offline» may take. Made on request, its recordings (about
 * ninety for A1, two a word) took espeak-ng 31 s on a loaded two-core machine (session 27), past
 * the 30 s the journeys used to allow. The journeys' template now holds the free lessons' recordings
 * (support/server.ts), so a download mostly reads files; the limit still covers one that has to
 * make them.
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
