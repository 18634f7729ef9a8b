import { useCallback, useEffect, useState } from "react";
import { Outlet, useLocation, useMatches, useParams } from "react-router";
import { useLiveReviewToday } from "../data/review/review-today-context";
import { ReviewTodayContext } from "../data/review/review-today-context";
import { useSession } from "../data/session/use-session";
import { createUserSync } from "../data/sync/user-sync";
import { UserSyncContext } from "../data/sync/user-sync-context";
import { preloadReviewSession } from "../features/review/routes";
import { BottomNav } from "../ui/bottom-nav";
import { TopBar } from "../ui/top-bar";
import { ConnectionStatus } from "./connection-status";
import { LazyAppMenu } from "./lazy-app-menu";
import { useContentReady } from "./use-content-ready";
import { RefusedWrites } from "./refused-writes";
import { useFreshClaimsOnFocus } from "./use-fresh-claims";
import { useLearnerBackground } from "./use-learner-background";
import { useSignInAgain } from "./use-sign-in-again";
import { useUserSyncFor } from "./user-syncs-context";
import { isRouteHandle } from "../ui/route-handle";

const WITH_BOTTOM_NAV = new Set(["/", "/words"]);

/**
 * The signed-in frame: top bar (points, logo, back or menu), the page, and the bottom navigation;
 * it gives its screens the signed-in user's sync object and today's review figures (read once here).
 */
export function MainLayout() {
  const session = useSession();
  const matches = useMatches();
  const params = useParams();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const sync = useUserSyncFor(session.user?.sub ?? null, createUserSync);
  useLearnerBackground(sync);
  useFreshClaimsOnFocus(session.user?.sub ?? null);
  useSignInAgain();
  const showNav = WITH_BOTTOM_NAV.has(pathname);
  const contentReady = useContentReady(sync);
  // Today's figures are read where they are shown: home's card and the Words tab's badge, the menu.
  const reviewToday = useLiveReviewToday(contentReady && (showNav || menuOpen));
  const toReview = reviewToday?.toReview ?? 0;
  // While cards are due, the session's code is fetched ahead, so opening review from anywhere is quick.
  useEffect(() => {
    if (toReview > 0) preloadReviewSession();
  }, [toReview]);
  const handle = [...matches]
    .reverse()
    .map((m) => m.handle)
    .find(isRouteHandle);
  const backTo = handle?.back?.(params);

  return (
    <UserSyncContext value={sync}>
      <ReviewTodayContext value={reviewToday}>
        <div className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col">
          <TopBar
            points={session.user?.point ?? 0}
            status={<ConnectionStatus />}
            {...(backTo ? { backTo } : { onMenu: () => setMenuOpen(true), menuOpen })}
          />
          <main className={`flex-1 px-4 pt-4 ${showNav ? "pb-28" : "pb-8"}`}>
            <RefusedWrites />
            <Outlet />
          </main>
          {showNav ? <BottomNav toReview={toReview} /> : null}
          <LazyAppMenu open={menuOpen} onClose={closeMenu} toReview={toReview} prefetch={contentReady} />
        </div>
      </ReviewTodayContext>
    </UserSyncContext>
  );
}
