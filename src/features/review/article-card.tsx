import { useState } from "react";
import type { WordRow } from "../../data/db/rows";
import { checkArticle } from "../../domain/answer-checks";
import { type Grade, gradeForChoice } from "../../domain/review/grading";
import { fa } from "../../i18n/fa";
import { GermanAnswer } from "../../ui/word/german-answer";
import { ArticleButtons } from "../../ui/word/article-buttons";
import { NounWithBlank } from "../../ui/word/noun-with-blank";
import { type Article, ARTICLE_TEXT, articleOf, germanOf } from "../../ui/word/word-display";
import { CardAudio } from "./card-audio";
import { SelfGraded } from "./self-graded";

/** der / die / das, in the gender colours: a tap grades the card (right → Good, wrong → Again). */
export function ArticleCard({
  word,
  onAnswer,
  busy,
}: {
  word: WordRow;
  onAnswer: (grade: Grade) => void;
  busy: boolean;
}) {
  const [chosen, setChosen] = useState<Article | null>(null);
  const german = germanOf(word);
  const article = articleOf(word) ?? "die";
  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-lg font-bold">{fa.reviewArticlePrompt}</h2>
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-neutral-200">
        <NounWithBlank german={german} />
        <p className="text-lg text-neutral-700">{word.translation.persian}</p>
        <CardAudio wordId={word.id} german={german} />
      </div>
      {chosen === null ? (
        <ArticleButtons label={fa.reviewArticleChoices} onChoose={setChosen} />
      ) : (
        <SelfGraded grade={gradeForChoice(checkArticle(chosen, word.gender))} onNext={onAnswer} busy={busy}>
          {chosen !== article ? (
            <GermanAnswer caption={fa.studyYourAnswer} strike>
              {chosen}
            </GermanAnswer>
          ) : null}
          <GermanAnswer caption={fa.reviewAnswerIs}>
            <span className={ARTICLE_TEXT[article]} data-article={article}>
              {article}
            </span>{" "}
            {german}
          </GermanAnswer>
        </SelfGraded>
      )}
    </div>
  );
}
