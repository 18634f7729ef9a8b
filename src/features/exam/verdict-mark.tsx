import { fa } from "../../i18n/fa";
import { ANSWER_TONES, toneOf } from "../../ui/answer-tone";
import { cx } from "../../ui/cx";

/** ✓ in green or ✗ in red, with the word for screen readers (colour is never the only sign). */
export function VerdictMark({ right, className }: { right: boolean; className?: string }) {
  return (
    <span
      className={cx(
        "inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white",
        ANSWER_TONES[toneOf(right)].mark,
        className,
      )}
    >
      <span aria-hidden="true">{right ? "✓" : "✗"}</span>
      <span className="sr-only">{right ? fa.examMarkRight : fa.examMarkWrong}</span>
    </span>
  );
}
