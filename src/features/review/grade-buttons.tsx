import { ALL_GRADES, type Grade } from "../../domain/review/grading";
import { intervalUntil } from "../../domain/review/interval";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { cx } from "../../ui/cx";
import { intervalText } from "./review-text";

const LABEL: Record<Grade, string> = {
  1: fa.reviewGradeAgain,
  2: fa.reviewGradeHard,
  3: fa.reviewGradeGood,
  4: fa.reviewGradeEasy,
};
const TONE: Record<Grade, string> = {
  1: "bg-error-50 text-error-900 ring-error-300",
  2: "bg-warning-50 text-warning-900 ring-warning-300",
  3: "bg-green-50 text-green-900 ring-green-300",
  4: "bg-primary-50 text-primary-900 ring-primary-300",
};

/** Anki's four buttons, each with when the card would come back («۱۰ دقیقه», «۳ روز»). */
export function GradeButtons({
  now,
  dueByGrade,
  onGrade,
  disabled,
}: {
  now: number;
  dueByGrade: Record<Grade, number>;
  onGrade: (grade: Grade) => void;
  disabled?: boolean;
}) {
  return (
    <div role="group" aria-label={fa.reviewHowWell} className="grid grid-cols-4 gap-2">
      {ALL_GRADES.map((grade) => {
        const interval = intervalText(intervalUntil(now, dueByGrade[grade]));
        return (
          <button
            key={grade}
            type="button"
            disabled={disabled}
            data-grade={grade}
            aria-label={format(fa.reviewGradeWithInterval, { grade: LABEL[grade], interval })}
            onClick={() => onGrade(grade)}
            className={cx(
              "flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl px-1 ring-1 disabled:opacity-50",
              TONE[grade],
            )}
          >
            <span className="text-xs">{interval}</span>
            <span className="font-bold">{LABEL[grade]}</span>
          </button>
        );
      })}
    </div>
  );
}
