/**
 * The one harness of feature and component tests (imported by *.test.tsx files and their
 * *-test-support.tsx only): routes in a memory router under a stub error page, the toasts, and the
 * stub pages a screen's links land on. Each test file mocks the API itself (vi.mock is per file).
 */
import { act, render } from "@testing-library/react";
import {
  createMemoryRouter,
  isRouteErrorResponse,
  RouterProvider,
  type RouteObject,
  useRouteError,
} from "react-router";
import type { ReactNode } from "react";
import { toast } from "react-toastify";
import { createUserSync, type UserSync } from "../../data/sync/user-sync";
import { UserSyncContext } from "../../data/sync/user-sync-context";
import { ReviewTodayProvider } from "../../data/review/review-today-context";
import { AppToastContainer } from "../../ui/toast-container";
import { followScreens } from "../../ui/toast-screens";

/** A route error as one line: «400 Needed params not provided!». */
function StubError() {
  const error = useRouteError();
  return (
    <p role="alert">{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : "error"}</p>
  );
}

/** A page that only says where the learner landed (`path` undefined: the index page). */
export function stubPage(path: string | undefined, text: string): RouteObject {
  const element = <p>{text}</p>;
  return path === undefined ? { index: true, element } : { path, element };
}

/**
 * A fresh sync object for a test, as the signed-in frame gives its screens (nothing is left of
 * another test's). `settled`: its first sync has ended, so a screen with no data says «not on this
 * device» rather than «syncing».
 */
export function testUserSync(options: { settled?: boolean } = {}): UserSync {
  const sync = createUserSync("u1");
  if (options.settled) sync.state.set({ settledOnce: true });
  return sync;
}

/** What the signed-in frame gives its screens: the user's sync object and today's review figures. */
export function SignedInFrame({ sync, children }: { sync: UserSync; children: ReactNode }) {
  return (
    <UserSyncContext value={sync}>
      <ReviewTodayProvider>{children}</ReviewTodayProvider>
    </UserSyncContext>
  );
}

export interface RenderRoutesOptions {
  /** As the app's router does: leaving a screen dismisses its toasts. */
  followScreens?: boolean;
  /** The signed-in user's sync object the screens get (a fresh one when not given). */
  sync?: UserSync;
}

/** `routes` (a feature's, and stub pages) under "/", opened at `initialPath`, with the toasts. */
export function renderRoutes(routes: RouteObject[], initialPath: string, options: RenderRoutesOptions = {}) {
  const router = createMemoryRouter(
    [{ path: "/", HydrateFallback: () => null, ErrorBoundary: StubError, children: routes }],
    { initialEntries: [initialPath] },
  );
  if (options.followScreens) followScreens(router);
  render(
    <>
      <SignedInFrame sync={options.sync ?? testUserSync()}>
        <RouterProvider router={router} />
      </SignedInFrame>
      <AppToastContainer />
    </>,
  );
  return router;
}

export function dismissToasts(): void {
  act(() => toast.dismiss());
}
