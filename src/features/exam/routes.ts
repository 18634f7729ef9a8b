import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";
import { lessonPath } from "../../shared/route-paths";

// One chunk for the whole feature: its screens, question types and loaders.
const screens = () => import("./screens");

/** Every exam screen's back link: the lesson (product-spec.md section 2). */
const handle = {
  back: (p) => lessonPath({ courseId: p.courseId ?? "", lessonId: p.lessonId ?? "" }),
} satisfies RouteHandle;

const EXAM = "exam/:courseId/:lessonId/:sectionId/:examId";

/**
 * Exams (online only): a section's exams, an exam's start page, its questions and its end page.
 * The static `start` and `end` segments outrank the dynamic `:processId` / `:questionIndex?`.
 */
export const examRoutes: RouteObject[] = [
  {
    path: "exams/:courseId/:lessonId/:sectionId",
    handle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.ExamsScreen, loader: m.examsLoader };
    },
  },
  {
    path: `${EXAM}/start`,
    handle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.StartScreen, loader: m.startLoader };
    },
  },
  {
    path: `${EXAM}/:processId/end`,
    handle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.EndScreen, loader: m.endLoader };
    },
  },
  {
    path: `${EXAM}/:processId/:questionIndex?`,
    handle,
    lazy: async () => {
      const m = await screens();
      return {
        Component: m.QuestionScreen,
        loader: m.questionLoader,
        shouldRevalidate: m.questionShouldRevalidate,
      };
    },
  },
];
