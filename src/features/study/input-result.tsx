import type { SpellingResult } from "../../domain/answer-checks";
import { fa } from "../../i18n/fa";
import { GermanAnswer } from "../../ui/word/german-answer";
import { MarkedWord } from "./marked-word";
import { ResultBanner } from "../../ui/word/result-banner";

export type InputResultProps = {
  result: SpellingResult;
  answer: string;
  german: string;
};

const UMLAUTS = new Set([..."äöüÄÖÜß"]);

/**
 * "inputComplete": correct is green; a missing umlaut or a wrong capital is said kindly (amber) with
 * the letters to look at highlighted, but it is not counted as correct; anything else is red.
 */
export function InputResult({ result, answer, german }: InputResultProps) {
  if (result === "correct") {
    return (
      <ResultBanner tone="right" title={fa.studyCorrect}>
        <GermanAnswer caption={fa.studyCorrectAnswer}>{german}</GermanAnswer>
      </ResultBanner>
    );
  }
  if (result === "umlaut-missing" || result === "case") {
    const typed = [...answer.trim()];
    const mark =
      result === "umlaut-missing"
        ? (letter: string) => UMLAUTS.has(letter)
        : (letter: string, index: number) => typed[index] !== undefined && typed[index] !== letter;
    return (
      <ResultBanner tone="almost" title={result === "umlaut-missing" ? fa.studyUmlautHint : fa.studyCaseHint}>
        <GermanAnswer caption={fa.studyCorrectAnswer}>
          <MarkedWord text={german} mark={mark} />
        </GermanAnswer>
      </ResultBanner>
    );
  }
  return (
    <ResultBanner tone="wrong" title={fa.studyWrong}>
      {answer.trim() ? (
        <GermanAnswer caption={fa.studyYourAnswer} strike>
          {answer.trim()}
        </GermanAnswer>
      ) : null}
      <GermanAnswer caption={fa.studyCorrectAnswer}>{german}</GermanAnswer>
    </ResultBanner>
  );
}
