import { toLatinDigits } from "./digits";

/**
 * Exam timing and the question index in the URL (product-spec.md section 4, "Exam timing" and
 * "Question"). The clock is the server's `created_at`, so reloading the page or leaving the app does
 * not restart the time. Pure: no IO; `nowMs` is passed in.
 */

/**
 * Whole seconds left of an attempt: created_at + deadline − now, floored, never negative.
 * An unreadable `created_at` leaves no time (the end page completes the attempt).
 */
export function remainingSeconds(createdAtIso: string, deadlineSeconds: number, nowMs: number): number {
  const createdAt = Date.parse(createdAtIso);
  if (!Number.isFinite(createdAt) || !Number.isFinite(deadlineSeconds) || !Number.isFinite(nowMs)) return 0;
  return Math.max(0, Math.floor((createdAt + deadlineSeconds * 1000 - nowMs) / 1000));
}

/** When an attempt ends, as epoch milliseconds (for a countdown). */
export function deadlineAt(createdAtIso: string, deadlineSeconds: number): number {
  return Date.parse(createdAtIso) + deadlineSeconds * 1000;
}

/**
 * The question index of the URL: a missing one is 0; Persian or Arabic digits are read too;
 * anything that is not a whole number is NaN (which never equals an answered count, so it redirects).
 */
export function parseQuestionIndex(param: string | undefined): number {
  if (param === undefined || param === "") return 0;
  const latin = toLatinDigits(param.trim());
  return /^\d+$/.test(latin) ? Number(latin) : Number.NaN;
}

/**
 * Where the URL must point: "end" when every question is answered; the answered count (the next
 * question to answer) when the URL's index differs from it; null when the URL is right.
 */
export function indexRedirect(
  urlIndex: number,
  answeredCount: number,
  questionCount: number,
): number | "end" | null {
  if (answeredCount >= questionCount) return "end";
  return urlIndex === answeredCount ? null : answeredCount;
}

/** A duration split into hours, minutes and seconds (for "the time limit is 5 minutes"). */
export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits whole seconds (fractions dropped, negative as 0) into hours, minutes and seconds. */
export function splitDuration(totalSeconds: number): DurationParts {
  const total = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
