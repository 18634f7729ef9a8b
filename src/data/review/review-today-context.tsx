import { createContext, type ReactNode, use } from "react";
import { type ReviewToday, useLiveReviewToday } from "./review-queries";

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

/** Reads today's review figures live and gives them to `children` (the frame, or a test's). */
export function ReviewTodayProvider({ children }: { children: ReactNode }) {
  return <ReviewTodayContext value={useLiveReviewToday()}>{children}</ReviewTodayContext>;
}
