import { toPersianDigits } from "../../domain/digits";
import type { StudyStep } from "../../domain/study-steps";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { cx } from "../../ui/cx";

export type StudyProgressProps = {
  /** 0-based place of the word in its section. */
  index: number;
  total: number;
  steps: readonly StudyStep[];
  step: StudyStep;
};

/** "واژهٔ ۳ از ۱۱" and one dot per step of the current word (done, current, to come). */
export function StudyProgress({ index, total, steps, step }: StudyProgressProps) {
  const current = steps.indexOf(step);
  const stepText =
    current >= 0
      ? format(fa.studyStepOf, { index: toPersianDigits(current + 1), total: toPersianDigits(steps.length) })
      : null;
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-sm font-medium text-neutral-700">
        {format(fa.studyWordOf, { index: toPersianDigits(index + 1), total: toPersianDigits(total) })}
      </p>
      {stepText ? (
        <div className="flex items-center gap-1.5">
          <span className="sr-only">{stepText}</span>
          {steps.map((s, i) => (
            <span
              key={s}
              aria-hidden="true"
              data-step={s}
              className={cx(
                "h-2 rounded-full transition-all",
                i < current && "w-2 bg-primary-600",
                i === current && "w-5 bg-primary-800",
                i > current && "w-2 bg-neutral-300",
              )}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
