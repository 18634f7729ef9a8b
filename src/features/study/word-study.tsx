import { useEffect, useEffectEvent, useRef, type FormEvent, type ReactNode } from "react";
import type { WordRow } from "../../data/db/rows";
import { isCheckStep, stepsFor } from "../../domain/study-steps";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { Icon } from "../../ui/icon";
import { Spinner } from "../../ui/spinner";
import { GenderResult } from "./gender-result";
import { GenderStep } from "./gender-step";
import { InputResult } from "./input-result";
import { InputStep } from "./input-step";
import { SortingResult } from "./sorting-result";
import { SortingStep } from "./sorting-step";
import { StudyProgress } from "./study-progress";
import { articleOf } from "../../ui/word/word-display";
import { useFinishWord } from "./use-finish-word";
import { useWordStudy } from "./use-word-study";
import { WordCard } from "../../ui/word/word-card";

export type WordStudyProps = {
  word: WordRow;
  /** 0-based place of the word in its section, and the section's word count. */
  index: number;
  total: number;
  /** Where "weiter" leads once this word is done. */
  nextUrl: string;
  previousUrl: string | null;
  bookmarkSlot?: ReactNode;
  /** The section is studied from its start: its list of missed words begins anew with this word. */
  freshSection?: boolean;
};

/**
 * One word, step by step, with the main button (Überprüfung on check steps, weiter otherwise) and
 * the way back to the previous word. Render it with `key={word.id}`: a new word starts afresh.
 */
export function WordStudy({
  word,
  index,
  total,
  nextUrl,
  previousUrl,
  bookmarkSlot,
  freshSection = false,
}: WordStudyProps) {
  const study = useWordStudy(word);
  const { finish, busy } = useFinishWord(word, nextUrl, freshSection);
  const { step, german } = study;
  const article = articleOf(word);

  // A word with no German translation is done at once (product-spec.md section 4).
  const finishNow = useEffectEvent(() => void finish());
  useEffect(() => {
    if (step === "done") finishNow();
  }, [step]);

  // Each step (and each new word) starts at its top, below the sticky top bar, on a small screen.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (element && element.getBoundingClientRect().top < 64) element.scrollIntoView?.({ block: "start" });
  }, [step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (study.advance()) void finish(study.missed);
  };

  const meaning = word.translation.persian;
  let body: ReactNode;
  switch (step) {
    case "word":
      body = <WordCard word={word} bookmarkSlot={bookmarkSlot} />;
      break;
    case "sorting":
      body = (
        <SortingStep
          letters={study.letters}
          order={study.order}
          onChange={study.setOrder}
          meaning={meaning}
        />
      );
      break;
    case "sortingComplete":
      body = <SortingResult correct={study.sortingCorrect} answer={study.built} german={german} />;
      break;
    case "gender":
      body = (
        <GenderStep german={german} meaning={meaning} value={study.article} onChange={study.setArticle} />
      );
      break;
    case "genderComplete":
      body = (
        <GenderResult
          correct={study.articleCorrect}
          answer={study.article}
          article={article ?? "die"}
          german={german}
        />
      );
      break;
    case "input":
      body = <InputStep meaning={meaning} value={study.typed} onChange={study.setTyped} />;
      break;
    case "inputComplete":
      body = <InputResult result={study.spelling} answer={study.typed} german={german} />;
      break;
    case "done":
      body = (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-2xl font-medium">{meaning}</p>
          <p className="flex items-center gap-2 text-neutral-600">
            {busy ? <Spinner size="sm" /> : null}
            {fa.studyFinishing}
          </p>
        </div>
      );
      break;
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      className="flex scroll-mt-20 flex-col gap-5"
      data-step={step}
    >
      <StudyProgress index={index} total={total} steps={stepsFor(word)} step={step} />
      {body}
      <div className="flex items-center gap-3">
        {previousUrl ? (
          <ButtonLink to={previousUrl} variant="outline" className="shrink-0">
            <Icon name="arrowBack" className="size-5" />
            {fa.studyPreviousWord}
          </ButtonLink>
        ) : null}
        <Button type="submit" lang="de" className="flex-1" disabled={!study.hasAnswer} loading={busy}>
          {isCheckStep(step) ? fa.check : fa.next}
        </Button>
      </div>
    </form>
  );
}
