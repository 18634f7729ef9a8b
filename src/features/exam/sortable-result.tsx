import type { Question } from "../../contract/content";
import { fa } from "../../i18n/fa";
import { type AnswerTone, answerBox } from "../../ui/answer-tone";
import { cx } from "../../ui/cx";
import type { CheckedAnswer } from "./question-props";
import { QuestionHeading } from "./question-heading";
import { VerdictMark } from "./verdict-mark";

function Chip({ text, tone }: { text: string; tone: AnswerTone }) {
  return (
    <span
      lang="de"
      className={cx(
        "inline-flex min-h-10 items-center gap-2 rounded-xl border-2 px-3 text-lg font-semibold",
        answerBox(tone),
      )}
    >
      {text}
    </span>
  );
}

/** A checked sortable question: the learner's order, each place right or wrong, then the correct order. */
export function SortableResult({ question, checked }: { question: Question; checked: CheckedAnswer }) {
  return (
    <section className="flex flex-col gap-4">
      <QuestionHeading text={question.question} />
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{fa.examYourAnswer}</h3>
        <ol dir="ltr" data-order="given" className="flex flex-wrap gap-2">
          {checked.given.map((text, i) => {
            const right = checked.answer[i] === text;
            return (
              <li key={i} className="inline-flex items-center gap-1">
                <Chip text={text} tone={right ? "right" : "wrong"} />
                <VerdictMark right={right} className="size-5 text-xs" />
              </li>
            );
          })}
        </ol>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{fa.examCorrectOrder}</h3>
        <ol dir="ltr" data-order="correct" className="flex flex-wrap gap-2">
          {checked.answer.map((text, i) => (
            <li key={i}>
              <Chip text={text} tone="right" />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
