import type { RouteObject } from "react-router";
import { COURSE_SCREEN } from "../../shared/device-screens";
import type { RouteHandle } from "../../ui/route-handle";

export const courseRoutes: RouteObject[] = [
  {
    path: COURSE_SCREEN.pattern,
    handle: { back: () => "/" } satisfies RouteHandle,
    lazy: async () => {
      const m = await import("./course-screen");
      return { Component: m.CourseScreen, loader: m.courseLoader };
    },
  },
];
