import { useMemo, useState } from "react";
import type { WordRow } from "../../data/db/rows";
import {
  checkArticle,
  checkSpelling,
  seedFrom,
  shuffleLetters,
  type SpellingResult,
} from "../../domain/answer-checks";
import { firstStep, isNoun, nextStep, type StudyStep } from "../../domain/study-steps";
import { spelled } from "./letter-order";
import { germanOf } from "../../ui/word/word-display";

/**
 * One word's study: the current step (from the domain step machine) and the learner's answers.
 * It starts at the word's first step; the screen keys it by word id, so a new word starts afresh.
 */
export function useWordStudy(word: WordRow) {
  const german = germanOf(word);
  const letters = useMemo(() => shuffleLetters(german, seedFrom(word.id)), [german, word.id]);
  const [step, setStep] = useState<StudyStep>(() => firstStep(word));
  const [order, setOrder] = useState<number[]>([]);
  const [article, setArticle] = useState("");
  const [typed, setTyped] = useState("");
  const [sortingCorrect, setSortingCorrect] = useState(false);
  const [articleCorrect, setArticleCorrect] = useState(false);
  const [spelling, setSpelling] = useState<SpellingResult>("wrong");

  const built = spelled(order, letters);
  const hasAnswer =
    step === "sorting"
      ? order.length === letters.length
      : step === "gender"
        ? article.trim() !== ""
        : step === "input"
          ? typed.trim() !== ""
          : true;

  /** Checks the answer on a check step and moves on; true when the word is finished. */
  function advance(): boolean {
    if (!hasAnswer) return false;
    if (step === "sorting") setSortingCorrect(built === german);
    if (step === "gender") setArticleCorrect(checkArticle(article, word.gender));
    if (step === "input") setSpelling(checkSpelling(typed, german));
    const next = nextStep(step, word);
    if (next === "done") return true;
    setStep(next);
    return false;
  }

  // Any check step answered wrongly (an umlaut or a capital off counts: it is not counted correct).
  const missed =
    german !== "" && (!sortingCorrect || spelling !== "correct" || (isNoun(word) && !articleCorrect));

  return {
    missed,
    step,
    german,
    letters,
    order,
    setOrder,
    built,
    article,
    setArticle,
    typed,
    setTyped,
    sortingCorrect,
    articleCorrect,
    spelling,
    hasAnswer,
    advance,
  };
}
