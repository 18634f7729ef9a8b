/**
 * How long until a card is due, in the one unit a button label shows («۱۰ دقیقه», «۳ روز»), rounded as
 * Anki's buttons round. The UI words it; this only picks the unit and the count.
 */
export type IntervalUnit = "minute" | "hour" | "day" | "month" | "year";
export interface Interval {
  unit: IntervalUnit;
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function intervalUntil(now: number, due: number): Interval {
  const ms = Math.max(0, due - now);
  if (ms < HOUR) return { unit: "minute", count: Math.max(1, Math.round(ms / MINUTE)) };
  if (ms < DAY) return { unit: "hour", count: Math.max(1, Math.round(ms / HOUR)) };
  const days = ms / DAY;
  if (days < 30) return { unit: "day", count: Math.max(1, Math.round(days)) };
  if (days < 365) return { unit: "month", count: Math.max(1, Math.round(days / 30)) };
  return { unit: "year", count: Math.max(1, Math.round((days / 365) * 10) / 10) };
}
