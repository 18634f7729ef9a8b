import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { dropScreenSnapshot } from "../data/screen-snapshot-removal";
import { useSession } from "../data/session/use-session";
import { whenIdle } from "../ui/when-idle";

/** The saving's code, loaded when it runs: a screen's first paint does not wait for it. */
const snapshots = () => import("../data/screen-snapshots");

/**
 * Rendered by a screen once its content is on screen (home's courses, a course's lessons, a lesson's
 * sections, a word's card): the worker's snapshot of it, if it showed one, goes before this paint,
 * and once the page is idle this screen is saved as the snapshot of its path for the signed-in
 * learner's next cold start in this session.
 * With `forget`, rendered by what such a path shows instead (a lock, content missing): the snapshot
 * goes, and the path's saved one is deleted, so the next cold start does not show it either.
 */
export function ScreenSnapshot({ forget = false }: { forget?: boolean }) {
  const { pathname } = useLocation();
  // The session's end: a snapshot is not shown after it.
  const exp = useSession().user?.exp ?? null;
  useLayoutEffect(dropScreenSnapshot, []);
  useEffect(() => {
    // The address bar's path (with the router's basename), as the worker will be asked for it,
    // read now: by the idle callback the learner may have moved on.
    const shown = window.location.pathname;
    if (forget) {
      void snapshots().then((m) => m.forgetScreenSnapshot(shown));
      return;
    }
    if (exp === null) return;
    let left = false;
    whenIdle(() => {
      if (!left) void snapshots().then((m) => m.saveScreenSnapshot(shown, exp * 1000));
    });
    return () => {
      left = true;
    };
  }, [pathname, exp, forget]);
  return null;
}
