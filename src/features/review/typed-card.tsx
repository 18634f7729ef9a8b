import { type FormEvent, useState } from "react";
import type { WordRow } from "../../data/db/rows";
import type { SpellingResult } from "../../domain/answer-checks";
import { checkSpelling } from "../../domain/answer-checks";
import { type Grade, gradeForSpelling } from "../../domain/review/grading";
import { checkPlural, pluralWithArticle } from "../../domain/review/typed-answers";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { GermanAnswer } from "../../ui/word/german-answer";
import { GermanTextField } from "../../ui/word/german-text-field";
import { ARTICLE_TEXT, articleOf, germanOf } from "../../ui/word/word-display";
import { CardAudio } from "./card-audio";
import { SelfGraded } from "./self-graded";

/**
 * A typed card: recall (Persian → the German word) or plural (the noun → its plural). It grades
 * itself with word study's tolerance; the ä ö ü ß keys are there for keyboards without them.
 */
export function TypedCard({
  word,
  kind,
  onAnswer,
  busy,
}: {
  word: WordRow;
  kind: "recall" | "plural";
  onAnswer: (grade: Grade) => void;
  busy: boolean;
}) {
  const [typed, setTyped] = useState("");
  const [result, setResult] = useState<SpellingResult | null>(null);
  const german = germanOf(word);
  const article = articleOf(word);
  const plural = word.grammer.plural?.trim() ?? "";
  const expected = kind === "plural" ? pluralWithArticle(plural) : german;

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === "" || result !== null) return;
    setResult(kind === "plural" ? checkPlural(typed, plural) : checkSpelling(typed, german));
  };

  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-lg font-bold">
        {kind === "plural" ? fa.reviewPluralPrompt : fa.reviewRecallPrompt}
      </h2>
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-neutral-200">
        {kind === "plural" ? (
          <>
            <p dir="ltr" lang="de" className="font-latin text-3xl font-semibold break-words">
              {article ? <span className={ARTICLE_TEXT[article]}>{article} </span> : null}
              {german}
            </p>
            <CardAudio wordId={word.id} german={german} />
          </>
        ) : null}
        <p className="text-2xl font-medium">{word.translation.persian}</p>
      </div>
      {result === null ? (
        <form onSubmit={check} noValidate className="flex flex-col gap-4">
          <GermanTextField
            label={kind === "plural" ? fa.reviewPluralLabel : fa.reviewRecallLabel}
            value={typed}
            onChange={setTyped}
          />
          <Button type="submit" disabled={typed.trim() === ""}>
            {fa.reviewCheck}
          </Button>
        </form>
      ) : (
        <SelfGraded grade={gradeForSpelling(result)} onNext={onAnswer} busy={busy}>
          {result !== "correct" ? (
            <GermanAnswer caption={fa.studyYourAnswer} strike={result === "wrong"}>
              {typed.trim()}
            </GermanAnswer>
          ) : null}
          <GermanAnswer caption={fa.reviewAnswerIs}>{expected}</GermanAnswer>
          {kind === "recall" ? <CardAudio wordId={word.id} german={german} /> : null}
        </SelfGraded>
      )}
    </div>
  );
}
