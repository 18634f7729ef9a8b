/**
 * The learner's scheduling settings and their limits (issue 16: desired retention 0.80–0.97, 0.9 by
 * default). Apart from scheduler.ts so that screens which only read settings (home's review count)
 * do not bring ts-fsrs into their first paint.
 */

/** The learner's scheduling settings; `weights` null means FSRS-6's defaults. */
export interface SchedulerSettings {
  desiredRetention: number;
  weights: readonly number[] | null;
}

export const MIN_RETENTION = 0.8;
export const MAX_RETENTION = 0.97;
export const DEFAULT_SCHEDULER_SETTINGS: SchedulerSettings = { desiredRetention: 0.9, weights: null };
