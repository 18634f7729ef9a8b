import { type Browser, expect, type Page, test } from "@playwright/test";
import { apiGet, logInViaApi, signUpViaApi } from "./support/api";
import { STRONG_PASSWORD } from "./support/auth-flow";
import { readDeviceStore } from "./support/device-db";
import { snap } from "./support/screens";
import { ownServer } from "./support/own-server";
import { openSignedIn } from "./support/session";
import { type SectionWord, studyWord } from "./support/study-flow";
import { downloadShownCourse } from "./support/offline-download";

// The journey stops its own server, so it runs on its own data directory.
test.describe.configure({ mode: "serial", timeout: 300_000 });

const server = ownServer();

type ReviewWord = SectionWord & { grammer: { plural: string | null } };

/** The first A1 section's words as the server gives them, and by id. */
async function firstSection(token: string) {
  const section = await apiGet<{ data: { words: ReviewWord[] } }>(
    server.url,
    "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1",
    token,
  );
  return { section, words: new Map(section.data.words.map((w) => [w.id, w])) };
}

/**
 * Today on the page's clock (installed, so a journey can move days), a new learner signed up (with
 * `options`, e.g. a password for a second device), and the first A1 section's words.
 */
async function newLearnerOnClock(page: Page, options: { password?: string } = {}) {
  const start = new Date();
  await page.clock.install({ time: start });
  const learner = await signUpViaApi(server.url, server.dataDir, options);
  return { start, learner, ...(await firstSection(learner.token)) };
}

/** Downloads the A1 course for offline use (the worker ready), then studies the first section. */
async function downloadAndStudy(
  page: Page,
  token: string,
  section: { data: { words: ReviewWord[] } },
): Promise<void> {
  await openSignedIn(page, server.url, token, "/course/a1");
  await downloadShownCourse(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto(`${server.url}/v1/vocabulary/a1/a1-1/a1-1-1`);
  for (const word of section.data.words) await studyWord(page, word);
}

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

/** The product's undo hold of the last answer and the outbox's retry period (review-undo-hold.ts, outbox-runner.ts). */
const UNDO_HOLD_MS = 30_000;
const RETRY_MS = 10_000;
const SETTINGS_SAVED = "تنظیمات مرور ذخیره شد.";

interface DeviceLog {
  id: string;
  pending: 0 | 1;
}

/** Every card's due time in the page's Dexie database (cards never answered left out), by card id. */
async function deviceDueDates(page: Page): Promise<Record<string, number>> {
  const rows = await readDeviceStore<{ cardId: string; due: number; fresh: 0 | 1 }>(page, "reviewCards");
  return Object.fromEntries(rows.filter((r) => r.fresh === 0).map((r) => [r.cardId, r.due]));
}

/** The review logs in the page's Dexie database, read with IndexedDB itself. */
async function deviceLogs(page: Page): Promise<DeviceLog[]> {
  const rows = await readDeviceStore<DeviceLog>(page, "reviewLogs");
  return rows.map(({ id, pending }) => ({ id, pending }));
}

const deviceLogIds = async (page: Page) => (await deviceLogs(page)).map((l) => l.id);
const pendingLogCount = async (page: Page) => (await deviceLogs(page)).filter((l) => l.pending === 1).length;

/** Every review log id the server holds for the learner, page by page from the start. */
async function serverLogIds(token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let after = "0", more = true; more;) {
    const page = await apiGet<{ data: { logs: Array<{ id: string }>; cursor: string; more: boolean } }>(
      server.url,
      `/api/review/logs?after=${after}`,
      token,
    );
    ids.push(...page.data.logs.map((l) => l.id));
    ({ cursor: after, more } = page.data);
  }
  return ids;
}

test("study a section, come back the next day with the server stopped, review every card (a reload in the middle), the stats count every review, and once the server is back it holds every answer exactly once", async ({
  page,
}) => {
  const { start, learner, section, words } = await newLearnerOnClock(page);

  await downloadAndStudy(page, learner.token, section);

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

  // The server comes back. Time moves on in the page (its clock is Playwright's): the outbox's retry
  // timer fires, and the last answer's undo hold (30 s) runs out, so every answer is sent.
  const deviceLogs = await deviceLogIds(page);
  expect(deviceLogs).toHaveLength(20);
  await server.restart();
  await page.clock.runFor(UNDO_HOLD_MS + RETRY_MS);
  await expect.poll(() => pendingLogCount(page), { timeout: 30_000 }).toBe(0);
  // The server holds every answer exactly once: the same ids, none twice.
  const stored = await serverLogIds(learner.token);
  expect(stored).toHaveLength(deviceLogs.length);
  expect([...stored].sort()).toEqual([...deviceLogs].sort());
});

