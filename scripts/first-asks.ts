import { answerUrl } from "../src/data/api/answer-paths";
import { lessonQuery, ORDERED } from "../src/data/sync/answer-queries";
import {
  COURSE_SCREEN,
  DEVICE_SCREENS,
  HOME_SCREEN,
  LESSON_SCREEN,
  STUDY_SCREEN,
} from "../src/shared/device-screens";
import { routeRegex, type ScreenPreload } from "./signed-in-preload";

/** How a route's param stands in an early ask's URL until the page's first script fills it in. */
export const askParam = (name: string) => `__${name}__`;

/** What a screen's first paint waits for on a new device, spelt as the sync asks it (pull.ts). */
const ANSWERS = {
  courses: answerUrl("", "courses", {}, ORDERED),
  settings: answerUrl("", "settings"),
  posts: answerUrl("", "blogPosts"),
  course: answerUrl("", "course", { courseId: askParam("courseId") }, ORDERED),
  lesson: answerUrl(
    "",
    "teacherLesson",
    { lessonId: askParam("lessonId") },
    lessonQuery(askParam("courseId")),
  ),
} as const;

/**
 * What each screen paints from, in the order the sync asks it (src/data/sync/sync-engine.ts). Home
 * waits for the course list, the settings (its header) and the posts, so nothing moves
 * (src/features/home/home-screen.tsx). A course waits for its course (the sync's focus); a lesson
 * and a word for their course and the lesson, which a new device lacks (decision 041). The course
 * list comes with them, as the sync's first wave asks it.
 */
const PAINTS_FROM: ReadonlyMap<string, readonly (keyof typeof ANSWERS)[]> = new Map([
  [HOME_SCREEN.pattern, ["courses", "settings", "posts"]],
  [COURSE_SCREEN.pattern, ["course", "courses"]],
  [LESSON_SCREEN.pattern, ["course", "lesson", "courses"]],
  [STUDY_SCREEN.pattern, ["course", "lesson", "courses"]],
]);

/**
 * The GETs a new device's page sends for the screen of `pattern` before the app runs (decision 043),
 * as URLs under `base`, spelt as the app spells them (answerUrl), with askParam placeholders for the
 * route's params. None for a screen not listed.
 */
export function firstAsks(base: string, pattern: string): string[] {
  return (PAINTS_FROM.get(pattern) ?? []).map((answer) => `${base}${ANSWERS[answer]}`);
}

/** Every device screen's path regex under `base` and its first asks under `apiBase`, without its chunks. */
export function askingScreens(base: string, apiBase: string): ScreenPreload[] {
  return DEVICE_SCREENS.map((screen) => ({
    regex: routeRegex(base, screen.pattern),
    files: [],
    asks: firstAsks(apiBase, screen.pattern),
  }));
}
