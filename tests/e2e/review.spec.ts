import { expect, type Page, test } from "@playwright/test";
import { apiGet, signUpViaApi } from "./support/api";
import { snap } from "./support/screens";
import { makeDataDir, type RunningServer, startServer } from "./support/server";
import { openSignedIn } from "./support/session";
import { type SectionWord, studyWord } from "./support/study-flow";

// The journey stops its own server, so it runs on its own data directory.
test.describe.configure({ mode: "serial", timeout: 300_000 });

let server: RunningServer;
const dataDir = makeDataDir();

test.beforeAll(async () => {
  server = await startServer({ dataDir });
});

test.afterAll(async () => {
  await server.stop();
});

type ReviewWord = SectionWord & { grammer: { plural: string | null } };

const DAY = 24 * 60 * 60 * 1000;
const articleOf = (gender: SectionWord["gender"]) =>
  gender === "masculine" ? "der" : gender === "neuter" ? "das" : "die";

/** Answers the card on screen rightly (and as Easy, so it leaves the session), as a learner who knows it. */
async function answerCard(page: Page, words: Map<string, ReviewWord>): Promise<void> {
  const shown = page.locator("[data-card]");
  const cardId = (await shown.getAttribute("data-card")) ?? "";
  const at = cardId.lastIndexOf(":");
  const word = words.get(cardId.slice(0, at));
  const kind = cardId.slice(at + 1);
  if (!word) throw new Error(`no word for ${cardId}`);
  const german = word.translation.german ?? "";
  if (kind === "meaning") {
    await page.getByRole("button", { name: "نمایش پاسخ" }).click();
    await expect(page.getByText(word.translation.persian, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: /^آسان،/ }).click();
    return;
  }
  if (kind === "recall") await page.getByLabel("واژهٔ آلمانی").fill(german);
  if (kind === "plural") await page.getByLabel("شکل جمع (با die)").fill(word.grammer.plural ?? "");
  if (kind === "recall" || kind === "plural") await page.getByRole("button", { name: "بررسی" }).click();
  if (kind === "article")
    await page
      .getByRole("group", { name: "حرف‌های تعریف" })
      .getByRole("button", { name: articleOf(word.gender) })
      .click();
  await expect(page.getByText("درست است!")).toBeVisible();
  await page.getByRole("button", { name: "خیلی آسان بود" }).click();
  await page.getByRole("button", { name: "بعدی" }).click();
}

const progress = (page: Page) => page.getByRole("progressbar", { name: "پیشرفت مرور" });

test("study a section, come back the next day with the server stopped, review every card (a reload in the middle), and the stats count every review", async ({
  page,
}) => {
  const start = new Date();
  await page.clock.install({ time: start });
  const learner = await signUpViaApi(server.url, dataDir);
  const section = await apiGet<{ data: { words: ReviewWord[] } }>(
    server.url,
    "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1",
    learner.token,
  );
  const words = new Map(section.data.words.map((w) => [w.id, w]));

  await openSignedIn(page, server.url, learner.token, "/course/a1");
  await page.getByRole("button", { name: "دریافت برای استفادهٔ آفلاین" }).click();
  await expect(page.getByText("این دوره برای استفادهٔ بدون اینترنت آماده است.")).toBeVisible({
    timeout: 30_000,
  });
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto(`${server.url}/v1/vocabulary/a1/a1-1/a1-1-1`);
  for (const word of section.data.words) await studyWord(page, word);

  // Home counts the studied words' cards (new ones up to the daily limit of 20), so does the Words tab.
  await page.goto(`${server.url}/v1/`);
  const homeCard = page.getByTestId("review-today");
  await expect(homeCard.getByRole("heading", { name: /^مرور [۰-۹]+ واژه$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /واژه‌ها\s*،\s*[۰-۹]+ کارت برای مرور/ })).toBeVisible();
  await snap(page, "review-home-card");

  // The next day, with no server.
  await server.stop();
  await page.clock.setSystemTime(new Date(start.getTime() + DAY));
  await page.goto(`${server.url}/v1/review`);
  await expect(progress(page)).toBeVisible();
  const total = Number(await progress(page).getAttribute("aria-valuemax"));
  expect(total).toBe(20);
  await snap(page, "review-first-card");

  for (let answered = 0; answered < total; answered++) {
    await expect(progress(page)).toHaveAttribute("aria-valuenow", String(answered));
    if (answered === 5) {
      // A reload in the middle continues the same session.
      const card = await page.locator("[data-card]").getAttribute("data-card");
      await page.reload();
      await expect(progress(page)).toHaveAttribute("aria-valuenow", "5");
      await expect(page.locator("[data-card]")).toHaveAttribute("data-card", card ?? "");
    }
    await answerCard(page, words);
  }
  await expect(page.getByRole("heading", { name: "مرور امروز تمام شد!" })).toBeVisible();
  await expect(page.getByText("کارت مرورشده").locator("..")).toContainText("۲۰");
  await expect(page.getByText("پاسخ درست", { exact: true }).locator("..")).toContainText("۱۰۰٪");
  await snap(page, "review-summary");

  await page.getByRole("link", { name: "آمار مرور" }).click();
  await expect(page.getByTestId("reviews-total")).toHaveText("در کل ۲۰ مرور");
  await snap(page, "review-stats");
});
