import type { RouteObject } from "react-router";

export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const { HomeScreen } = await import("./home-screen");
      return { Component: HomeScreen };
    },
  },
];
