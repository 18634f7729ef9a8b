import type { Page } from "@playwright/test";

export const STRONG_PASSWORD = "Sehr-Gut1";

/** Types a five-digit code into the pin input (focus lands on it when the screen opens). */
export async function typeCode(page: Page, code: string): Promise<void> {
  const first = page.getByRole("textbox", { name: /کد تأیید/ }).first();
  await first.click();
  await page.keyboard.type(code);
}

/** Signs in through the login screen. */
export async function logInThroughScreen(
  page: Page,
  mobile: string,
  password = STRONG_PASSWORD,
): Promise<void> {
  await page.getByLabel("شمارهٔ موبایل").fill(mobile);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "ورود", exact: true }).click();
}
