import type { Question } from "../../contract/content";
import { fa } from "../../i18n/fa";
import { ANSWER_TONES, toneOf } from "../../ui/answer-tone";
import { cx } from "../../ui/cx";
import type { CheckedAnswer } from "./question-props";
import { QuestionHeading } from "./question-heading";
import { VerdictMark } from "./verdict-mark";

/** A checked pluggable question: each German item with the learner's match, right or wrong, and the correct one. */
export function PluggableResult({ question, checked }: { question: Question; checked: CheckedAnswer }) {
  return (
    <section className="flex flex-col gap-4">
      <QuestionHeading text={question.question} />
      <ul className="flex flex-col gap-2">
        {question.answers.map((leftText, i) => {
          const given = checked.given[i] ?? "";
          const correct = checked.answer[i] ?? "";
          const right = given === correct;
          return (
            <li
              key={i}
              data-pair-result={right ? "right" : "wrong"}
              className={cx("flex flex-col gap-1 rounded-xl border-2 p-3", ANSWER_TONES[toneOf(right)].frame)}
            >
              <span dir="ltr" lang="de" className="text-start text-lg font-semibold">
                {leftText}
              </span>
              <span className={cx("flex items-center gap-2", ANSWER_TONES[toneOf(right)].text)}>
                <VerdictMark right={right} className="size-6" />
                <span className="sr-only">{fa.examYourAnswer}: </span>
                <span dir="rtl">{given}</span>
              </span>
              {right ? null : (
                <span className={cx("flex items-center gap-2", ANSWER_TONES.right.text)}>
                  <span className="text-sm font-medium">{fa.examCorrectAnswer}:</span>
                  <span dir="rtl" className="font-bold">
                    {correct}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
