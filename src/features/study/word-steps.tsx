import type { WordRow } from "../../data/db/rows";
import { articleOf } from "../../ui/word/word-display";
import { GenderResult } from "./gender-result";
import { GenderStep } from "./gender-step";
import { InputResult } from "./input-result";
import { InputStep } from "./input-step";
import { SortingResult } from "./sorting-result";
import { SortingStep } from "./sorting-step";
import type { useWordStudy } from "./use-word-study";

export type WordStepsProps = {
  word: WordRow;
  study: ReturnType<typeof useWordStudy>;
};

/**
 * The steps after a word's card: sorting its letters, its article, typing it, and each one's
 * result. A chunk of its own (word-study.tsx loads it once the card has painted): a word opened
 * from its URL shows its card first, and its first paint does not wait for these steps' code.
 */
export function WordSteps({ word, study }: WordStepsProps) {
  const { step, german } = study;
  const meaning = word.translation.persian;
  switch (step) {
    case "sorting":
      return (
        <SortingStep
          letters={study.letters}
          order={study.order}
          onChange={study.setOrder}
          meaning={meaning}
        />
      );
    case "sortingComplete":
      return <SortingResult correct={study.sortingCorrect} answer={study.built} german={german} />;
    case "gender":
      return (
        <GenderStep german={german} meaning={meaning} value={study.article} onChange={study.setArticle} />
      );
    case "genderComplete":
      return (
        <GenderResult
          correct={study.articleCorrect}
          answer={study.article}
          article={articleOf(word) ?? "die"}
          german={german}
        />
      );
    case "input":
      return <InputStep meaning={meaning} value={study.typed} onChange={study.setTyped} />;
    case "inputComplete":
      return <InputResult result={study.spelling} answer={study.typed} german={german} />;
    default:
      return null;
  }
}
