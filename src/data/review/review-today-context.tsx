import { createContext, type ReactNode, use, useEffect, useState } from "react";
import { withDevice } from "../db/device";
import { useDeviceQuery } from "../db/use-device-query";
import { useNow } from "./use-now";
import type { ReviewToday } from "./review-today";

type ReadReviewToday = (now: number) => Promise<ReviewToday>;

/**
 * Today's review figures, read once for the whole signed-in frame (one live query, not one per
 * screen that shows them: home's card, the Words tab's badge, the menu). `undefined` while the
 * device answers the first time, or outside the frame.
 */
export const ReviewTodayContext = createContext<ReviewToday | undefined>(undefined);

/** Today's review figures as the signed-in frame reads them. */
export function useReviewToday(): ReviewToday | undefined {
  return use(ReviewTodayContext);
}

/**
 * Today's review figures, live. Their reading code (review-today.ts, with the scheduler's rules it
 * counts by) loads once `wanted` is true, so the frame draws without it: until it has loaded the
 * figures are `undefined`, as while Dexie answers. Once loaded they are read from then on. A load
 * that fails (the chunk unreachable) leaves them so until the frame mounts again.
 */
export function useLiveReviewToday(wanted = true): ReviewToday | undefined {
  const now = useNow();
  const [read, setRead] = useState<ReadReviewToday | null>(null);
  const loaded = read !== null;
  useEffect(() => {
    if (!wanted || loaded) return;
    let mounted = true;
    withDevice(() => import("./review-today")).then(
      ({ readReviewToday }) => {
        if (mounted) setRead(() => (at: number) => readReviewToday(at));
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [wanted, loaded]);
  return useDeviceQuery(async () => (read ? read(now) : undefined), [read, now]);
}

/** Reads today's review figures live and gives them to `children` (the frame, or a test's). */
export function ReviewTodayProvider({ children }: { children: ReactNode }) {
  return <ReviewTodayContext value={useLiveReviewToday()}>{children}</ReviewTodayContext>;
}
