/**
 * The signed-in screens a learner's page most often starts on (the installed app's start, a course,
 * a lesson, a word: where a reopened app or a shared link lands), which paint from the device
 * (Dexie); each as its route's pattern under the signed-in frame and the modules its route loads.
 * The route files take their patterns from here, and the build (scripts/signed-in-preload.ts)
 * preloads a screen's chunks beside the entry when a page starts on its path, instead of after the
 * entry has run and matched the route (issue 13). Each one adds its chunk list to a script that
 * every signed-in page loads first, so screens reached from these (review, saved words) are not here.
 */
export interface DeviceScreen {
  /** React Router's pattern, relative to the frame (no leading slash; "" is the index). */
  pattern: string;
  /** The modules its route imports to paint, from the project's root. */
  modules: readonly string[];
}

export const HOME_SCREEN = {
  pattern: "",
  modules: ["src/features/home/home-screen.tsx"],
} as const satisfies DeviceScreen;

export const COURSE_SCREEN = {
  pattern: "course/:courseId",
  modules: ["src/features/course/course-screen.tsx"],
} as const satisfies DeviceScreen;

export const LESSON_SCREEN = {
  pattern: "lesson/:courseId/:lessonId",
  modules: ["src/features/lesson/lesson-screen.tsx"],
} as const satisfies DeviceScreen;

export const STUDY_SCREEN = {
  pattern: "vocabulary/:courseId/:lessonId/:sectionId/:wordId?",
  modules: ["src/features/study/screens.ts"],
} as const satisfies DeviceScreen;

export const DEVICE_SCREENS: readonly DeviceScreen[] = [
  HOME_SCREEN,
  COURSE_SCREEN,
  LESSON_SCREEN,
  STUDY_SCREEN,
];
