import type { SessionAnswer } from "../../data/review/review-session-store";
import { toPersianDigits } from "../../domain/digits";
import { intervalUntil } from "../../domain/review/interval";
import { summariseSession } from "../../domain/review/review-stats";
import { fa } from "../../i18n/fa";
import { ButtonLink } from "../../ui/button-link";
import { REVIEW_STATS_PATH } from "../../ui/review-paths";
import { durationText, intervalText, percentText } from "./review-text";

/** The session's end: cards reviewed, correct %, time spent, and when the next cards are due. */
export function SessionSummary({
  answers,
  nextDue,
  now,
}: {
  answers: readonly SessionAnswer[];
  nextDue: number | null;
  now: number;
}) {
  const summary = summariseSession(answers);
  const rows = [
    { label: fa.reviewDoneCards, value: toPersianDigits(summary.reviewed) },
    {
      label: fa.reviewDoneCorrect,
      value: summary.correctPercent === null ? "—" : percentText(summary.correctPercent),
    },
    { label: fa.reviewDoneTime, value: durationText(summary.timeMs) },
    {
      label: fa.reviewDoneNext,
      value: nextDue === null ? fa.reviewDoneNoNext : intervalText(intervalUntil(now, nextDue)),
    },
  ];
  return (
    <section aria-labelledby="review-done" className="flex flex-col gap-5">
      <h1 id="review-done" className="text-2xl font-bold">
        {fa.reviewDoneTitle}
      </h1>
      <dl className="grid grid-cols-2 gap-3">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200"
          >
            <dt className="text-sm text-neutral-600">{row.label}</dt>
            <dd className="text-xl font-bold">{row.value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to="/" fullWidth>
        {fa.reviewToHome}
      </ButtonLink>
      <ButtonLink to={REVIEW_STATS_PATH} variant="outline" fullWidth>
        {fa.reviewToStats}
      </ButtonLink>
    </section>
  );
}
