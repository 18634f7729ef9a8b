import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";
import { REVIEW_PATH, REVIEW_SETTINGS_PATH, REVIEW_STATS_PATH } from "../../ui/review-paths";

const screens = () => import("./screens");
const rel = (path: string) => path.slice(1);

/** Spaced review (issue 16): the session, its settings, and its stats (a chunk of its own, with the charts). */
export const reviewRoutes: RouteObject[] = [
  {
    path: rel(REVIEW_PATH),
    handle: { back: () => "/" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await screens()).ReviewSessionScreen }),
  },
  {
    path: rel(REVIEW_SETTINGS_PATH),
    handle: { back: () => "/profile" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await screens()).ReviewSettingsScreen }),
  },
  {
    path: rel(REVIEW_STATS_PATH),
    handle: { back: () => REVIEW_PATH } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./review-stats-screen")).ReviewStatsScreen }),
  },
];
