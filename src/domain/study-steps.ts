/**
 * The word-study step machine of product-spec.md sections 2 and 4: word, sorting,
 * sortingComplete, then for nouns gender and genderComplete, then input and inputComplete; then
 * the word is done. A word with no German translation is done at once.
 */
export type StudyStep =
  "word" | "sorting" | "sortingComplete" | "gender" | "genderComplete" | "input" | "inputComplete" | "done";

export interface StudyWord {
  type: string;
  translation: { german: string | null };
}

/** Only nouns take an article (and the gender steps). */
export function isNoun(word: Pick<StudyWord, "type">): boolean {
  return word.type.toUpperCase() === "NOUN";
}

/** Where study of a word starts (the step resets to this whenever the word changes). */
export function firstStep(word: StudyWord): StudyStep {
  return word.translation.german?.trim() ? "word" : "done";
}

export function nextStep(step: StudyStep, word: StudyWord): StudyStep {
  switch (step) {
    case "word":
      return "sorting";
    case "sorting":
      return "sortingComplete";
    case "sortingComplete":
      return isNoun(word) ? "gender" : "input";
    case "gender":
      return "genderComplete";
    case "genderComplete":
      return "input";
    case "input":
      return "inputComplete";
    case "inputComplete":
    case "done":
      return "done";
  }
}

/** The check steps, where the main button reads «Überprüfung»; on the others it reads «weiter». */
export function isCheckStep(step: StudyStep): boolean {
  return step === "sorting" || step === "gender" || step === "input";
}

/** The steps a word goes through, for a progress indicator. */
export function stepsFor(word: StudyWord): StudyStep[] {
  const steps: StudyStep[] = [];
  for (let step = firstStep(word); step !== "done"; step = nextStep(step, word)) steps.push(step);
  return steps;
}
