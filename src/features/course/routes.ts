import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";

export const courseRoutes: RouteObject[] = [
  {
    path: "course/:courseId",
    handle: { back: () => "/" } satisfies RouteHandle,
    lazy: async () => {
      const m = await import("./course-screen");
      return { Component: m.CourseScreen, loader: m.courseLoader };
    },
  },
];
