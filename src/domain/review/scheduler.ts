import {
  type Card,
  createEmptyCard,
  fsrs,
  type FSRS,
  generatorParameters,
  type Grade as FsrsGrade,
} from "ts-fsrs";
import { ALL_GRADES, type Grade } from "./grading";
import {
  DEFAULT_SCHEDULER_SETTINGS,
  MAX_RETENTION,
  MIN_RETENTION,
  type SchedulerSettings,
} from "./scheduler-settings";

/**
 * FSRS-6 scheduling through ts-fsrs (issue 16, "Scheduling"): this module only converts between the
 * stored shapes (plain numbers, so Dexie and JSON keep them exactly) and ts-fsrs's, and replays logs.
 * Pure: every clock reading is passed in.
 */

/** ts-fsrs's card states: new, learning, review, relearning. */
export type CardPhase = 0 | 1 | 2 | 3;

/** A card's scheduling state as stored: dates are epoch milliseconds. */
export interface CardState {
  due: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  phase: CardPhase;
  lastReview: number | null;
}

/** One answer, append-only: what every device replays to reach the same state. */
export interface ReviewLogEntry {
  /** A client-made UUID: the same answer delivered twice is one answer. */
  id: string;
  cardId: string;
  grade: Grade;
  reviewedAt: number;
  /** How long the learner took to answer, in milliseconds (for statistics only). */
  durationMs: number;
}

export function clampRetention(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SCHEDULER_SETTINGS.desiredRetention;
  return Math.min(MAX_RETENTION, Math.max(MIN_RETENTION, value));
}

export type ReviewScheduler = FSRS;

/** A scheduler for these settings. Fuzz is on (intervals spread, as Anki's) and seeded by the card, so replays agree. */
export function reviewScheduler(settings: SchedulerSettings = DEFAULT_SCHEDULER_SETTINGS): ReviewScheduler {
  return fsrs(
    generatorParameters({
      request_retention: clampRetention(settings.desiredRetention),
      enable_fuzz: true,
      ...(settings.weights ? { w: [...settings.weights] } : {}),
    }),
  );
}

function toCard(state: CardState): Card {
  return {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.phase,
    ...(state.lastReview === null ? {} : { last_review: new Date(state.lastReview) }),
  };
}

function fromCard(card: Card): CardState {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    phase: card.state as CardPhase,
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

/** A card never reviewed, due from `now`. */
export function newCardState(now: number): CardState {
  return fromCard(createEmptyCard(new Date(now)));
}

/** The state after answering `grade` at `now`. */
export function answerCard(
  scheduler: ReviewScheduler,
  state: CardState,
  grade: Grade,
  now: number,
): CardState {
  return fromCard(scheduler.next(toCard(state), new Date(now), grade as FsrsGrade).card);
}

/** When the card would next be due for each grade, answered at `now` (for the buttons' labels). */
export function previewDue(scheduler: ReviewScheduler, state: CardState, now: number): Record<Grade, number> {
  const preview = scheduler.repeat(toCard(state), new Date(now));
  const due = {} as Record<Grade, number>;
  for (const grade of ALL_GRADES) due[grade] = preview[grade as FsrsGrade].card.due.getTime();
  return due;
}

/** Logs in the one order every device uses: by time answered, then by id; each id once. */
export function orderLogs(logs: readonly ReviewLogEntry[]): ReviewLogEntry[] {
  const byId = new Map<string, ReviewLogEntry>();
  for (const log of logs) if (!byId.has(log.id)) byId.set(log.id, log);
  return [...byId.values()].sort(
    (a, b) => a.reviewedAt - b.reviewedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * A card's state as the replay of all its logs (any order, duplicates allowed): the same logs give the
 * same state on every device, and no answer is lost to last-writer-wins. Null when there are none.
 */
export function replayCard(scheduler: ReviewScheduler, logs: readonly ReviewLogEntry[]): CardState | null {
  const ordered = orderLogs(logs);
  const first = ordered[0];
  if (!first) return null;
  let state = newCardState(first.reviewedAt);
  for (const log of ordered) state = answerCard(scheduler, state, log.grade, log.reviewedAt);
  return state;
}
