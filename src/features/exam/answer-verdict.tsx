import { fa } from "../../i18n/fa";
import { answerBox, toneOf } from "../../ui/answer-tone";
import { cx } from "../../ui/cx";
import { VerdictMark } from "./verdict-mark";

/** The outcome of a checked question, announced: green when right, red when wrong. */
export function AnswerVerdict({ correct }: { correct: boolean }) {
  return (
    <p
      role="status"
      data-verdict={correct ? "right" : "wrong"}
      className={cx(
        "flex items-center gap-2 rounded-2xl border-2 p-3 text-lg font-bold",
        answerBox(toneOf(correct)),
      )}
    >
      <VerdictMark right={correct} />
      {correct ? fa.examRight : fa.examWrong}
    </p>
  );
}
