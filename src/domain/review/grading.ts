import type { SpellingResult } from "../answer-checks";

/** FSRS's four grades, numbered as ts-fsrs numbers them (Again 1 … Easy 4). */
export const GRADES = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type Grade = (typeof GRADES)[keyof typeof GRADES];
export const ALL_GRADES: readonly Grade[] = [1, 2, 3, 4];

export function isGrade(value: unknown): value is Grade {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/**
 * The grade a typed answer gives itself (issue 16, "Grading"): right → Good, almost right (only an
 * umlaut or a capital off, as word study tolerates) → Hard, wrong → Again.
 */
export function gradeForSpelling(result: SpellingResult): Grade {
  if (result === "correct") return GRADES.good;
  if (result === "wrong") return GRADES.again;
  return GRADES.hard;
}

/** A tapped answer (the article card): right → Good, wrong → Again. */
export function gradeForChoice(right: boolean): Grade {
  return right ? GRADES.good : GRADES.again;
}

/** The learner may raise a self-graded right answer to Easy; nothing else can be raised. */
export function raisedToEasy(grade: Grade): Grade {
  return grade === GRADES.good ? GRADES.easy : grade;
}
