import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { apiGet, signUpViaApi } from "./support/api";
import { typeCode } from "./support/auth-flow";
import { appUrl, e2eEnv } from "./support/env";
import { snap } from "./support/screens";
import { openSignedIn } from "./support/session";
import { lastSmsCode, uniqueMobile } from "./support/sms-outbox";

// A real PNG of this repository (the app's 192-px icon).
const PNG = fs.readFileSync(path.join("public", "icons", "icon-192.png"));

const lessonSections = async (baseUrl: string, token: string, lessonId: string) =>
  (
    await apiGet<{ data: { lessons: Array<{ id: string; sections: unknown[] }> } }>(
      baseUrl,
      "/api/courses/courses/a1?order_by=order&order=asc",
      token,
    )
  ).data.lessons.find((l) => l.id === lessonId)?.sections.length ?? 0;

async function toCart(page: Page, licenseName: RegExp) {
  await page.goto(appUrl("/subscription"));
  await page.getByRole("button", { name: licenseName }).click();
  await expect(page).toHaveURL(/\/v1\/subscription\/buy$/);
}

test("edit the profile and upload a picture", async ({ page }) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  await openSignedIn(page, baseUrl, learner.token, "/profile/edit");
  await page.getByRole("textbox", { name: "نام", exact: true }).fill("نگار");
  await page.getByRole("textbox", { name: "شهر" }).fill("اصفهان");
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/upload"));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  const answer = await uploaded;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByText("تصویر پروفایل با موفقیت تغییر کرد")).toBeVisible();
  await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
  await expect(page).toHaveURL(/\/v1\/profile$/);
  await expect(page.getByRole("heading", { name: "نگار کریمی" })).toBeVisible();
  await expect(page.getByText("اصفهان")).toBeVisible();
  await expect(page.locator('img[src^="/uploads/"]').first()).toBeVisible();
  await snap(page, "profile");
});

test("a phone's camera photo becomes the profile picture, drawn upright at 1024 px in the browser", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  // A 4000 × 3000 camera JPEG stored sideways with EXIF orientation 6 (upright it is 3000 × 4000).
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 75 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
  await openSignedIn(page, baseUrl, learner.token, "/profile/edit");
  await expect(page.getByRole("button", { name: "تغییر تصویر" })).toBeEnabled();

  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/upload"));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: photo });
  const answer = await uploaded;
  // The server refuses anything over 2 MB (413): a 200 means the browser made it smaller.
  expect(answer.status(), await answer.text()).toBe(200);
  const { url } = ((await answer.json()) as { data: { url: string } }).data;
  await expect(page.getByText("تصویر پروفایل با موفقیت تغییر کرد")).toBeVisible();

  const stored = await sharp(Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer())).metadata();
  expect([stored.width, stored.height]).toEqual([768, 1024]);
  await page.goto(appUrl("/profile"));
  const avatar = page.locator(`img[src$="${url}"]`).first();
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(768);
});

/**
 * Forces the race a phone on a slow network meets after the gateway sends it back: the start-up pull
 * of the app asks for course a1 before the payment is settled (its answer still has the padlocks) and
 * receives it only after. The payment's verify call waits for that pull to have been answered by the
 * server; the pull's answer waits for the verify call's. So only a pull made after paying brings the
 * opened lessons. `delivered` resolves once the stale answer has reached the app.
 */
async function holdFirstCoursePullUntilPaid(page: Page): Promise<{ delivered: Promise<void> }> {
  let staleFetched!: () => void;
  const fetched = new Promise<void>((resolve) => (staleFetched = resolve));
  let paid!: () => void;
  const settled = new Promise<void>((resolve) => (paid = resolve));
  let delivered!: () => void;
  const done = new Promise<void>((resolve) => (delivered = resolve));
  let held = false;
  await page.route(/\/api\/courses\/courses\/a1(\?|$)/, async (route) => {
    if (held) return route.continue();
    held = true;
    const response = await route.fetch();
    staleFetched();
    await settled;
    await route.fulfill({ response });
    delivered();
  });
  await page.route(/\/api\/payment\/verify\//, async (route) => {
    await fetched;
    const response = await route.fetch();
    await route.fulfill({ response });
    paid();
  });
  return { delivered: done };
}

