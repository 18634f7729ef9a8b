import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { apiGet, logInViaApi, signUpViaApi } from "./support/api";
import { logInThroughScreen, STRONG_PASSWORD } from "./support/auth-flow";
import { closeEveryPage, fireOutboxSync, waitUntilHandedToWorker } from "./support/background-sync";
import { startTestProxy, type TestProxy } from "./support/test-proxy";
import { ownServer } from "./support/own-server";
import { openSignedIn, pendingIndicator } from "./support/session";
import { sectionWords, studyWord } from "./support/study-flow";

// Journeys in which only the service worker can deliver a write: every page of the app is closed
// before the server can be reached again, so the page's own retries cannot hide a broken replay.
// Chromium fires `sync` when the context comes back online, but not always (after a failed sync it
// waits minutes), so each journey also fires it through DevTools (fireOutboxSync); a second `sync`
// is harmless (one replay at a time), and the fault phases below wait for "at least one" attempt.
// The file runs its own server (the first journey stops and restarts it); the others cut the
// network with a fault proxy in front of it.
test.describe.configure({ timeout: 180_000 });

const server = ownServer();

interface ServerBookmark {
  id: string;
  word_id: string;
  note: string;
  learned: boolean;
}

const serverBookmarks = async (token: string) =>
  (await apiGet<{ data: ServerBookmark[] }>(server.url, "/api/courses/words/bookmarks", token)).data
    .map((b) => [b.word_id, b.learned, b.note])
    .sort();

const wordDone = async (token: string, wordId: string) => {
  const lesson = await apiGet<{
    data: { sections: Array<{ words: Array<{ id: string; is_completed: boolean }> }> };
  }>(server.url, "/api/teacher/courses/lessons/a1-1?course_id=a1", token);
  return lesson.data.sections.some((s) => s.words.some((w) => w.id === wordId && w.is_completed));
};

const studyUrl = (word: string) => `/vocabulary/a1/a1-1/a1-1-1/a1-1-1-${word}`;

async function saveWord(page: Page, origin: string, word: string): Promise<void> {
  await page.goto(`${origin}/v1${studyUrl(word)}`);
  await page.getByRole("button", { name: "ذخیرهٔ واژه" }).click();
  await expect(page.getByRole("button", { name: "حذف از واژه‌های ذخیره‌شده" })).toBeVisible();
}

/** Opens the app signed in, waits until the course is on the device and the worker controls the page. */
async function openReady(page: Page, origin: string, token: string): Promise<void> {
  await openSignedIn(page, origin, token, "/course/a1");
  await expect(page.getByText(/آخرین به‌روزرسانی/)).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
}

/** The learner is offline (and the server unreachable): writes wait in the worker's queue. */
async function goOffline(context: BrowserContext, proxy?: TestProxy): Promise<void> {
  proxy?.setReachable(false);
  await context.setOffline(true);
}

const writesWith = (proxy: TestProxy, status: number) => proxy.writes.filter((w) => w.status === status);

