import { fa } from "../../i18n/fa";
import { GermanAnswer } from "../../ui/word/german-answer";
import { ResultBanner } from "../../ui/word/result-banner";

export type SortingResultProps = {
  correct: boolean;
  /** The word the learner built. */
  answer: string;
  german: string;
};

/** "sortingComplete": right (green) or wrong (red), with the correct word. */
export function SortingResult({ correct, answer, german }: SortingResultProps) {
  return (
    <ResultBanner tone={correct ? "right" : "wrong"} title={correct ? fa.studyCorrect : fa.studyWrong}>
      {!correct && answer.trim() ? (
        <GermanAnswer caption={fa.studyYourAnswer} strike>
          {answer}
        </GermanAnswer>
      ) : null}
      <GermanAnswer caption={fa.studyCorrectAnswer}>{german}</GermanAnswer>
    </ResultBanner>
  );
}
