import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";

/** The session's progress: cards answered of all asked so far plus those left, as a bar and in words. */
export function ReviewProgress({ done, left }: { done: number; left: number }) {
  const total = done + left;
  const text = format(fa.reviewProgress, {
    done: toPersianDigits(Math.min(done + 1, total)),
    total: toPersianDigits(total),
  });
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-neutral-700">{text}</p>
      <div
        role="progressbar"
        aria-label={fa.reviewProgressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className="h-full rounded-full bg-primary-700 transition-all"
          style={{ width: `${total ? (done / total) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}
