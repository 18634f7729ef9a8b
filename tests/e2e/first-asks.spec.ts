import { expect, type Page, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { e2eEnv } from "./support/env";
import { openSignedIn } from "./support/session";

// Decision 043: a page that opens a lesson on a device holding nothing yet asks the lesson, its
// course and the course list from its first script, while the app's code downloads; the first sync
// takes those answers instead of asking again. A page on a device that holds answers asks nothing
// early: its sync sends the tags of what it holds.

interface ApiGet {
  url: string;
  /** The script that sent it (the first frame of its initiator's stack). */
  sentBy: string;
  ifNoneMatch: string | null;
}

/** Records every GET to the API the page sends from now on, with the script that sent it (CDP). */
async function recordApiGets(page: Page): Promise<ApiGet[]> {
  const gets: ApiGet[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    const url = new URL(request.url);
    if (request.method !== "GET" || !url.pathname.startsWith("/api/")) return;
    const headers = request.headers as Record<string, string>;
    gets.push({
      url: `${url.pathname}${url.search}`,
      sentBy: initiator.stack?.callFrames[0]?.url ?? initiator.url ?? "",
      ifNoneMatch: headers["If-None-Match"] ?? headers["if-none-match"] ?? null,
    });
  });
  await cdp.send("Network.enable");
  return gets;
}

const LESSON_ASKS = [
  "/api/courses/courses/a1?order_by=order&order=asc",
  "/api/teacher/courses/lessons/a1-1?course_id=a1",
  "/api/courses/courses?order_by=order&order=asc",
];

test("a lesson's link on a new device asks its answers from the page's first script, each once", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  const gets = await recordApiGets(page);
  // The sync starts only after the session check has renewed the token (the frame's chunk, which
  // holds the sync, is held until then, bounded): the early asks went with the old token, and are
  // still the learner's.
  let checked: () => void = () => {};
  const renewed = new Promise<void>((resolve) => (checked = resolve));
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/auth/check") checked();
  });
  await page.route(/\/v1\/assets\/frame-[\w-]+\.js$/, async (route) => {
    await Promise.race([renewed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await route.continue();
  });

  await openSignedIn(page, baseUrl, learner.token, "/lesson/a1/a1-1");
  await expect(page.getByRole("heading", { level: 1, name: "سلام و آشنایی" })).toBeVisible();
  await expect(page.getByRole("link", { name: /سلام و خداحافظی/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("answers-held"))).toBe("1");

  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token, "the session check renewed the token before the sync asked").not.toBe(learner.token);
  const early = gets.filter((get) => /signed-in-preload-[\w-]+\.js$/.test(get.sentBy));
  expect(early.map((get) => get.url)).toEqual(LESSON_ASKS);
  for (const url of LESSON_ASKS) {
    expect(
      gets.filter((get) => get.url === url),
      url,
    ).toHaveLength(1);
  }

  // Opened again on the same device: nothing is asked early, and the sync sends its tags.
  gets.length = 0;
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "سلام و آشنایی" })).toBeVisible();
  await expect.poll(() => gets.some((get) => get.url === LESSON_ASKS[0])).toBe(true);
  expect(gets.filter((get) => /signed-in-preload/.test(get.sentBy))).toEqual([]);
  const course = gets.find((get) => get.url === LESSON_ASKS[0]);
  expect(course?.ifNoneMatch, "the course is asked with the tag of the one the device holds").toBeTruthy();
});

test("home on a new device asks the course list, the settings and the posts from the page's first script, each once", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  const gets = await recordApiGets(page);

  await openSignedIn(page, baseUrl, learner.token, "/");
  await expect(page.locator('main a[href*="/course/a1"]').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("answers-held"))).toBe("1");

  const home = ["/api/courses/courses?order_by=order&order=asc", "/api/app/settings", "/api/blog/posts"];
  const early = gets.filter((get) => /signed-in-preload-[\w-]+\.js$/.test(get.sentBy));
  expect(early.map((get) => get.url)).toEqual(home);
  for (const url of home) {
    expect(
      gets.filter((get) => get.url === url),
      url,
    ).toHaveLength(1);
  }
});
