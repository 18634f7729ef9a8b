import { fa } from "../../i18n/fa";
import { answerBox } from "../../ui/answer-tone";
import { cx } from "../../ui/cx";
import type { QuestionProps } from "./question-props";
import { textProps } from "./text-props";
import { VerdictMark } from "./verdict-mark";

type ChoiceState = "open" | "sending" | "correct" | "wrong" | "other";

const STATE_CLASSES: Record<ChoiceState, string> = {
  open: "border-neutral-200 bg-white text-neutral-900 hover:border-primary-400 hover:bg-primary-50 active:bg-primary-100",
  sending: "border-primary-700 bg-primary-50 text-primary-950",
  correct: answerBox("right"),
  wrong: answerBox("wrong"),
  other: "border-neutral-200 bg-white text-neutral-500",
};

export type ChoiceListProps = Omit<QuestionProps, "question"> & { choices: readonly string[] };

/**
 * The choices of a multiple-choice or image question as big buttons: picking one sends it at once.
 * Once checked, every button is disabled, the correct choice is green and a wrong pick red, each
 * labelled «پاسخ شما» / «پاسخ درست».
 */
export function ChoiceList({ choices, checked, sending, onSubmit }: ChoiceListProps) {
  const given = checked?.given[0] ?? sending?.[0] ?? null;
  const correct = checked?.answer[0] ?? null;
  const blocked = checked !== null || sending !== null;

  const stateOf = (choice: string): ChoiceState => {
    if (!checked) return sending && choice === given ? "sending" : "open";
    if (choice === correct) return "correct";
    return choice === given ? "wrong" : "other";
  };

  return (
    <ul aria-label={fa.examChoices} className="flex flex-col gap-3">
      {choices.map((choice, i) => {
        const state = stateOf(choice);
        const isGiven = checked !== null && choice === given;
        const isCorrect = checked !== null && choice === correct;
        return (
          <li key={i}>
            <button
              type="button"
              disabled={blocked}
              aria-busy={state === "sending" || undefined}
              data-state={state}
              onClick={() => onSubmit([choice])}
              className={cx(
                "flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-lg font-medium transition-colors",
                STATE_CLASSES[state],
              )}
            >
              <span {...textProps(choice)} className="flex-1 text-center">
                {choice}
              </span>
              {isGiven || isCorrect ? (
                <span className="flex shrink-0 flex-col items-end gap-1 text-xs font-medium">
                  {isGiven ? <span>{fa.examYourAnswer}</span> : null}
                  {isCorrect ? <span>{fa.examCorrectAnswer}</span> : null}
                </span>
              ) : null}
              {isGiven || isCorrect ? <VerdictMark right={isCorrect} /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
