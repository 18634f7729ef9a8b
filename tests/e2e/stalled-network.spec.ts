import { expect, type Page, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { e2eEnv } from "./support/env";
import { openSignedIn } from "./support/session";
import { startTestProxy, type TestProxy } from "./support/test-proxy";
import { sectionWords } from "./support/study-flow";
import { downloadShownCourse } from "./support/offline-download";

// The subway case (issue 13): the course is on the device and the service worker is installed, and
// the network is connected but slow, or stalled (nothing ever comes back). Screens whose data is on
// the device must not wait for the session check: each journey asserts the content is on screen
// while the check is still unanswered at the proxy (an order, not a time).
test.describe.configure({ timeout: 180_000 });

const CHECK = "/api/auth/check";
const lessonContent = (page: Page) => page.getByRole("link", { name: /سلام و خداحافظی/ });
const offlineBadge = (page: Page) => page.getByRole("status").getByText("آفلاین");

let proxy: TestProxy;

test.beforeEach(async () => {
  proxy = await startTestProxy(e2eEnv().baseUrl);
});

test.afterEach(async () => {
  await proxy.close();
});

/** Signs up, opens the course through the proxy and downloads it for offline use. */
async function downloadCourse(page: Page) {
  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  const [word] = await sectionWords(baseUrl, learner.token, "a1", "a1-1", "a1-1-1");
  if (!word) throw new Error("the section has words");
  await openSignedIn(page, proxy.url, learner.token, "/course/a1");
  await downloadShownCourse(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  return word;
}

test("with the API stalled, the lesson and a word card show while the session check hangs, then the app says offline", async ({
  page,
}) => {
  const word = await downloadCourse(page);
  await page.goto(`${proxy.url}/v1/lesson/a1/a1-1`);
  await expect(lessonContent(page)).toBeVisible();
  await expect(offlineBadge(page)).toHaveCount(0);

  proxy.setNetwork({ kind: "stall" });
  await page.reload({ waitUntil: "commit" });
  await expect(lessonContent(page)).toBeVisible();
  // The check was sent and is still hanging: the lesson did not wait for it.
  await expect.poll(() => proxy.unanswered(CHECK)).toBe(1);

  await page.goto(`${proxy.url}/v1/vocabulary/a1/a1-1/a1-1-1/${word.id}`, { waitUntil: "commit" });
  const german = word.translation.german ?? "";
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: german }).first()).toBeVisible();
  await expect.poll(() => proxy.unanswered(CHECK)).toBe(1);

  // The check times out: a stalled network looks offline, and the learner stays signed in.
  await expect(offlineBadge(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: german }).first()).toBeVisible();
  await expect.poll(() => proxy.unanswered(CHECK)).toBe(0);
});

test("with a 2 s round trip, the lesson shows before the session check answers", async ({ page }) => {
  await downloadCourse(page);
  await page.goto(`${proxy.url}/v1/lesson/a1/a1-1`);
  await expect(lessonContent(page)).toBeVisible();

  proxy.setNetwork({ kind: "delay", ms: 2_000 });
  const checksBefore = proxy.arrived(CHECK);
  await page.reload({ waitUntil: "commit" });
  await expect(lessonContent(page)).toBeVisible();
  await expect.poll(() => proxy.arrived(CHECK)).toBe(checksBefore + 1);
  expect(proxy.unanswered(CHECK)).toBe(1);

  // The check answers in the end and the learner is still signed in and online.
  await expect.poll(() => proxy.unanswered(CHECK), { timeout: 20_000 }).toBe(0);
  await expect(lessonContent(page)).toBeVisible();
  await expect(offlineBadge(page)).toHaveCount(0);
});
