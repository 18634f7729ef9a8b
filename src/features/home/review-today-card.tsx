import { Link } from "react-router";
import { useReviewToday } from "../../data/review/review-today-context";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { REVIEW_PATH, REVIEW_STATS_PATH } from "../../ui/review-paths";

/**
 * Home's review card (issue 16): how many words to review now (live from the device), the daily
 * goal's progress and the streak. The whole card leads to the session.
 */
export function ReviewTodayCard() {
  const today = useReviewToday();
  // Its box is held while the device answers, so nothing below it moves.
  if (!today) return <div aria-hidden="true" className="min-h-40 rounded-2xl bg-primary-50" />;
  const { toReview, reviewsToday, goal, streak } = today;
  const goalText =
    reviewsToday >= goal
      ? fa.reviewHomeGoalMet
      : format(fa.reviewHomeGoal, { done: toPersianDigits(reviewsToday), goal: toPersianDigits(goal) });
  return (
    <section
      aria-labelledby="review-today-title"
      className="flex min-h-40 flex-col gap-3 rounded-2xl bg-primary-50 p-4 ring-1 ring-primary-200"
      data-testid="review-today"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="review-today-title" className="text-lg font-bold text-primary-900">
          {toReview > 0
            ? format(fa.reviewHomeCount, { count: toPersianDigits(toReview) })
            : fa.reviewHomeNone}
        </h2>
        {streak > 0 ? (
          <p className="shrink-0 rounded-full bg-white px-3 py-1 text-sm font-medium text-warning-900">
            <span aria-hidden="true">🔥 </span>
            {format(fa.reviewHomeStreak, { count: toPersianDigits(streak) })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-neutral-700">{goalText}</p>
        <div
          role="progressbar"
          aria-label={fa.reviewHomeTitle}
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={Math.min(reviewsToday, goal)}
          aria-valuetext={goalText}
          className="h-2 overflow-hidden rounded-full bg-white"
        >
          <div
            className="h-full rounded-full bg-green-600"
            style={{ width: `${Math.min(100, (reviewsToday / Math.max(1, goal)) * 100)}%` }}
          />
        </div>
      </div>
      <div className="flex gap-2">
        {toReview > 0 ? (
          <Link
            to={REVIEW_PATH}
            className="flex min-h-11 flex-1 items-center justify-center rounded-xl bg-primary-800 px-4 font-medium text-white"
          >
            {fa.reviewHomeStart}
          </Link>
        ) : null}
        <Link
          to={REVIEW_STATS_PATH}
          className="flex min-h-11 flex-1 items-center justify-center rounded-xl bg-white px-4 font-medium text-primary-900 ring-1 ring-primary-200"
        >
          {fa.reviewToStats}
        </Link>
      </div>
    </section>
  );
}
