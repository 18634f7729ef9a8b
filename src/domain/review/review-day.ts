/**
 * The review day (issue 16): it rolls over at 04:00 device time, as Anki's does, so a session after
 * midnight still counts for the evening before. Days are keyed `YYYY-MM-DD` of that shifted local time.
 * `offsetMinutes` is the device's offset from UTC at that moment (east positive, Tehran +210), given by
 * the caller so this stays pure.
 */
export const DAY_ROLLOVER_HOUR = 4;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The device's offset from UTC at `ms`, east positive (the opposite sign of getTimezoneOffset). */
export function deviceOffsetMinutes(ms: number): number {
  return -new Date(ms).getTimezoneOffset();
}

function shiftedUtcDate(ms: number, offsetMinutes: number): Date {
  return new Date(ms + offsetMinutes * MINUTE - DAY_ROLLOVER_HOUR * 60 * MINUTE);
}

/** The review day `ms` belongs to. */
export function reviewDayKey(ms: number, offsetMinutes: number): string {
  return shiftedUtcDate(ms, offsetMinutes).toISOString().slice(0, 10);
}

/** The day after (or `n` days after) a day key. */
export function addDays(dayKey: string, n: number): string {
  return new Date(Date.parse(`${dayKey}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** When the review day containing `ms` ends (the next 04:00 device time), as epoch milliseconds. */
export function endOfReviewDay(ms: number, offsetMinutes: number): number {
  const day = reviewDayKey(ms, offsetMinutes);
  return Date.parse(`${addDays(day, 1)}T00:00:00Z`) + (DAY_ROLLOVER_HOUR * 60 - offsetMinutes) * MINUTE;
}

/**
 * The streak: how many days in a row up to today the daily goal was met. Today not met yet does not
 * break it (the learner still has the day); a day missed before today does.
 */
export function streakDays(goalMetDays: ReadonlySet<string>, today: string): number {
  let day = goalMetDays.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (goalMetDays.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}
