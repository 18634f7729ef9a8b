import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { guestAuthRoutes, logoutRoute, profileStepRoutes } from "../features/auth/routes";
import { courseRoutes } from "../features/course/routes";
import { homeRoutes } from "../features/home/routes";
import { lessonRoutes } from "../features/lesson/routes";
import { reviewRoutes } from "../features/review/routes";
import { studyRoutes } from "../features/study/routes";
import { FullScreenLoading } from "../ui/full-screen-loading";
import { followScreens } from "../ui/toasts";
import { discoverFamilies } from "./discovered-routes";
import { guestOnly, namesRequired, profileStepOnly, sessionMiddleware, signedInOnly } from "./guards";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

const SIGNED_IN_FRAME = "signed-in-frame";
const BASENAME = "/v1";

/**
 * The route table. Guards are middleware, so they run before any loader of the pages they
 * protect: the session check once at the root, then guest-only, signed-in, names-required. The
 * signed-in frame's less visited families (blog, saved words, exams, profile, store, gift, invite)
 * are added to it on their first visit (discovered-routes.ts).
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
            id: SIGNED_IN_FRAME,
            middleware: [namesRequired],
            // Lazy: the signed-in frame brings sync and the local database, which guest pages never load.
            lazy: async () => ({ Component: (await import("./main-layout")).MainLayout }),
            ErrorBoundary: RouteError,
            children: [...homeRoutes, ...courseRoutes, ...lessonRoutes, ...studyRoutes, ...reviewRoutes],
          },
        ],
      },
      { path: "*", loader: () => redirect("/") },
    ],
  },
];

/** The app's data router, made once by main.tsx. */
export type AppRouter = ReturnType<typeof createAppRouter>;

export function createAppRouter() {
  const router = createBrowserRouter(routes, {
    basename: BASENAME,
    future: { v8_middleware: true },
    patchRoutesOnNavigation: discoverFamilies(SIGNED_IN_FRAME, BASENAME),
  });
  // Leaving a screen dismisses its toasts (issue 14 item 6).
  followScreens(router);
  return router;
}
