import type { RouteObject } from "react-router";
import { LESSON_SCREEN } from "../../shared/device-screens";
import { coursePath } from "../../shared/route-paths";
import type { RouteHandle } from "../../ui/route-handle";

export const lessonRoutes: RouteObject[] = [
  {
    path: LESSON_SCREEN.pattern,
    handle: { back: (p) => coursePath(p.courseId ?? "") } satisfies RouteHandle,
    lazy: async () => {
      const m = await import("./lesson-screen");
      return { Component: m.LessonScreen, loader: m.lessonLoader };
    },
  },
];
