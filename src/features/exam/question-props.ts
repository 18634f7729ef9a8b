import type { Question } from "../../contract/content";

/** A checked answer: what the learner sent, the correct answer (same shape), and the verdict. */
export interface CheckedAnswer {
  given: readonly string[];
  answer: readonly string[];
  correct: boolean;
}

/** What every question component gets: one component per question type. */
export interface QuestionProps {
  question: Question;
  /** Set once the server has checked the answer: the correct one is revealed, answering is blocked. */
  checked: CheckedAnswer | null;
  /** While the answer is being checked: the answer sent, else null. */
  sending: readonly string[] | null;
  onSubmit: (answers: string[]) => void;
}
