import { useEffect } from "react";
import { refreshSession } from "../data/session/session-store";

/** At most one claims refresh per this long, however often the window regains focus. */
export const FOCUS_REFRESH_MS = 15_000;

/**
 * While a learner is signed in, a fresh token (GET /api/auth/check) whenever the app comes back into
 * view or focus, at most once in FOCUS_REFRESH_MS: what changed on the server meanwhile shows without a reload
 * (an invited friend's +5 points, a gift's subscription). A failure (offline) keeps the claims.
 */
export function useFreshClaimsOnFocus(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== "visible" || Date.now() - last < FOCUS_REFRESH_MS) return;
      last = Date.now();
      void refreshSession().catch(() => undefined);
    };
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, [userId]);
}
