import { useReviewStats } from "../../data/review/review-queries";
import { toPersianDigits } from "../../domain/digits";
import type { DayCount } from "../../domain/review/review-stats";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Spinner } from "../../ui/spinner";
import { BarChart } from "./bar-chart";
import { dayLabel, percentText } from "./review-text";

function FigureTable({ caption, rows }: { caption: string; rows: { label: string; value: number }[] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{fa.reviewStatsDay}</th>
          <th scope="col">{fa.reviewStatsCount}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{toPersianDigits(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayChart({
  title,
  days,
  testId,
  totalText,
}: {
  title: string;
  days: DayCount[];
  testId: string;
  totalText: string;
}) {
  const bars = days.map((d) => ({ label: dayLabel(d.day), value: d.count }));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <section className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200">
      <h2 className="font-bold">{title}</h2>
      <p className="text-sm text-neutral-600" data-testid={testId}>
        {format(totalText, { count: toPersianDigits(total) })}
      </p>
      <BarChart bars={bars} label={title} />
      <FigureTable caption={title} rows={bars} />
    </section>
  );
}

/**
 * `/review/stats`: reviews a day (30 days), cards due in the next 14 days, true retention over 30 days
 * and cards by state, from the device. Chart.js draws the charts and loads with this route only.
 */
export function ReviewStatsScreen() {
  const stats = useReviewStats();
  if (!stats) return <Spinner size="lg" label={fa.loading} className="mx-auto my-10 text-primary-800" />;
  const { retention, states } = stats;
  const stateBars = [
    { label: fa.reviewStateNew, value: states.new },
    { label: fa.reviewStateLearning, value: states.learning },
    { label: fa.reviewStateReview, value: states.review },
    { label: fa.reviewStateRelearning, value: states.relearning },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{fa.reviewStatsTitle}</h1>
      <DayChart
        title={fa.reviewStatsPerDay}
        days={stats.perDay}
        testId="reviews-total"
        totalText={fa.reviewStatsTotal}
      />
      <DayChart
        title={fa.reviewStatsForecast}
        days={stats.forecast}
        testId="forecast-total"
        totalText={fa.reviewStatsCardsTotal}
      />
      <section className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200">
        <h2 className="font-bold">{fa.reviewStatsRetention}</h2>
        {retention.total > 0 ? (
          <>
            <p className="text-3xl font-bold text-primary-800">
              {percentText(Math.round((retention.passed / retention.total) * 100))}
            </p>
            <p className="text-sm text-neutral-600">
              {format(fa.reviewStatsRetentionText, {
                passed: toPersianDigits(retention.passed),
                total: toPersianDigits(retention.total),
              })}
            </p>
          </>
        ) : (
          <p className="text-sm text-neutral-600">{fa.reviewStatsRetentionNone}</p>
        )}
      </section>
      <section className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200">
        <h2 className="font-bold">{fa.reviewStatsStates}</h2>
        <BarChart bars={stateBars} label={fa.reviewStatsStates} color="#15803d" />
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {stateBars.map((s) => (
            <div key={s.label} className="flex justify-between gap-2 rounded-lg bg-neutral-50 px-3 py-2">
              <dt>{s.label}</dt>
              <dd className="font-bold">{toPersianDigits(s.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
