import { addDays, reviewDayKey } from "./review-day";
import type { CardState, ReviewLogEntry } from "./scheduler";

/**
 * The figures of `/review/stats` and of a session's end (issue 16), from the device's cards and logs.
 * Pure: days are review-day keys (04:00 rollover), the clock and the device's offset are passed in.
 */

export interface DayCount {
  day: string;
  count: number;
}

/** Reviews on each of the last `days` review days up to `today`, oldest first (days without any: 0). */
export function reviewsPerDay(logs: readonly { day: string }[], today: string, days = 30): DayCount[] {
  const counts = new Map<string, number>();
  for (const log of logs) counts.set(log.day, (counts.get(log.day) ?? 0) + 1);
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - (days - 1));
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** Cards falling due on each of the next `days` review days from today; overdue ones count today. */
export function dueForecast(
  states: readonly CardState[],
  now: number,
  offsetMinutes: number,
  days = 14,
): DayCount[] {
  const today = reviewDayKey(now, offsetMinutes);
  const out = Array.from({ length: days }, (_, i) => ({ day: addDays(today, i), count: 0 }));
  const index = new Map(out.map((d, i) => [d.day, i]));
  for (const state of states) {
    const key = reviewDayKey(state.due, offsetMinutes);
    const at = key < today ? 0 : index.get(key);
    if (at !== undefined) (out[at] as DayCount).count += 1;
  }
  return out;
}

export interface Retention {
  passed: number;
  total: number;
}

/**
 * True retention over the last `days` review days: of the answers to cards last seen on an earlier
 * day (a real recall after an interval, not a learning step the same day), how many were not Again.
 */
export function trueRetention(
  logs: readonly (ReviewLogEntry & { day: string })[],
  today: string,
  days = 30,
): Retention {
  const from = addDays(today, -(days - 1));
  const lastDay = new Map<string, string>();
  const ordered = [...logs].sort((a, b) => a.reviewedAt - b.reviewedAt || (a.id < b.id ? -1 : 1));
  let passed = 0;
  let total = 0;
  for (const log of ordered) {
    const before = lastDay.get(log.cardId);
    if (before !== undefined && before < log.day && log.day >= from && log.day <= today) {
      total += 1;
      if (log.grade > 1) passed += 1;
    }
    lastDay.set(log.cardId, log.day);
  }
  return { passed, total };
}

export interface StateCounts {
  new: number;
  learning: number;
  review: number;
  relearning: number;
}

/** Cards by FSRS state; a card never answered (null) is new. */
export function cardsByState(states: readonly (CardState | null)[]): StateCounts {
  const counts: StateCounts = { new: 0, learning: 0, review: 0, relearning: 0 };
  for (const state of states) {
    if (state === null || state.phase === 0) counts.new += 1;
    else if (state.phase === 1) counts.learning += 1;
    else if (state.phase === 2) counts.review += 1;
    else counts.relearning += 1;
  }
  return counts;
}

export interface SessionSummary {
  reviewed: number;
  /** Whole percent of answers that were not Again; null when nothing was answered. */
  correctPercent: number | null;
  timeMs: number;
}

/** A session's end: how many answers, how many right (not Again), and the time spent answering. */
export function summariseSession(answers: readonly { grade: number; durationMs: number }[]): SessionSummary {
  const right = answers.filter((a) => a.grade > 1).length;
  return {
    reviewed: answers.length,
    correctPercent: answers.length ? Math.round((right / answers.length) * 100) : null,
    timeMs: answers.reduce((sum, a) => sum + Math.max(0, a.durationMs), 0),
  };
}

/** How many reviews today, and whether the daily goal is met. */
export function goalProgress(
  reviewsToday: number,
  goal: number,
): { done: number; goal: number; met: boolean } {
  return { done: reviewsToday, goal, met: reviewsToday >= goal };
}

/** The days (keys) on which at least `goal` reviews were made. */
export function goalMetDays(logs: readonly { day: string }[], goal: number): Set<string> {
  const counts = new Map<string, number>();
  for (const log of logs) counts.set(log.day, (counts.get(log.day) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= goal).map(([day]) => day));
}
