import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { guestAuthRoutes, logoutRoute, profileStepRoutes } from "../features/auth/routes";
import { blogRoutes } from "../features/blog/routes";
import { courseRoutes } from "../features/course/routes";
import { examRoutes } from "../features/exam/routes";
import { giftRoutes } from "../features/gift/routes";
import { homeRoutes } from "../features/home/routes";
import { inviteRoutes } from "../features/invite/routes";
import { lessonRoutes } from "../features/lesson/routes";
import { profileRoutes } from "../features/profile/routes";
import { reviewRoutes } from "../features/review/routes";
import { storeRoutes } from "../features/store/routes";
import { studyRoutes } from "../features/study/routes";
import { wordsRoutes } from "../features/words/routes";
import { FullScreenLoading } from "../ui/full-screen-loading";
import { followScreens } from "../ui/toast-screens";
import { guestOnly, namesRequired, profileStepOnly, sessionMiddleware, signedInOnly } from "./guards";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/**
 * The route table. Guards are middleware, so they run before any loader of the pages they
 * protect: the session check once at the root, then guest-only, signed-in, names-required.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    middleware: [sessionMiddleware],
    Component: RootLayout,
    HydrateFallback: FullScreenLoading,
    ErrorBoundary: RouteError,
    children: [
      { middleware: [guestOnly], ErrorBoundary: RouteError, children: guestAuthRoutes },
      {
        middleware: [signedInOnly],
        ErrorBoundary: RouteError,
        children: [
          logoutRoute,
          { middleware: [profileStepOnly], children: profileStepRoutes },
          {
            middleware: [namesRequired],
            // Lazy: the signed-in frame brings sync and the local database, which guest pages never load.
            lazy: async () => ({ Component: (await import("./main-layout")).MainLayout }),
            ErrorBoundary: RouteError,
            children: [
              ...homeRoutes,
              ...blogRoutes,
              ...courseRoutes,
              ...lessonRoutes,
              ...studyRoutes,
              ...wordsRoutes,
              ...reviewRoutes,
              ...examRoutes,
              ...profileRoutes,
              ...storeRoutes,
              ...giftRoutes,
              ...inviteRoutes,
            ],
          },
        ],
      },
      { path: "*", loader: () => redirect("/") },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: "/v1", future: { v8_middleware: true } });
  // Leaving a screen dismisses its toasts (issue 14 item 6).
  followScreens(router);
  return router;
}
