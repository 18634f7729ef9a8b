import { CARD_KINDS, type CardKind } from "./card-kinds";
import { DEFAULT_SCHEDULER_SETTINGS, MAX_RETENTION, MIN_RETENTION } from "./scheduler-settings";

/**
 * The learner's review settings (issue 16): desired retention (0.80–0.97), how many new cards a day,
 * the daily goal (reviews a day) and which card kinds are asked. `weights` null means FSRS-6's
 * defaults; kept per user so optimised ones can replace them later.
 */
export interface ReviewSettings {
  desiredRetention: number;
  dailyNewLimit: number;
  dailyGoal: number;
  enabledKinds: CardKind[];
  weights: number[] | null;
}

export const MAX_DAILY_NEW = 200;
export const MAX_DAILY_GOAL = 1000;

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  desiredRetention: DEFAULT_SCHEDULER_SETTINGS.desiredRetention,
  dailyNewLimit: 20,
  dailyGoal: 30,
  enabledKinds: [...CARD_KINDS],
  weights: null,
};

export type SettingsField = "desiredRetention" | "dailyNewLimit" | "dailyGoal" | "enabledKinds";
export type SettingsProblem = "not-a-number" | "out-of-range" | "not-whole" | "none-chosen";

/** What the settings form holds: numbers as typed (Latin digits), retention as a percentage. */
export interface SettingsInput {
  retentionPercent: string;
  dailyNewLimit: string;
  dailyGoal: string;
  enabledKinds: readonly CardKind[];
}

export type SettingsCheck =
  | { ok: true; value: Omit<ReviewSettings, "weights"> }
  | { ok: false; problems: Partial<Record<SettingsField, SettingsProblem>> };

function wholeIn(text: string, min: number, max: number): number | SettingsProblem {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return "not-a-number";
  const n = Number(trimmed);
  if (!Number.isInteger(n)) return "not-whole";
  if (n < min || n > max) return "out-of-range";
  return n;
}

/** Checks the form: retention 80–97 %, new cards 0–200 a day, goal 1–1000, at least one kind. */
export function checkSettingsInput(input: SettingsInput): SettingsCheck {
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {};
  const retention = wholeIn(input.retentionPercent, MIN_RETENTION * 100, MAX_RETENTION * 100);
  const fresh = wholeIn(input.dailyNewLimit, 0, MAX_DAILY_NEW);
  const goal = wholeIn(input.dailyGoal, 1, MAX_DAILY_GOAL);
  if (typeof retention === "string") problems.desiredRetention = retention;
  if (typeof fresh === "string") problems.dailyNewLimit = fresh;
  if (typeof goal === "string") problems.dailyGoal = goal;
  const kinds = CARD_KINDS.filter((k) => input.enabledKinds.includes(k));
  if (kinds.length === 0) problems.enabledKinds = "none-chosen";
  if (typeof retention === "string" || typeof fresh === "string" || typeof goal === "string" || !kinds.length)
    return { ok: false, problems };
  return {
    ok: true,
    value: { desiredRetention: retention / 100, dailyNewLimit: fresh, dailyGoal: goal, enabledKinds: kinds },
  };
}

/** Settings read from storage, whatever they hold: each bad or missing field falls back to its default. */
export function settingsFrom(stored: unknown): ReviewSettings {
  const s = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const num = (v: unknown, min: number, max: number, fallback: number) =>
    typeof v === "number" && Number.isFinite(v) && v >= min && v <= max ? v : fallback;
  const kinds = Array.isArray(s.enabledKinds)
    ? CARD_KINDS.filter((k) => (s.enabledKinds as unknown[]).includes(k))
    : DEFAULT_REVIEW_SETTINGS.enabledKinds;
  const weights =
    Array.isArray(s.weights) && s.weights.every((w) => typeof w === "number" && Number.isFinite(w))
      ? (s.weights as number[])
      : null;
  const d = DEFAULT_REVIEW_SETTINGS;
  return {
    desiredRetention: num(s.desiredRetention, MIN_RETENTION, MAX_RETENTION, d.desiredRetention),
    dailyNewLimit: Math.floor(num(s.dailyNewLimit, 0, MAX_DAILY_NEW, d.dailyNewLimit)),
    dailyGoal: Math.floor(num(s.dailyGoal, 1, MAX_DAILY_GOAL, d.dailyGoal)),
    enabledKinds: kinds.length > 0 ? kinds : [...CARD_KINDS],
    weights,
  };
}