/** A second phone of the same learner: a context of its own (its own Dexie, its own service worker). */
async function secondDevice(browser: Browser, token: string, start: Date): Promise<Page> {
  const context = await browser.newContext(test.info().project.use);
  const page = await context.newPage();
  await page.clock.install({ time: start });
  await openSignedIn(page, server.url, token, "/course/a1");
  await downloadShownCourse(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  return page;
}

test("two devices review the same cards offline; after both sync they show the same due dates and the stats count every review", async ({
  page,
  browser,
}) => {
  const { start, learner, section, words } = await newLearnerOnClock(page, { password: STRONG_PASSWORD });

  // Device A studies the section online and downloads the course.
  await downloadAndStudy(page, learner.token, section);
  // Device B, the same learner signed in on a second phone, gets the section's completions by sync.
  const other = await secondDevice(
    browser,
    await logInViaApi(server.url, learner.mobile, STRONG_PASSWORD),
    start,
  );

  // The next day, with no server: A reviews all of its cards, B only the first five.
  await server.stop();
  for (const device of [page, other]) {
    await device.clock.setSystemTime(new Date(start.getTime() + DAY));
    await device.goto(`${server.url}/v1/review`);
    await expect(progress(device)).toBeVisible();
  }
  const total = Number(await progress(page).getAttribute("aria-valuemax"));
  expect(total).toBe(20);
  for (let answered = 0; answered < total; answered++) {
    await expect(progress(page)).toHaveAttribute("aria-valuenow", String(answered));
    await answerCard(page, words);
  }
  await expect(page.getByRole("heading", { name: "مرور امروز تمام شد!" })).toBeVisible();
  for (let answered = 0; answered < 5; answered++) {
    await expect(progress(other)).toHaveAttribute("aria-valuenow", String(answered));
    await answerCard(other, words);
  }
  await expect(progress(other)).toHaveAttribute("aria-valuenow", "5");

  // The server is back: both send their answers (their clocks run past the undo hold and the retry)…
  await server.restart();
  for (const device of [page, other]) await device.clock.runFor(UNDO_HOLD_MS + RETRY_MS);
  for (const device of [page, other])
    await expect.poll(() => pendingLogCount(device), { timeout: 30_000 }).toBe(0);
  expect(await serverLogIds(learner.token)).toHaveLength(25);
  // …and, opened again, each pulls the other's: the same due dates on both, every review counted.
  for (const device of [page, other]) {
    await device.goto(`${server.url}/v1/review/stats`);
    await expect(device.getByTestId("reviews-total")).toHaveText("در کل ۲۵ مرور", { timeout: 30_000 });
  }
  const dueOnA = await deviceDueDates(page);
  expect(Object.keys(dueOnA)).toHaveLength(20);
  expect(await deviceDueDates(other)).toEqual(dueOnA);
  await snap(other, "review-stats-second-device");
  await other.context().close();
});

test("the review settings: fewer new cards a day and the meaning cards switched off, and the next session keeps to them", async ({
  page,
}) => {
  const { start, learner, section, words } = await newLearnerOnClock(page);
  await openSignedIn(page, server.url, learner.token, "/vocabulary/a1/a1-1/a1-1-1");
  for (const word of section.data.words) await studyWord(page, word);

  await page.clock.setSystemTime(new Date(start.getTime() + DAY));
  await page.goto(`${server.url}/v1/review/settings`);
  const newPerDay = page.getByLabel("کارت تازه در روز");
  await expect(newPerDay).toHaveValue("۲۰");
  await newPerDay.fill("۶");
  await page.getByLabel("معنی").uncheck();
  await snap(page, "review-settings");
  await page.getByRole("button", { name: "ذخیرهٔ تنظیمات" }).click();
  await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();

  await page.goto(`${server.url}/v1/review`);
  await expect(progress(page)).toHaveAttribute("aria-valuemax", "6");
  for (let answered = 0; answered < 6; answered++) {
    await expect(progress(page)).toHaveAttribute("aria-valuenow", String(answered));
    await expect(page.locator("[data-card]")).not.toHaveAttribute("data-card", /:meaning$/);
    await answerCard(page, words);
  }
  await expect(page.getByRole("heading", { name: "مرور امروز تمام شد!" })).toBeVisible();
  await expect(page.getByText("کارت مرورشده").locator("..")).toContainText("۶");
});
