import { expect, test } from "@playwright/test";
import { apiGet, signUpViaApi, subscribeViaSandbox } from "./support/api";
import { appUrl, e2eEnv } from "./support/env";
import { snap } from "./support/screens";
import { leaveSectionSummary, sectionWords, studyWord } from "./support/study-flow";

test("home → course → lesson → a whole section through every step, then the exam", async ({ page }) => {
  // Eleven words, each through every step, full-page screenshots and the exam's start: the
  // longest journey outside the offline ones, which have budgets of their own. In the stress run
  // beside a CI run on the same two cores it took 63 s (session 37), every step slow alike and none
  // waiting on anything: past the default 60 s.
  test.setTimeout(120_000);
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  await page.goto(appUrl("/auth/login"));
  await page.evaluate((token) => localStorage.setItem("token", token), learner.token);

  await page.goto(appUrl("/"));
  await page.getByRole("link", { name: /A1/ }).click();
  await expect(page).toHaveURL(/\/v1\/course\/a1$/);
  // Download for offline is findable without scrolling, at 360 × 740.
  await expect(page.getByRole("button", { name: "دریافت برای استفادهٔ آفلاین" })).toBeInViewport({ ratio: 1 });
  await snap(page, "course");

  // A lesson that is not bought opens the not-purchased dialog.
  await page.getByRole("button", { name: /اعداد و قیمت/ }).click();
  const dialog = page.getByRole("dialog", { name: "این دوره را نخریده‌اید" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "خرید دوره" })).toHaveAttribute("href", "/v1/subscription");
  await snap(page, "course-locked-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: /سلام و آشنایی/ }).click();
  await expect(page).toHaveURL(/\/v1\/lesson\/a1\/a1-1$/);
  // The second section waits for the first.
  const second = page.getByRole("listitem").nth(1);
  await second.getByRole("button").first().click();
  await expect(page.getByRole("dialog", { name: "این بخش قفل است" })).toBeVisible();
  await snap(page, "lesson-locked-section");
  await page.getByRole("dialog").getByRole("button", { name: "بستن" }).last().click();

  const words = await sectionWords(baseUrl, learner.token, "a1", "a1-1", "a1-1-1");
  expect(words.some((w) => w.type === "NOUN") && words.some((w) => w.type !== "NOUN")).toBe(true);
  await page.getByRole("link", { name: /سلام و خداحافظی/ }).click();
  await expect(page).toHaveURL(/\/v1\/vocabulary\/a1\/a1-1\/a1-1-1\/a1-1-1-01$/);
  await snap(page, "study-word");
  for (const word of words) await studyWord(page, word);
  await leaveSectionSummary(page);

  await expect(page).toHaveURL(/\/v1\/exam\/a1\/a1-1\/a1-1-1\/a1-1-1-exam\/start$/);

  // The completions reached the server: the section is complete and the next one is open.
  await expect
    .poll(async () => {
      const lesson = await apiGet<{ data: { sections: Array<{ id: string; is_completed: boolean }> } }>(
        baseUrl,
        "/api/teacher/courses/lessons/a1-1?course_id=a1",
        learner.token,
      );
      return lesson.data.sections.find((s) => s.id === "a1-1-1")?.is_completed;
    })
    .toBe(true);
  await page.goto(appUrl("/lesson/a1/a1-1"));
  await expect(page.getByRole("link", { name: /حال‌واحوال و ادب/ })).toBeVisible();
});

test("a bought lesson opened by its URL stays locked until the one before it is completed", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  await subscribeViaSandbox(baseUrl, learner.token);
  const numbers = await sectionWords(baseUrl, learner.token, "a1", "a1-2", "a1-2-1");
  // Bought: the server gives the second lesson's words.
  expect(numbers.length).toBeGreaterThan(0);

  // The lesson page by its URL (product-spec section 4: locked until the previous one is completed).
  await page.goto(appUrl("/auth/login"));
  await page.evaluate((token) => localStorage.setItem("token", token), learner.token);
  await page.goto(appUrl("/lesson/a1/a1-2"));
  await expect(page.getByRole("heading", { name: "این درس قفل است" })).toBeVisible();
  await expect(page.getByText("این درس قفل است؛ ابتدا درس‌های قبلی را کامل کنید.")).toBeVisible();
  // No way into its sections from here: the section list is not shown, only the way back.
  await expect(page.getByRole("link", { name: /صفر تا ده/ })).toHaveCount(0);
  await snap(page, "lesson-locked-by-url");
  await page.getByRole("link", { name: "بازگشت به دوره" }).click();
  await expect(page).toHaveURL(/\/v1\/course\/a1$/);

  // A word of it by its URL: the same, and no word card.
  const first = numbers[0]?.id ?? "";
  await page.goto(appUrl(`/vocabulary/a1/a1-2/a1-2-1/${first}`));
  await expect(page.getByRole("heading", { name: "این درس قفل است" })).toBeVisible();
  await expect(page.locator('h2[lang="de"]')).toHaveCount(0);

  // The first lesson is open to the same learner: its first word's card shows.
  await page.goto(appUrl("/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01"));
  await expect(page.locator('h2[lang="de"]')).toHaveText("Hallo");
});

test("a post's headings, lists and links are styled, right to left", async ({ page }) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  await page.goto(appUrl("/auth/login"));
  await page.evaluate((token) => localStorage.setItem("token", token), learner.token);
  await page.goto(appUrl("/post/study-routine"));
  const body = page.locator(".post-body");
  await expect(body.locator("h2").first()).toBeVisible();
  await snap(page, "post");

  const style = await body.evaluate((root) => {
    const css = (selector: string) => {
      const element = root.querySelector(selector);
      if (!element) throw new Error(`no ${selector} in the post`);
      return getComputedStyle(element);
    };
    const [p, h2, h3, ul, ol, a] = [css("p"), css("h2"), css("h3"), css("ul"), css("ol"), css("a")];
    return {
      direction: getComputedStyle(root).direction,
      p: parseFloat(p.fontSize),
      h2: parseFloat(h2.fontSize),
      h3: parseFloat(h3.fontSize),
      h2Weight: Number(h2.fontWeight),
      ul: ul.listStyleType,
      ol: ol.listStyleType,
      // Right to left: the list's indent (and so its markers) is on the right.
      ulRight: parseFloat(ul.paddingRight),
      ulLeft: parseFloat(ul.paddingLeft),
      link: a.textDecorationLine,
      linkColour: a.color,
      textColour: p.color,
    };
  });
  expect(style.direction).toBe("rtl");
  expect(style.h2).toBeGreaterThan(style.h3);
  expect(style.h3).toBeGreaterThan(style.p);
  expect(style.h2Weight).toBeGreaterThanOrEqual(700);
  expect(style.ul).toBe("disc");
  expect(style.ol).not.toBe("none");
  expect(style.ulRight).toBeGreaterThan(0);
  expect(style.ulLeft).toBe(0);
  expect(style.link).toContain("underline");
  expect(style.linkColour).not.toBe(style.textColour);
});
