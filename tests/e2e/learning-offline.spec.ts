import { expect, test } from "@playwright/test";
import { apiGet, signUpViaApi } from "./support/api";
import { logInThroughScreen, STRONG_PASSWORD } from "./support/auth-flow";
import { snap } from "./support/screens";
import { ownServer } from "./support/own-server";
import { openSignedIn, pendingIndicator } from "./support/session";
import { leaveSectionSummary, sectionWords, studyWord } from "./support/study-flow";
import { downloadShownCourse } from "./support/offline-download";

// These journeys stop and restart their own server, so they run serially on one data directory.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const server = ownServer();

const sectionDone = async (token: string, sectionId: string) => {
  const lesson = await apiGet<{ data: { sections: Array<{ id: string; is_completed: boolean }> } }>(
    server.url,
    "/api/teacher/courses/lessons/a1-1?course_id=a1",
    token,
  );
  return lesson.data.sections.find((s) => s.id === sectionId)?.is_completed ?? false;
};

test("download a course, study a whole section with the server stopped, and the completions land once", async ({
  page,
}) => {
  const learner = await signUpViaApi(server.url, server.dataDir);
  const firstSection = await sectionWords(server.url, learner.token, "a1", "a1-1", "a1-1-1");
  const words = await sectionWords(server.url, learner.token, "a1", "a1-1", "a1-1-2");
  await openSignedIn(page, server.url, learner.token, "/course/a1");
  await downloadShownCourse(page);
  await snap(page, "course-downloaded");

  await server.stop();
  await page.reload();
  await expect(page.getByRole("heading", { name: /A1/ })).toBeVisible();
  await page.goto(`${server.url}/v1/vocabulary/a1/a1-1/a1-1-1`);
  for (const word of firstSection) await studyWord(page, word);
  await leaveSectionSummary(page);
  await expect(page).toHaveURL(/\/exam\/a1\/a1-1\/a1-1-1\/a1-1-1-exam\/start$/);
  await expect(page.getByText("آزمون فقط با اتصال به اینترنت برگزار می‌شود.")).toBeVisible();

  await page.goto(`${server.url}/v1/lesson/a1/a1-1`);
  await expect(page.getByRole("link", { name: /حال‌واحوال و ادب/ })).toBeVisible();
  await expect(pendingIndicator(page)).toBeVisible();
  await page.getByRole("link", { name: /حال‌واحوال و ادب/ }).click();
  for (const word of words) await studyWord(page, word);
  await page.goto(`${server.url}/v1/lesson/a1/a1-1`);
  await expect(page.getByRole("link", { name: /خودم را معرفی می‌کنم/ })).toBeVisible();
  await snap(page, "lesson-offline-progress");

  await server.restart();
  await expect.poll(() => sectionDone(learner.token, "a1-1-2"), { timeout: 45_000 }).toBe(true);
  expect(await sectionDone(learner.token, "a1-1-1")).toBe(true);
  await expect(pendingIndicator(page)).toHaveCount(0, { timeout: 30_000 });
});

test("a write queued while the token is gone waits, and lands after signing in", async ({ page }) => {
  const learner = await signUpViaApi(server.url, server.dataDir, { password: STRONG_PASSWORD });
  await openSignedIn(page, server.url, learner.token, "/course/a1");
  await expect(page.getByText(/آخرین به‌روزرسانی/)).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const [word] = await sectionWords(server.url, learner.token, "a1", "a1-1", "a1-1-1");
  if (!word) throw new Error("the section has words");

  await server.stop();
  await page.goto(`${server.url}/v1/vocabulary/a1/a1-1/a1-1-1/${word.id}`);
  await studyWord(page, word);
  await expect(pendingIndicator(page)).toBeVisible();
  // The token expires or is removed while the write waits.
  await page.evaluate(() => localStorage.removeItem("token"));
  await server.restart();
  await page.goto(`${server.url}/v1/`);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByLabel("شمارهٔ موبایل")).toBeVisible();
  // Signed out: neither the page nor the worker (told the token is gone) may send it now.
  const lesson = await apiGet<{
    data: { sections: Array<{ words: Array<{ id: string; is_completed: boolean }> }> };
  }>(server.url, "/api/teacher/courses/lessons/a1-1?course_id=a1", learner.token);
  expect(lesson.data.sections[0]?.words.find((w) => w.id === word.id)?.is_completed).toBe(false);

  await logInThroughScreen(page, learner.mobile);
  await expect
    .poll(
      async () =>
        (
          await apiGet<{
            data: { sections: Array<{ words: Array<{ id: string; is_completed: boolean }> }> };
          }>(server.url, "/api/teacher/courses/lessons/a1-1?course_id=a1", learner.token)
        ).data.sections[0]?.words.find((w) => w.id === word.id)?.is_completed,
      { timeout: 30_000 },
    )
    .toBe(true);
});
