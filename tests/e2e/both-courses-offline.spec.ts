import { expect, type Page, test } from "@playwright/test";
import { apiGet, signUpViaApi } from "./support/api";
import { snap } from "./support/screens";
import { ownServer } from "./support/own-server";
import { openSignedIn, pendingIndicator } from "./support/session";
import { leaveSectionSummary, sectionWords, studyWord } from "./support/study-flow";
import { downloadShownCourse } from "./support/offline-download";

// This journey stops and restarts its own server, so it has a server and data directory of its own;
// it downloads two courses and studies a whole section by tapping every letter, hence its time limit.
test.describe.configure({ mode: "serial", timeout: 300_000 });

const server = ownServer();

/** The course page's "download for offline" panel, run to its end. */
async function downloadForOffline(page: Page, courseId: string): Promise<void> {
  await page.goto(`${server.url}/v1/course/${courseId}`);
  await downloadShownCourse(page);
}

const a2SectionDone = async (token: string) => {
  const lesson = await apiGet<{ data: { sections: Array<{ id: string; is_completed: boolean }> } }>(
    server.url,
    "/api/teacher/courses/lessons/a2-1?course_id=a2",
    token,
  );
  return lesson.data.sections.find((s) => s.id === "a2-1-1")?.is_completed ?? false;
};

test("download both courses, then study an A2 section with the server stopped; the completion lands later", async ({
  page,
}) => {
  const learner = await signUpViaApi(server.url, server.dataDir);
  // The A2 course's first lesson is free, as A1's is: no purchase is needed to download and study it.
  const words = await sectionWords(server.url, learner.token, "a2", "a2-1", "a2-1-1");
  expect(words.length).toBeGreaterThan(0);
  await openSignedIn(page, server.url, learner.token, "/course/a1");
  await downloadForOffline(page, "a1");
  await downloadForOffline(page, "a2");
  await snap(page, "both-courses-downloaded");

  await server.stop();
  // Both courses open from the device alone.
  await page.goto(`${server.url}/v1/course/a1`);
  await expect(page.getByRole("heading", { name: /A1/ })).toBeVisible();
  await page.goto(`${server.url}/v1/course/a2`);
  await expect(page.getByRole("heading", { name: /A2/ })).toBeVisible();
  await page.getByRole("link", { name: /کار و شغل/ }).click();
  await expect(page).toHaveURL(/\/v1\/lesson\/a2\/a2-1$/);
  await page.getByRole("link", { name: /جست‌وجوی کار/ }).click();
  for (const word of words) await studyWord(page, word);
  await leaveSectionSummary(page);
  await expect(page).toHaveURL(/\/exam\/a2\/a2-1\/a2-1-1\/a2-1-1-exam\/start$/);
  await expect(page.getByText("آزمون فقط با اتصال به اینترنت برگزار می‌شود.")).toBeVisible();
  await page.goto(`${server.url}/v1/lesson/a2/a2-1`);
  await expect(pendingIndicator(page)).toBeVisible();
  await snap(page, "a2-lesson-offline-progress");

  await server.restart();
  await expect.poll(() => a2SectionDone(learner.token), { timeout: 45_000 }).toBe(true);
  await expect(pendingIndicator(page)).toHaveCount(0, { timeout: 30_000 });
});
