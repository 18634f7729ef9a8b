import { expect, type Page } from "@playwright/test";
import { appUrl, e2eEnv } from "./env";
import { lastSmsCode } from "./sms-outbox";

export const STRONG_PASSWORD = "Sehr-Gut1";

/** Types a five-digit code into the pin input (focus lands on it when the screen opens). */
export async function typeCode(page: Page, code: string): Promise<void> {
  const first = page.getByRole("textbox", { name: /کد تأیید/ }).first();
  await first.click();
  await page.keyboard.type(code);
}

/** Signs a new learner up through the screens: mobile → SMS code → password → names → home. */
export async function signUpThroughScreens(
  page: Page,
  mobile: string,
  names = { first: "مریم", last: "احمدی" },
  password = STRONG_PASSWORD,
): Promise<void> {
  await page.goto(appUrl("/auth/signup/mobile"));
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
  await expect(page).toHaveURL(/\/v1\/auth\/signup\/code\//);
  await typeCode(page, await lastSmsCode(e2eEnv().dataDir, mobile, "sms_request_register"));
  await expect(page).toHaveURL(/\/v1\/auth\/set-password$/);
  await page.getByLabel("رمز عبور جدید").fill(password);
  await page.getByLabel("تکرار رمز عبور").fill(password);
  await page.getByRole("button", { name: "ذخیرهٔ رمز عبور" }).click();
  await expect(page).toHaveURL(/\/v1\/auth\/completeAuth$/);
  await page.getByRole("textbox", { name: "نام", exact: true }).fill(names.first);
  await page.getByLabel("نام خانوادگی").fill(names.last);
  await page.getByRole("button", { name: "ذخیره و ادامه" }).click();
  await expect(page).toHaveURL(/\/v1\/?$/);
}

/** Signs in through the login screen. */
export async function logInThroughScreen(
  page: Page,
  mobile: string,
  password = STRONG_PASSWORD,
): Promise<void> {
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByLabel("رمز عبور", { exact: true }).fill(password);
  await page.getByRole("button", { name: "ورود", exact: true }).click();
}
