import type { RouteObject } from "react-router";
import { STUDY_SCREEN } from "../../shared/device-screens";
import { lessonPath } from "../../shared/route-paths";
import type { RouteHandle } from "../../ui/route-handle";

// One chunk for the whole feature: the screen, its steps and its loader.
const screens = () => import("./screens");

/** Word study: /vocabulary/{courseId}/{lessonId}/{sectionId}/{wordId?} (product-spec.md section 2). */
export const studyRoutes: RouteObject[] = [
  {
    path: STUDY_SCREEN.pattern,
    handle: {
      back: (p) => lessonPath({ courseId: p.courseId ?? "", lessonId: p.lessonId ?? "" }),
    } satisfies RouteHandle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.StudyScreen, loader: m.studyLoader };
    },
  },
];
