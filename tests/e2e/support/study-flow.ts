import { expect, type Page } from "@playwright/test";
import { apiGet } from "./api";
import { tapAndMoveOn } from "./tap-log";

export interface SectionWord {
  id: string;
  type: string;
  gender: "masculine" | "feminine" | "neuter" | null;
  translation: { german: string | null; persian: string };
}

/** The words of a section as the server gives them to this learner (the answers a learner would know). */
export async function sectionWords(
  baseUrl: string,
  token: string,
  course: string,
  lesson: string,
  section: string,
) {
  const answer = await apiGet<{ data: { words: SectionWord[] } }>(
    baseUrl,
    `/api/teacher/courses/sections/${section}?course_id=${course}&lesson_id=${lesson}`,
    token,
  );
  return answer.data.words;
}

const article = (gender: SectionWord["gender"]) =>
  gender === "masculine" ? "der" : gender === "neuter" ? "das" : "die";

/** Studies one word through every step the way a learner does: tap the letters, pick the article, type it. */
export async function studyWord(page: Page, word: SectionWord): Promise<void> {
  const german = word.translation.german ?? "";
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: german }).first()).toBeVisible();
  // The card's «weiter» right after the word appeared: a tap lost here was seen in a stress run.
  await tapAndMoveOn(
    page,
    page.getByRole("button", { name: "weiter" }),
    page.locator('form[data-step="word"]'),
  );

  const letters = page.getByRole("group", { name: "حرف‌ها" });
  for (const letter of german) {
    const name = letter === " " ? "فاصله" : letter;
    await letters.getByRole("button", { name, exact: true }).first().click();
  }
  await page.getByRole("button", { name: "Überprüfung" }).click();
  await expect(page.getByText("درست است!")).toBeVisible();
  await page.getByRole("button", { name: "weiter" }).click();

  if (word.type === "NOUN") {
    await page
      .getByRole("group", { name: "انتخاب سریع آرتیکل" })
      .getByRole("button", { name: article(word.gender) })
      .click();
    await page.getByRole("button", { name: "Überprüfung" }).click();
    await expect(page.getByText("درست است!")).toBeVisible();
    await page.getByRole("button", { name: "weiter" }).click();
  }

  await page.getByLabel("واژه به آلمانی").fill(german);
  await page.getByRole("button", { name: "Überprüfung" }).click();
  await expect(page.getByText("درست است!")).toBeVisible();
  await page.getByRole("button", { name: "weiter" }).click();
  // The word is saved on the device, then the next page opens: wait for that, as a learner would.
  await expect(page).not.toHaveURL(new RegExp(`/${word.id}$`));
}

/** After a section's last word: its summary (words studied, those missed), then on to the exam or lesson. */
export async function leaveSectionSummary(page: Page, onward: "exam" | "lesson" = "exam"): Promise<void> {
  await expect(page.getByRole("heading", { name: "پایان بخش" })).toBeVisible();
  await page.getByRole("link", { name: onward === "exam" ? "رفتن به آزمون" : "بازگشت به درس" }).click();
}
