/**
 * Test helpers for the study feature (imported by its *.test.tsx files only): a seeded section on
 * fake-indexeddb and the screen rendered in a memory router with stub exam and lesson pages.
 */
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { db } from "../../data/db/db";
import { NO_GERMAN, NOUN, VERB } from "../../data/test-support/word-rows";
import { renderRoutes, stubPage, testUserSync } from "../../shared/test-support/render-routes";
import { studyRoutes } from "./routes";

export { NO_GERMAN, NOUN, VERB };

export const PATH = "/vocabulary/c1/l1/s1";
export const USER = { sub: "u1", given_name: "سارا", family_name: "احمدی", point: 0 };

/** Empties every table the screen and completeWord touch. */
export async function clearDb(): Promise<void> {
  await Promise.all([
    db.lessons.clear(),
    db.sections.clear(),
    db.words.clear(),
    db.exams.clear(),
    db.outbox.clear(),
  ]);
}

/** Lesson l1 with section s1 of three words (noun, verb, no German), optionally with an exam. */
export async function seedSection({ exam = false, words = [NOUN, VERB, NO_GERMAN] } = {}): Promise<void> {
  await db.lessons.put({
    id: "l1",
    course_id: "c1",
    name: "درس یک",
    position: 0,
    is_completed: false,
    sections_count: 1,
    done_sections_count: 0,
    purchased: true,
  });
  await db.sections.put({
    id: "s1",
    lesson_id: "l1",
    course_id: "c1",
    name: "بخش یک",
    order: 1,
    is_completed: false,
    word_count: words.length,
    done_word_count: 0,
    purchased: words.length > 0,
  });
  await db.words.bulkPut(words);
  if (exam) {
    await db.exams.put({
      id: "e1",
      section_id: "s1",
      lesson_id: "l1",
      course_id: "c1",
      name: "آزمون",
      deadline: 300,
      question_count: 3,
      high: null,
      position: 0,
    });
  }
}

/** The study routes in a memory router, with stub exam-start and lesson pages to land on. */
/** `settled`: the first sync has ended (a section with no words says «not on this device»). */
export function renderStudy(initialPath: string, { settled = false } = {}) {
  return renderRoutes(
    [
      ...studyRoutes,
      stubPage("exam/:courseId/:lessonId/:sectionId/:examId/start", "exam start page"),
      stubPage("lesson/:courseId/:lessonId", "lesson page"),
    ],
    initialPath,
    { sync: testUserSync({ settled }) },
  );
}

export const mainButton = (name: "weiter" | "Überprüfung") => screen.findByRole("button", { name });

/** Taps the pool's tiles to spell `word` (the first free tile of each letter). */
export async function spellByTapping(user: UserEvent, word: string): Promise<void> {
  for (const letter of word) {
    // The steps after the card load as a chunk of their own (word-steps.tsx): found, not got.
    const pool = await screen.findByRole("group", { name: "حرف‌ها" });
    const tile = within(pool).getAllByRole("button", { name: letter })[0];
    if (!tile) throw new Error(`no free tile «${letter}»`);
    await user.click(tile);
  }
}

/** Taps all the pool's tiles in the order they are shown (the shuffle, never the word itself). */
export async function tapAllInShownOrder(user: UserEvent): Promise<void> {
  const pool = await screen.findByRole("group", { name: "حرف‌ها" });
  for (const tile of within(pool).getAllByRole("button")) await user.click(tile);
}
