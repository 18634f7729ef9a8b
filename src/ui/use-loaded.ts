import { useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/** When code is fetched: now, ahead of need once the page is idle, or not yet. */
export type LoadWhen = "now" | "idle" | false;

/**
 * Code a screen shows only on some occasion (a menu opened, a dialog after a failed payment), loaded
 * when `when` asks: `"now"`, `"idle"` (ahead of need, once the page is idle) or `false` (not yet).
 * Null until it has loaded; kept from then on. A fetch asked `"now"` that fails calls `onFailure`.
 */
export function useLoaded<T>(load: () => Promise<T>, when: LoadWhen, onFailure?: () => void): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const done = loaded !== null;
  useEffect(() => {
    if (done || !when) return;
    let mounted = true;
    const fetchIt = () =>
      load().then(
        (value) => {
          if (mounted) setLoaded({ value });
        },
        () => {
          if (mounted && when === "now") onFailure?.();
        },
      );
    if (when === "now") void fetchIt();
    else whenIdle(() => void fetchIt());
    return () => {
      mounted = false;
    };
  }, [load, when, onFailure, done]);
  return loaded?.value ?? null;
}