test("buy a subscription through the sandbox gateway with a discount; the lesson opens; history in Persian dates", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  expect(await lessonSections(baseUrl, learner.token, "a1-2")).toBe(0);
  await openSignedIn(page, baseUrl, learner.token, "/subscription");
  await snap(page, "subscriptions");
  await toCart(page, /یک‌ماهه/);
  // At 360 × 740 the payable amount and the pay button stay on screen, above the cart's details.
  const payBar = page.getByTestId("pay-bar");
  await expect(payBar.getByRole("button", { name: "پرداخت", exact: true })).toBeInViewport();
  await expect(payBar).toContainText("مبلغ قابل پرداخت");

  await page.getByRole("textbox", { name: "کد تخفیف" }).fill("NOPE999");
  await page.getByRole("button", { name: "اعمال" }).click();
  await expect(
    page
      .getByText(/کد تخفیف/)
      .filter({ hasText: /معتبر|نامعتبر|وجود|منقضی/ })
      .first(),
  ).toBeVisible();

  await page.getByRole("textbox", { name: "کد تخفیف" }).fill("WELCOME20");
  await page.getByRole("button", { name: "اعمال" }).click();
  await expect(page.getByText("کد تخفیف «WELCOME20» اعمال شده است.")).toBeVisible();
  await expect(page.getByText(/۱۱۹٬۲۰۰/).first()).toBeVisible();
  await snap(page, "cart");

  await page.getByRole("button", { name: "پرداخت", exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await snap(page, "sandbox-gateway");
  const stalePull = await holdFirstCoursePullUntilPaid(page);
  await page.getByRole("button", { name: "پرداخت" }).click();

  await expect(page).toHaveURL(/\/v1\/subscription\/history$/);
  await stalePull.delivered;
  const card = page.getByRole("article").first();
  await expect(card).toContainText("اشتراک یک‌ماهه");
  await expect(card).toContainText(/۱۴\d\d\/\d\d\/\d\d|[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
  await snap(page, "history");

  expect(await lessonSections(baseUrl, learner.token, "a1-2")).toBeGreaterThan(0);
  // Without reloading (the app the gateway sent back here): the profile and the menu say until
  // when, and the lesson bought shows its number, not a padlock, once the pull after paying is in.
  await page.getByRole("link", { name: "بازگشت" }).click();
  await expect(page).toHaveURL(/\/v1\/profile$/);
  await expect(page.getByTestId("subscription-status")).toHaveText(
    /^اشتراک فعال تا [۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/,
  );
  await page.getByRole("button", { name: "منو" }).click();
  const sheet = page.getByRole("dialog", { name: "منو" });
  await expect(sheet.getByTestId("subscription-status")).toHaveText(/^اشتراک فعال تا /);
  await sheet.getByRole("link", { name: "مرور واژه‌ها" }).click();
  await page.getByRole("navigation", { name: "پیمایش اصلی" }).getByRole("link", { name: "خانه" }).click();
  await page.getByRole("link", { name: /A1/ }).first().click();
  await expect(page).toHaveURL(/\/v1\/course\/a1$/);
  const second = page.getByRole("button", { name: /اعداد و قیمت/ });
  await expect(second).toContainText("پس از کامل کردن درس قبلی باز می‌شود");
  await expect(second.locator("svg rect")).toHaveCount(0);
  await second.click();
  await expect(page.getByRole("dialog", { name: "این درس قفل است" })).toBeVisible();
});

test("cancelling on the sandbox page lands on home with a message that leads back to the cart", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  await openSignedIn(page, baseUrl, learner.token);
  await toCart(page, /سه‌ماهه/);
  await page.getByRole("button", { name: "پرداخت", exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "انصراف" }).click();
  await expect(page).toHaveURL(/\/v1\/?$/);
  const notice = page.getByRole("dialog", { name: "پرداخت انجام نشد" });
  await expect(notice.getByText("پرداخت انجام نشد یا لغو شد.")).toBeVisible();
  expect(await lessonSections(baseUrl, learner.token, "a1-2")).toBe(0);
  await notice.getByRole("link", { name: "بازگشت به سبد خرید" }).click();
  await expect(page).toHaveURL(/\/v1\/subscription\/buy$/);
  await expect(page.getByText("اشتراک سه‌ماهه").first()).toBeVisible();
});

test("gift a subscription to a new mobile; signing up, it has the subscription", async ({ page }) => {
  const { baseUrl, dataDir } = e2eEnv();
  const giver = await signUpViaApi(baseUrl, dataDir);
  const friend = uniqueMobile();
  await openSignedIn(page, baseUrl, giver.token);
  await toCart(page, /یک‌ساله/);
  await page.getByRole("link", { name: "هدیه به دوست" }).click();
  await expect(page).toHaveURL(/\/v1\/gift\/sandbox$/);
  const what = page.getByRole("region", { name: "آنچه هدیه می‌دهید" });
  await expect(what).toContainText("اشتراک یک‌ساله");
  await expect(what).toContainText("تومان");
  await page.getByRole("textbox", { name: "شمارهٔ موبایل گیرنده" }).fill(friend);
  await page.getByRole("button", { name: "خرید اشتراک" }).click();
  await expect(page).toHaveURL(new RegExp(`/v1/gift/sandbox/codeRequest/${friend}/`));
  await typeCode(page, await lastSmsCode(dataDir, friend, "sms_request_gift_product"));
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "پرداخت" }).click();
  await expect(page).toHaveURL(/\/v1\/subscription\/history$/);
  await expect(page.getByRole("article").first()).toContainText("هدیه");

  const recipient = await signUpViaApi(baseUrl, dataDir, { mobile: friend });
  expect(await lessonSections(baseUrl, recipient.token, "a1-2")).toBeGreaterThan(0);
  expect(await lessonSections(baseUrl, giver.token, "a1-2")).toBe(0);

  // The recipient sees the gift: who sent it, what, until when; and the profile says until when and
  // from whom.
  await page.evaluate(() => localStorage.clear());
  await openSignedIn(page, baseUrl, recipient.token, "/subscription/history");
  const gift = page.getByRole("article").first();
  await expect(gift).toContainText("هدیهٔ دریافتی");
  await expect(gift).toContainText("اشتراک یک‌ساله");
  await expect(gift).toContainText("سارا کریمی");
  await expect(gift).toContainText("تاریخ پایان");
  await snap(page, "history-gift-received");
  await page.getByRole("link", { name: "بازگشت" }).click();
  await expect(page.getByTestId("subscription-status")).toHaveText(
    /^اشتراک فعال تا .*هدیه‌ای از سارا کریمی$/,
  );
});

test("an invite link signs a friend up and gives the inviter 5 points, shown on focus", async ({
  page,
  context,
  browser,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const inviter = await signUpViaApi(baseUrl, dataDir);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  await openSignedIn(page, baseUrl, inviter.token, "/invite");
  await page.getByRole("button", { name: "کپی لینک" }).click();
  await expect(page.getByText("لینک کپی شد")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/v1\/auth\/signup\/mobile\?invite=/);

  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const mobile = uniqueMobile();
  await friend.goto(link);
  await friend.getByLabel("شمارهٔ موبایل").fill(mobile);
  await friend.getByRole("button", { name: "دریافت کد تأیید" }).click();
  await typeCode(friend, await lastSmsCode(dataDir, mobile, "sms_request_register"));
  await expect(friend).toHaveURL(/\/auth\/set-password$/);
  await friendContext.close();

  // No reload: coming back to the app (focus) fetches fresh claims, with the reward.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByRole("banner")).toContainText("۵");
});
