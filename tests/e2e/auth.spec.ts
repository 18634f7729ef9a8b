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
  await expect(page.getByRole("link", { name: "ثبت‌نام" })).toBeVisible();
  await expect(page.getByRole("button", { name: "ورود با گوگل" })).toHaveCount(0);
  await page.goto(new URL("/auth/oauth/redirect", appUrl("/")).href);
  await expect(page).toHaveURL(/\/v1\/auth\/login\?oauth_error=unavailable$/);
  await expect(page.getByRole("alert").filter({ hasText: "ورود با گوگل اکنون ممکن نیست" })).toBeVisible();

  const mobile = uniqueMobile();
  await page.getByRole("link", { name: "ثبت‌نام" }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/mobile$/);
  await snap(page, "auth-signup-mobile");
  await page.getByLabel("شمارهٔ موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/signup/code/${mobile}/120$`));
  await expect(page.getByText("ارسال دوباره کد")).toBeVisible();
  await snap(page, "auth-signup-code");

  // «Change mobile», the same number again: back on the code screen with the time left.
  await page.getByRole("link", { name: "تغییر شمارهٔ موبایل" }).click();
  await page.getByLabel("شمارهٔ موبایل").fill(mobile);
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
  // Names left out: said under each field, not as a toast as well (issue 14 item 6).
  await page.getByRole("button", { name: "ذخیره و ادامه" }).click();
  await expect(page.getByRole("textbox", { name: "نام", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByText("این فیلد الزامی است.")).toHaveCount(2);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("textbox", { name: "نام", exact: true }).fill("مریم");
  await page.getByRole("textbox", { name: "نام خانوادگی" }).fill("احمدی");
  await page.getByRole("button", { name: "ذخیره و ادامه" }).click();

  await expect(page).toHaveURL(/\/v1\/?$/);
  await expect(page.getByRole("navigation").getByRole("link", { name: "خانه" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  // Nothing from the forms before greets the new learner on their first home screen.
  await expect(page.getByText("این فیلد الزامی است.")).toHaveCount(0);
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
  await page.getByLabel("شمارهٔ موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/code\//);

  const boxes = page.getByRole("textbox", { name: /کد تأیید/ });
  await typeCode(page, "123");
  await page.getByRole("button", { name: "تأیید" }).click();
  await expect(page.getByText("کد را به درستی وارد کنید")).toBeVisible();
  await expect(boxes).toHaveAttribute("aria-invalid", "true");

  // A wrong code does not stay in the boxes: they empty, turn red, say why and take the focus.
  const real = await lastSmsCode(e2eEnv().dataDir, mobile, "sms_request_register");
  const wrong = real === "11111" ? "22222" : "11111";
  await boxes.fill("");
  await typeCode(page, wrong);
  await expect(boxes).toHaveAttribute("aria-invalid", "true");
  await expect(boxes).toHaveValue("");
  await expect(boxes).toBeFocused();
  await expect(page.locator("[data-pin-box].border-error-700")).toHaveCount(5);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\/signup\/code\//);
  await snap(page, "auth-wrong-code");

  await page.keyboard.type(real);
  await expect(page).toHaveURL(/\/auth\/set-password$/);

  await page.getByLabel("رمز عبور جدید").fill(STRONG_PASSWORD);
  await page.getByLabel("تکرار رمز عبور").fill(`${STRONG_PASSWORD}x`);
  await page.getByRole("button", { name: "ذخیرهٔ رمز عبور" }).click();
  await expect(page.getByText("رمز عبور به درستی تکرار نشده است")).toBeVisible();
  await expect(page.getByLabel("تکرار رمز عبور")).toBeFocused();

  // The rules, ticked off as the learner types (issue 14 item 7).
  const rules = page.getByRole("list", { name: "رمز عبور باید این‌ها را داشته باشد:" }).getByRole("listitem");
  await page.getByLabel("رمز عبور جدید").fill("abcdef");
  await expect(rules).toHaveText([
    /^رعایت شده:/,
    /^رعایت شده:/,
    /^رعایت نشده:یک حرف بزرگ/,
    /^رعایت نشده:یک نویسهٔ ویژه/,
  ]);
  await page.getByLabel("تکرار رمز عبور").fill("abcdef");
  await page.getByRole("button", { name: "ذخیرهٔ رمز عبور" }).click();
  await expect(page.getByText("شرایط تعیین رمز عبور رعایت نشده است")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await snap(page, "auth-weak-password");
});

test("forgot password: mobile → code → new password → login with it", async ({ page }) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir, { password: STRONG_PASSWORD });
  await page.goto(appUrl("/auth/login"));
  await page.getByRole("link", { name: "رمز عبور را فراموش کرده‌ام" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\/mobile$/);
  await page.getByLabel("شمارهٔ موبایل").fill(learner.mobile);
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
  // Raised for the login page, so the move there keeps it (issue 14 item 6).
  await expect(page.getByRole("status").filter({ hasText: "رمز عبور با موفقیت تغییر کرد." })).toBeVisible();
  await logInThroughScreen(page, learner.mobile, fresh);
  await expect(page).toHaveURL(/\/v1\/?$/);
});
