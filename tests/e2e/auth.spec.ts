import { expect, type Page, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { logInThroughScreen, STRONG_PASSWORD, typeCode } from "./support/auth-flow";
import { appUrl, e2eEnv } from "./support/env";
import { snap } from "./support/screens";
import { lastSmsCode, uniqueMobile } from "./support/sms-outbox";

const toast = (page: Page, text: string | RegExp) => page.getByRole("alert").filter({ hasText: text });

test("a guest is sent to login, and sign-up goes mobile → code → password → names → home", async ({
  page,
}) => {
  const methods = page.waitForResponse((r) => r.url().endsWith("/auth/methods"));
  await page.goto(appUrl("/"));
  await expect(page).toHaveURL(/\/v1\/auth\/login$/);
  await expect(page.getByRole("heading", { name: "ورود به واژه" })).toBeVisible();
  await snap(page, "auth-login");
  // A default install has no identity provider: no Google button, and its address (an installed
  // app's old link) comes back here with a Persian message instead of a JSON page.
  expect(await (await methods).json()).toEqual({ oidc: false });
  await expect(page.getByRole("link", { name: "ساخت حساب کاربری" })).toBeVisible();
  await expect(page.getByRole("button", { name: "ورود با گوگل" })).toHaveCount(0);
  await page.goto(new URL("/auth/oauth/redirect", appUrl("/")).href);
  await expect(page).toHaveURL(/\/v1\/auth\/login\?oauth_error=unavailable$/);
  await expect(page.getByRole("alert").filter({ hasText: "ورود با گوگل اکنون ممکن نیست" })).toBeVisible();

  const mobile = uniqueMobile();
  await page.getByRole("link", { name: "ساخت حساب کاربری" }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/mobile$/);
  await snap(page, "auth-signup-mobile");
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/signup/code/${mobile}/120$`));
  await expect(page.getByText("ارسال دوباره کد")).toBeVisible();
  await snap(page, "auth-signup-code");

  // «Change mobile», the same number again: back on the code screen with the time left.
  await page.getByRole("link", { name: "تغییر شماره موبایل" }).click();
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/signup/code/${mobile}/\\d+$`));
  await expect(page.getByRole("timer")).toBeVisible();
  // The tab closed and opened again: the mobile screen leads back to the code on its way.
  await page.goto(appUrl("/auth/signup/mobile"));
  await page.getByRole("link", { name: /^ادامه با کدی که به/ }).click();
  await expect(page.getByRole("timer")).toBeVisible();
  await typeCode(page, await lastSmsCode(e2eEnv().dataDir, mobile, "sms_request_register"));

  await expect(page).toHaveURL(/\/auth\/set-password$/);
  await snap(page, "auth-set-password");
  await page.getByLabel("رمز عبور جدید").fill(STRONG_PASSWORD);
  await page.getByLabel("تکرار رمز عبور").fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "ذخیرهٔ رمز عبور" }).click();

  await expect(page).toHaveURL(/\/auth\/completeAuth$/);
  await snap(page, "auth-complete-profile");
  await page.getByRole("textbox", { name: "نام", exact: true }).fill("مریم");
  await page.getByRole("textbox", { name: "نام خانوادگی" }).fill("احمدی");
  await page.getByRole("button", { name: "ذخیره و ادامه" }).click();

  await expect(page).toHaveURL(/\/v1\/?$/);
  await expect(page.getByRole("navigation").getByRole("link", { name: "خانه" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  await snap(page, "home");
});

test("login goes back to the page the guest wanted; a signed-in user is sent away from auth pages; logout", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir, { password: STRONG_PASSWORD });
  await page.goto(appUrl("/course/a1"));
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcourse%2Fa1$/);
  await logInThroughScreen(page, learner.mobile);
  await expect(page).toHaveURL(/\/v1\/course\/a1$/);
  await expect(page.getByRole("heading", { name: /A1/ })).toBeVisible();

  await page.goto(appUrl("/auth/login"));
  await expect(page).toHaveURL(/\/v1\/?$/);

  await page.getByRole("button", { name: "منو" }).click();
  const sheet = page.getByRole("dialog", { name: "منو" });
  await expect(sheet).toBeVisible();
  await snap(page, "menu");
  await expect(sheet.getByRole("button", { name: "بستن" })).toBeVisible();
  await sheet.getByRole("button", { name: "خروج از حساب" }).click();
  const confirm = page.getByRole("dialog", { name: "از حساب خارج می‌شوید؟" });
  await expect(confirm).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
  await confirm.getByRole("button", { name: "خروج", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await logInThroughScreen(page, learner.mobile, "Wrong-Pass1");
  await expect(toast(page, /./)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a user without names is forced to complete the profile", async ({ page }) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir, { password: STRONG_PASSWORD, names: false });
  await page.goto(appUrl("/auth/login"));
  await logInThroughScreen(page, learner.mobile);
  await expect(page).toHaveURL(/\/auth\/completeAuth$/);
  await page.goto(appUrl("/course/a1"));
  await expect(page).toHaveURL(/\/auth\/completeAuth$/);
});

test("the spec's messages: wrong code, incomplete code, password not repeated, weak password", async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto(appUrl("/auth/signup/mobile"));
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/code\//);

  await typeCode(page, "123");
  await page.getByRole("button", { name: "تأیید" }).click();
  await expect(toast(page, "کد را به درستی وارد کنید")).toBeVisible();

  const real = await lastSmsCode(e2eEnv().dataDir, mobile, "sms_request_register");
  const wrong = real === "11111" ? "22222" : "11111";
  await page.getByRole("textbox", { name: /کد تأیید/ }).fill("");
  await typeCode(page, wrong);
  await expect(
    page.getByRole("alert").filter({ hasNotText: "کد را به درستی وارد کنید" }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup\/code\//);

  await page.getByRole("textbox", { name: /کد تأیید/ }).fill("");
  await typeCode(page, real);
  await expect(page).toHaveURL(/\/auth\/set-password$/);

  await page.getByLabel("رمز عبور جدید").fill(STRONG_PASSWORD);
  await page.getByLabel("تکرار رمز عبور").fill(`${STRONG_PASSWORD}x`);
  await page.getByRole("button", { name: "ذخیرهٔ رمز عبور" }).click();
  await expect(toast(page, "رمز عبور به درستی تکرار نشده است")).toBeVisible();

  await page.getByLabel("رمز عبور جدید").fill("abcdef");
  await page.getByLabel("تکرار رمز عبور").fill("abcdef");
  await page.getByRole("button", { name: "ذخیرهٔ رمز عبور" }).click();
  await expect(toast(page, "شرایط تعیین رمز عبور رعایت نشده است")).toBeVisible();
  await snap(page, "auth-weak-password");
});

test("forgot password: mobile → code → new password → login with it", async ({ page }) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir, { password: STRONG_PASSWORD });
  await page.goto(appUrl("/auth/login"));
  await page.getByRole("link", { name: "رمز عبور را فراموش کرده‌ام" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\/mobile$/);
  await page.getByLabel("شماره موبایل").fill(learner.mobile);
  await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\/code\//);
  await snap(page, "auth-forgot-code");
  await typeCode(page, await lastSmsCode(dataDir, learner.mobile, "sms_request_reset_password"));
  await expect(page).toHaveURL(/\/auth\/forgot-password\/password$/);
  const fresh = "Neues-Pass2";
  await page.getByLabel("رمز عبور جدید").fill(fresh);
  await page.getByLabel("تکرار رمز عبور").fill(fresh);
  await page.getByRole("button", { name: "ذخیرهٔ رمز عبور" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logInThroughScreen(page, learner.mobile, fresh);
  await expect(page).toHaveURL(/\/v1\/?$/);
});
