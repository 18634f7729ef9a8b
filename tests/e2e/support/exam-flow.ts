import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { loadSeedFiles, type SeedQuestion } from "../../../server/seed/seed-files";

async function generatedExam(sectionId: string): Promise<{ deadline: number; questions: SeedQuestion[] }> {
  const seed = await loadSeedFiles(path.join("server", "seed"));
  for (const course of seed.courses) {
    for (const lesson of course.lessons) {
      const section = lesson.sections.find((s) => s.id === sectionId);
      if (section) return section.exam;
    }
  }
  throw new Error(`no seeded exam for ${sectionId}`);
}

/** The seeded exam of a section as the loader generates it, with its correct answers. */
export async function seedExam(sectionId: string): Promise<SeedQuestion[]> {
  return (await generatedExam(sectionId)).questions;
}

/** The seconds the seeded exam of a section allows. */
export async function seedExamDeadline(sectionId: string): Promise<number> {
  return (await generatedExam(sectionId)).deadline;
}

const check = (page: Page) => page.getByRole("button", { name: "Überprüfung" }).click();

/**
 * A matching pair's button: its text exactly (content holds «(رسمی)», «?» and such), with the «جفت n»
 * a paired button adds. Anchored, so «و» is not found inside «روز بخیر».
 */
const pairButton = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( جفت .+)?$`);

/** Answers the question on screen, rightly or (with `wrong`) wrongly, and waits for the verdict. */
export async function answerQuestion(page: Page, question: SeedQuestion, wrong = false): Promise<void> {
  if (question.type === "QUESTION_TYPE_MULTIPLE_CHOICE" || question.type === "QUESTION_TYPE_IMAGE") {
    const pick = wrong ? (question.choices.find((c) => c !== question.correct) ?? "") : question.correct;
    await page
      .getByLabel("گزینه‌ها", { exact: true })
      .getByRole("button", { name: pick, exact: true })
      .click();
  } else if (question.type === "QUESTION_TYPE_SORTABLE") {
    const order = wrong ? [...question.items].reverse() : question.items;
    for (const item of order) {
      await page
        .getByLabel("واژه‌ها", { exact: true })
        .getByRole("button", { name: item, exact: true })
        .first()
        .click();
    }
    await check(page);
  } else if (question.type === "QUESTION_TYPE_PLUGGABLE") {
    const rights = wrong ? [...question.right.slice(1), question.right[0] ?? ""] : question.right;
    for (const [index, left] of question.left.entries()) {
      await page
        .getByLabel("واژه‌های آلمانی", { exact: true })
        .getByRole("button", { name: pairButton(left) })
        .click();
      await page
        .getByLabel("معنی‌ها", { exact: true })
        .getByRole("button", { name: pairButton(rights[index] ?? "") })
        .click();
    }
    await check(page);
  }
  await expect(page.getByText(wrong ? "پاسخ شما نادرست است" : "پاسخ شما درست است!")).toBeVisible();
}

/**
 * Holds the next answer check at the network until the returned function is called, so its pending
 * toast stays on screen (the route is removed once that one request is through).
 */
export async function holdNextAnswerCheck(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/api\/user\/exam\/answer\//;
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
    await page.unroute(pattern);
  });
  return release;
}

/** Whether a tap at the centre of `box` lands on a toast (or passes through it to the page). */
export async function tapLandsOnToast(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
) {
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest(".Toastify__toast") != null,
    point,
  );
}
