import { expect, type Page, type Worker, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { e2eEnv } from "./support/env";
import { openSignedIn } from "./support/session";

// A first sync's pulls (fetch, parse, check, Dexie writes) run in the sync worker, off the page's
// main thread, and the screens fill from what it writes (Dexie's cross-context change events).
// A worker that cannot start leaves the sync to the page: the learner sees the same lesson.

const SYNC_WORKER = /\/v1\/assets\/pull-worker-[\w-]+\.js$/;
/** The content pulls: the course list, a course, a lesson, the saved words. */
const CONTENT_API = /^\/api\/(courses|teacher)\//;

/** The API paths one thread (the page or a worker) fetched, from its own resource timing. */
function apiPathsOf(thread: Page | Worker): Promise<string[]> {
  const read = () =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/api/"));
  return "mainFrame" in thread ? thread.evaluate(read) : thread.evaluate(read);
}

test("a first sync runs in the sync worker: the page's own thread fetches none of the content", async ({
  page,
}) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  const started = page.waitForEvent("worker", (worker) => SYNC_WORKER.test(worker.url()));

  await openSignedIn(page, baseUrl, learner.token, "/lesson/a1/a1-1");
  await expect(page.getByRole("link", { name: /سلام و خداحافظی/ })).toBeVisible();

  const worker = await started;
  await expect
    .poll(() => apiPathsOf(worker))
    .toEqual(
      expect.arrayContaining([
        "/api/courses/courses",
        "/api/courses/courses/a1",
        "/api/teacher/courses/lessons/a1-1",
        "/api/courses/words/bookmarks",
      ]),
    );
  expect((await apiPathsOf(page)).filter((path) => CONTENT_API.test(path))).toEqual([]);
});

test("when the sync worker cannot start, the page syncs itself and the lesson shows", async ({ page }) => {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  await page.route(SYNC_WORKER, (route) => route.fulfill({ status: 404, body: "" }));

  await openSignedIn(page, baseUrl, learner.token, "/lesson/a1/a1-1");
  await expect(page.getByRole("link", { name: /سلام و خداحافظی/ })).toBeVisible();
  expect(await apiPathsOf(page)).toEqual(expect.arrayContaining(["/api/teacher/courses/lessons/a1-1"]));
});
