/**
 * Exam scores (product-spec.md sections 4 and 9), shared by the server (an attempt's score) and the
 * app (the final score shown on a section's exams page). Pure: no IO.
 */

/** The lowest and highest score an attempt can have. */
export const MIN_SCORE = 0;
export const MAX_SCORE = 100;

function clampScore(value: number): number {
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, value));
}

/**
 * An attempt's score: the percentage of correct answers out of all the exam's questions (unanswered
 * ones count as wrong), rounded to a whole number. An exam without questions scores 0.
 */
export function examScore(correctCount: number, questionCount: number): number {
  if (!Number.isFinite(questionCount) || questionCount <= 0) return MIN_SCORE;
  const correct = Math.min(Math.max(0, Math.floor(correctCount)), questionCount);
  return clampScore(Math.round((correct * 100) / questionCount));
}

/**
 * The running (incremental) mean of the values: after the n-th value it is the mean of the first n.
 * 0 for no values. Not rounded.
 */
export function runningAverage(values: readonly number[]): number {
  let mean = 0;
  values.forEach((value, index) => {
    mean += (value - mean) / (index + 1);
  });
  return mean;
}

/** What finalScore needs of an exam: its best attempt, if any. */
export interface ExamWithHigh {
  high: { score: number } | null;
}

/**
 * The final score of a section's (or a lesson's) exams (product-spec.md section 9): the running
 * average of the high scores of the exams taken, rounded to a whole number. An exam not taken yet
 * has no score and is left out (one exam scored 63 of three makes 63, not 21). Nothing taken: 0 (the
 * app hides a zero score).
 */
export function finalScore(exams: readonly ExamWithHigh[]): number {
  const taken = exams.flatMap((exam) => (exam.high ? [exam.high.score] : []));
  return clampScore(Math.round(runningAverage(taken)));
}
