import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { dropScreenSnapshot } from "../data/screen-snapshot-removal";

/** The worker's snapshot goes at the latest this long after the app started, whatever it shows. */
export const SNAPSHOT_LONGEST_MS = 6_000;

/**
 * For the app's root: the worker's snapshot goes when the learner moves (or is sent) elsewhere,
 * and at the latest after SNAPSHOT_LONGEST_MS, so it never stands in for a screen that does not
 * render ScreenSnapshot (src/shared/screen-snapshot.tsx).
 */
export function useSnapshotEnds(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== first.current) dropScreenSnapshot();
  }, [pathname]);
  useEffect(() => {
    const timer = setTimeout(dropScreenSnapshot, SNAPSHOT_LONGEST_MS);
    return () => clearTimeout(timer);
  }, []);
}
