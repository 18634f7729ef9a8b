import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";

export const blogRoutes: RouteObject[] = [
  {
    path: "post/:postId",
    handle: { back: () => "/" } satisfies RouteHandle,
    lazy: async () => {
      const m = await import("./post-screen");
      return { Component: m.PostScreen, loader: m.postLoader };
    },
  },
];
