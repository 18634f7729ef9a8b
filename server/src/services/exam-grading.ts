import { questionKind } from "../../../src/contract/content.js";

/** What grading needs of a question row (server/src/db/schema.ts `questions`). */
export interface GradableQuestion {
  type: string;
  /** Choices (multiple choice, image), items (sortable) or left items (pluggable). */
  answers: readonly string[];
  /** The correct answer in api.md's one shape. */
  correct: readonly string[];
  /** Sortable: every other order that is also correct (the content lists them); none for other types. */
  accepted?: readonly (readonly string[])[];
}

/** Why an answer cannot be graded at all (answered with 422, and not recorded). */
export type AnswerProblem = "one-choice-expected" | "unknown-choice" | "not-the-same-items" | "wrong-length";

export type Grading =
  { valid: true; correct: boolean; answer: string[] } | { valid: false; problem: AnswerProblem };

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sortedA = [...a].sort();
  const sortedB = [...b].sort();
  return sortedA.every((item, i) => item === sortedB[i]);
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/**
 * Checks the learner's answer to one question (api.md "Content", one shape for all types):
 * - multiple choice and image: one element, one of the choices, equal to the correct choice;
 * - sortable: the same items (as a multiset) as the question's, correct when in the correct order or
 *   in one of the other accepted orders (then the answer shown is the learner's own order);
 * - pluggable (any other type): for each left item in its order, a right item — the right items used
 *   exactly once each — correct when every left item got its own right item.
 * An answer of the wrong shape is not graded (`valid: false`), so it cannot be recorded by mistake.
 */
export function gradeAnswer(question: GradableQuestion, given: readonly string[]): Grading {
  const answer = [...question.correct];
  switch (questionKind(question.type)) {
    case "multiple_choice":
    case "image": {
      const [choice] = given;
      if (given.length !== 1 || choice === undefined) return { valid: false, problem: "one-choice-expected" };
      if (!question.answers.includes(choice)) return { valid: false, problem: "unknown-choice" };
      return { valid: true, correct: choice === question.correct[0], answer };
    }
    case "sortable": {
      if (!sameItems(given, question.correct)) return { valid: false, problem: "not-the-same-items" };
      if (sameOrder(given, question.correct)) return { valid: true, correct: true, answer };
      const other = (question.accepted ?? []).some((order) => sameOrder(given, order));
      return other
        ? { valid: true, correct: true, answer: [...given] }
        : { valid: true, correct: false, answer };
    }
    case "pluggable":
      if (given.length !== question.answers.length) return { valid: false, problem: "wrong-length" };
      if (!sameItems(given, question.correct)) return { valid: false, problem: "not-the-same-items" };
      return { valid: true, correct: sameOrder(given, question.correct), answer };
  }
}