test("writes made with the server stopped land exactly once from the worker, with every page closed", async ({
  context,
  page,
}) => {
  const learner = await signUpViaApi(server.url, server.dataDir);
  const studied = (await sectionWords(server.url, learner.token, "a1", "a1-1", "a1-1-1")).find(
    (w) => w.id === "a1-1-1-05",
  );
  if (!studied) throw new Error("a1-1-1 has a word 05");
  await openReady(page, server.url, learner.token);

  await server.stop();
  await goOffline(context);
  for (const word of ["01", "02", "03"]) await saveWord(page, server.url, word);
  await page.goto(`${server.url}/v1/words/learning`);
  const list = page.getByRole("list", { name: "در حال یادگیری" });
  await list.getByRole("link", { name: /Hallo/ }).click();
  await page.getByLabel("یادداشت").fill("سلام کردن");
  await page.getByRole("button", { name: "یاد گرفتم" }).click();
  await expect(page.getByRole("button", { name: "هنوز یاد نگرفته‌ام" })).toBeEnabled();
  await page.goto(`${server.url}/v1/words/learning`);
  await list.getByRole("link", { name: /Tschüss/ }).click();
  await page.getByRole("button", { name: "حذف از واژه‌های ذخیره‌شده" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await page.goto(`${server.url}/v1${studyUrl("05")}`);
  await studyWord(page, studied);
  await expect(pendingIndicator(page)).toBeVisible();
  await waitUntilHandedToWorker(page);

  await closeEveryPage(context);
  await server.restart();
  expect(await serverBookmarks(learner.token)).toEqual([]);
  // Connectivity returns with no page of the app open: the worker's `sync` fires.
  await context.setOffline(false);
  await fireOutboxSync(context, server.url);

  await expect
    .poll(() => serverBookmarks(learner.token), { timeout: 30_000 })
    .toEqual([
      ["a1-1-1-01", true, "سلام کردن"],
      ["a1-1-1-03", false, ""],
    ]);
  await expect.poll(() => wordDone(learner.token, "a1-1-1-05"), { timeout: 30_000 }).toBe(true);

  // The learner opens the app again: nothing waits, nothing was doubled, the lists match the server.
  const again = await context.newPage();
  await again.goto(`${server.url}/v1/words`);
  await expect(pendingIndicator(again)).toHaveCount(0, { timeout: 30_000 });
  await expect(again.getByRole("link", { name: /در حال یادگیری/ })).toContainText("۱");
  await expect(again.getByRole("link", { name: /یادگرفته‌ها/ })).toContainText("۱");
  expect(await serverBookmarks(learner.token)).toHaveLength(2);
});

test("a replay refused as unauthorized stays queued, and the worker delivers it after the learner signs in again", async ({
  context,
  page,
}) => {
  const proxy = await startTestProxy(server.url);
  try {
    const learner = await signUpViaApi(server.url, server.dataDir, { password: STRONG_PASSWORD });
    // The test looks at the server through a session of its own: the device's session ends below.
    const observer = await logInViaApi(server.url, learner.mobile, STRONG_PASSWORD);
    await openReady(page, proxy.url, learner.token);

    await goOffline(context, proxy);
    await saveWord(page, proxy.url, "06");
    await expect(pendingIndicator(page)).toBeVisible();
    const deviceToken = await page.evaluate(() => localStorage.getItem("token"));
    if (!deviceToken) throw new Error("the app keeps a token");
    await waitUntilHandedToWorker(page);
    await closeEveryPage(context);

    // While the phone is away the session ends (signed out elsewhere, or expired).
    const logout = await fetch(`${server.url}/auth/logout`, {
      headers: { Authorization: `Bearer ${deviceToken}` },
    });
    expect(logout.ok).toBe(true);

    proxy.setReachable(true);
    await context.setOffline(false);
    await fireOutboxSync(context, proxy.url);
    // The worker replays with the dead token and is refused: the write must stay queued.
    await expect.poll(() => writesWith(proxy, 401).length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await serverBookmarks(observer)).toEqual([]);

    // The learner signs in again while the server still fails writes, so the page cannot deliver.
    proxy.faultWrites({ kind: "answer", status: 503 });
    const signIn = await context.newPage();
    await signIn.goto(`${proxy.url}/v1/`);
    await expect(signIn).toHaveURL(/\/auth\/login/);
    await logInThroughScreen(signIn, learner.mobile);
    await expect(signIn.getByRole("link", { name: /A1/ })).toBeVisible();
    const newToken = await signIn.evaluate(() => localStorage.getItem("token"));
    // The page's own attempt and the worker's replay with the new token (it was told the token).
    await expect
      .poll(() => writesWith(proxy, 503).filter((w) => w.token === newToken).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await closeEveryPage(context);

    proxy.faultWrites(null);
    await fireOutboxSync(context, proxy.url);
    await expect
      .poll(() => serverBookmarks(observer), { timeout: 30_000 })
      .toEqual([["a1-1-1-06", false, ""]]);

    const again = await context.newPage();
    await again.goto(`${proxy.url}/v1/words`);
    await expect(pendingIndicator(again)).toHaveCount(0, { timeout: 30_000 });
    expect(await serverBookmarks(observer)).toEqual([["a1-1-1-06", false, ""]]);
  } finally {
    await proxy.close();
  }
});

test("a replay answered 5xx is retried by the worker and lands exactly once", async ({ context, page }) => {
  const proxy = await startTestProxy(server.url);
  try {
    const learner = await signUpViaApi(server.url, server.dataDir);
    await openReady(page, proxy.url, learner.token);

    await goOffline(context, proxy);
    await saveWord(page, proxy.url, "09");
    await expect(pendingIndicator(page)).toBeVisible();
    await waitUntilHandedToWorker(page);
    await closeEveryPage(context);

    // First the server is overloaded and never sees the write.
    proxy.setReachable(true);
    proxy.faultWrites({ kind: "answer", status: 503 });
    await context.setOffline(false);
    await fireOutboxSync(context, proxy.url);
    await expect.poll(() => writesWith(proxy, 503).length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await serverBookmarks(learner.token)).toEqual([]);

    // Then the server saves it, but the gateway times out before the answer comes back.
    proxy.faultWrites({ kind: "forward-then-answer", status: 504 });
    await fireOutboxSync(context, proxy.url);
    await expect.poll(() => writesWith(proxy, 504).length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await serverBookmarks(learner.token)).toEqual([["a1-1-1-09", false, ""]]);

    // Then it answers: the server keeps one bookmark, not two, and nothing is refused.
    proxy.faultWrites(null);
    await fireOutboxSync(context, proxy.url);
    await expect
      .poll(() => proxy.writes.filter((w) => w.forwarded && w.status < 300).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await serverBookmarks(learner.token)).toEqual([["a1-1-1-09", false, ""]]);
    expect(new Set(proxy.writes.map((w) => w.key)).size).toBe(1);

    const again = await context.newPage();
    await again.goto(`${proxy.url}/v1/words`);
    await expect(pendingIndicator(again)).toHaveCount(0, { timeout: 30_000 });
    await expect(again.getByText(/سرور این تغییر را نپذیرفت/)).toHaveCount(0);
    expect(await serverBookmarks(learner.token)).toEqual([["a1-1-1-09", false, ""]]);
  } finally {
    await proxy.close();
  }
});
