import { fa } from "../../i18n/fa";
import { GermanAnswer } from "../../ui/word/german-answer";
import { ResultBanner } from "../../ui/word/result-banner";
import { type Article, ARTICLE_TEXT } from "../../ui/word/word-display";

export type GenderResultProps = {
  correct: boolean;
  answer: string;
  article: Article;
  german: string;
};

/** "genderComplete": right or wrong, with the correct article in its colour. */
export function GenderResult({ correct, answer, article, german }: GenderResultProps) {
  return (
    <ResultBanner tone={correct ? "right" : "wrong"} title={correct ? fa.studyCorrect : fa.studyWrong}>
      {!correct && answer.trim() ? (
        <GermanAnswer caption={fa.studyYourAnswer} strike>
          {answer.trim()}
        </GermanAnswer>
      ) : null}
      <GermanAnswer caption={fa.studyCorrectAnswer}>
        <span className={ARTICLE_TEXT[article]} data-article={article}>
          {article}
        </span>{" "}
        {german}
      </GermanAnswer>
    </ResultBanner>
  );
}
