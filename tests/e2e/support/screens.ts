import type { Page } from "@playwright/test";

/** Saves a screenshot under test-results/screens/ so a person can look at what the learner sees. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
