import type { RouteObject } from "react-router";
import { whenIdle } from "../../ui/when-idle";
import type { RouteHandle } from "../../ui/route-handle";
import { REVIEW_PATH, REVIEW_SETTINGS_PATH, REVIEW_STATS_PATH } from "../../ui/review-paths";

const screens = () => import("./screens");
const opening = () => import("./open-review-session");
const rel = (path: string) => path.slice(1);

/**
 * Loads the session screen's chunk and its loader's code ahead of a visit (the app asks while cards
 * are due), so opening review from home reads Dexie and renders, with no chunk to fetch on the way.
 */
export function preloadReviewSession(): void {
  whenIdle(() => void Promise.all([screens(), opening()]).catch(() => undefined));
}

/** Spaced review (issue 16): the session, its settings, and its stats (a chunk of its own, with the charts). */
export const reviewRoutes: RouteObject[] = [
  {
    path: rel(REVIEW_PATH),
    handle: { back: () => "/" } satisfies RouteHandle,
    // A static loader runs beside the lazy chunk: the session opens from Dexie while the screen loads.
    loader: async () => (await opening()).openReviewSession(),
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
