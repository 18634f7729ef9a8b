import { useState } from "react";
import type { WordRow } from "../../data/db/rows";
import type { Grade } from "../../domain/review/grading";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { ARTICLE_TEXT, articleOf, germanOf } from "../../ui/word/word-display";
import { CardAudio } from "./card-audio";
import { GradeButtons } from "./grade-buttons";

/** German → Persian: the German word with its sound; «نمایش پاسخ» shows the meaning and the four buttons. */
export function MeaningCard({
  word,
  now,
  dueByGrade,
  onAnswer,
  busy,
}: {
  word: WordRow;
  now: number;
  dueByGrade: Record<Grade, number>;
  onAnswer: (grade: Grade) => void;
  busy: boolean;
}) {
  const [shown, setShown] = useState(false);
  const german = germanOf(word);
  const article = articleOf(word);
  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-lg font-bold">{fa.reviewMeaningPrompt}</h2>
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-neutral-200">
        <p dir="ltr" lang="de" className="font-latin text-4xl font-semibold break-words" data-testid="german">
          {article ? <span className={ARTICLE_TEXT[article]}>{article} </span> : null}
          {german}
        </p>
        <CardAudio wordId={word.id} german={german} />
        {shown ? (
          <p className="border-t border-neutral-200 pt-3 text-2xl font-medium" data-testid="answer">
            {word.translation.persian}
          </p>
        ) : null}
      </div>
      {shown ? (
        <GradeButtons now={now} dueByGrade={dueByGrade} onGrade={onAnswer} disabled={busy} />
      ) : (
        <Button autoFocus onClick={() => setShown(true)}>
          {fa.reviewShowAnswer}
        </Button>
      )}
    </div>
  );
}
