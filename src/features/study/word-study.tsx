import { lazy, Suspense, useEffect, useEffectEvent, useRef, type FormEvent, type ReactNode } from "react";
import type { WordRow } from "../../data/db/rows";
import { isCheckStep, stepsFor } from "../../domain/study-steps";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { Icon } from "../../ui/icon";
import { Spinner } from "../../ui/spinner";
import { StudyProgress } from "./study-progress";
import { useFinishWord } from "./use-finish-word";
import { useWordStudy } from "./use-word-study";
import { WordCard } from "../../ui/word/word-card";
import { whenIdle } from "../../ui/when-idle";

/** The steps after the card, loaded once the card has painted (word-steps.tsx). */
const loadSteps = () => import("./word-steps");
const WordSteps = lazy(() => loadSteps().then((module) => ({ default: module.WordSteps })));

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
  const { step } = study;

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

  // The next steps' code, fetched while the learner reads the card.
  useEffect(() => whenIdle(() => void loadSteps().catch(() => undefined)), []);

  const meaning = word.translation.persian;
  let body: ReactNode;
  switch (step) {
    case "word":
      body = <WordCard word={word} bookmarkSlot={bookmarkSlot} />;
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
    default:
      body = (
        <Suspense
          fallback={<Spinner size="lg" label={fa.loading} className="mx-auto my-10 text-primary-800" />}
        >
          <WordSteps word={word} study={study} />
        </Suspense>
      );
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
