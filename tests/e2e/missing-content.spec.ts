import { expect, type Page, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { appUrl, e2eEnv } from "./support/env";
import { snap } from "./support/screens";
import { openSignedIn } from "./support/session";

// What a learner reads when a link leads to something the device does not hold: first «syncing»
// while a pull could still bring it, then, online, what the server says (not found, or not bought),
// each with a way back. Opened by URL, as a shared link or an old bookmark would.

async function expectMessage(page: Page, title: string, back: string): Promise<void> {
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: back })).toBeVisible();
}

test("an unknown course, lesson, section or post says it was not found, with the way back", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);

  await openSignedIn(page, baseUrl, learner.token, "/course/no-such-course");
  await expectMessage(page, "این دوره پیدا نشد", "بازگشت به خانه");
  await snap(page, "course-not-found");

  await page.goto(appUrl("/lesson/a1/a1-99"));
  await expectMessage(page, "این درس پیدا نشد", "بازگشت به دوره");

  await page.goto(appUrl("/vocabulary/a1/a1-1/a1-1-99/w"));
  await expect(page.getByRole("heading", { name: "این بخش پیدا نشد" })).toBeVisible();

  await page.goto(appUrl("/post/no-such-post"));
  await expect(page.getByRole("heading", { name: "این نوشته پیدا نشد" })).toBeVisible();
  await snap(page, "post-not-found");
});

test("a lesson not bought, opened by its URL, says so and offers to buy it", async ({ page }) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  await openSignedIn(page, baseUrl, learner.token, "/lesson/a1/a1-2");
  await expect(page.getByRole("heading", { name: "این دوره را نخریده‌اید" })).toBeVisible();
  await expect(page.getByRole("link", { name: "خرید دوره" })).toHaveAttribute("href", "/v1/subscription");
  await snap(page, "lesson-not-bought");
});

test("a deep link on a new device says «syncing» while its course is on the way, then shows it", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  // The course's pull is held (a slow network), so the lesson is not on the device yet.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/courses\/courses\/a1(\?|$)/, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });

  await openSignedIn(page, baseUrl, learner.token, "/lesson/a1/a1-1");
  await expect(page.getByText("در حال همگام‌سازی…")).toBeVisible();
  await expect(page.getByRole("heading", { name: "این درس پیدا نشد" })).toHaveCount(0);
  await snap(page, "deep-link-syncing");

  release();
  await expect(page.getByRole("link", { name: /سلام و خداحافظی/ })).toBeVisible();
  await expect(page.getByText("در حال همگام‌سازی…")).toHaveCount(0);
});

// Decision 041: on a device that holds nothing yet, the lesson a link opens is asked beside its
// course, not a round trip after it. Shown by order, not time: the course's answer is held until the
// lesson has been asked (bounded), and the lesson's request must have come while it was held.
test("a lesson opened by its link on a new device is asked beside its course, and its sections come with its title", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  let lessonAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => (lessonAsked = resolve));
  let askedWhileCourseHeld = false;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/teacher/courses/lessons/a1-1") lessonAsked();
  });
  await page.route(/\/api\/courses\/courses\/a1(\?|$)/, async (route) => {
    askedWhileCourseHeld = await Promise.race([
      asked.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 4_000)),
    ]);
    await route.continue();
  });

  await openSignedIn(page, baseUrl, learner.token, "/lesson/a1/a1-1");
  await expect(page.getByRole("heading", { level: 1, name: "سلام و آشنایی" })).toBeVisible();
  await expect(page.getByRole("link", { name: /سلام و خداحافظی/ })).toBeVisible();
  expect(askedWhileCourseHeld, "the lesson was asked while its course's answer was held").toBe(true);
});
