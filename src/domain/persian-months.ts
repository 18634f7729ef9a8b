/**
 * Adding Persian (Solar Hijri) calendar months to an instant, as the learner counts them in Tehran:
 * a one-month subscription bought on 15 Mehr ends on 15 Aban at the same time of day. Day 31 of a
 * shorter month becomes its last day (31 Shahrivar + 1 month → 30 Mehr; 30 Bahman + 1 → 29 or 30
 * Esfand). Only Intl's Persian calendar is used (no table of leap years).
 */

import { madeOnce } from "./made-once";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days in months 1–11 (Esfand, month 12, has 29 or 30). */
const MONTH_DAYS = [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30];

const persianParts = madeOnce(
  () =>
    new Intl.DateTimeFormat("en-US-u-ca-persian-nu-latn", {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      timeZone: "Asia/Tehran",
    }),
);

interface PersianDay {
  year: number;
  month: number;
  day: number;
}

/** The Persian date in Tehran of an instant. */
export function persianDayOf(instant: Date): PersianDay {
  const parts = persianParts().formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** Whole days since 1970-01-01 of the UTC calendar day at noon in Tehran on 1 Farvardin of `year`. */
function nowruzDayNumber(year: number): number {
  // 1 Farvardin falls on 19–22 March of Gregorian year `year + 621`.
  for (let day = 19; day <= 23; day += 1) {
    const noonTehran = Date.UTC(year + 621, 2, day, 8, 30);
    const p = persianDayOf(new Date(noonTehran));
    if (p.month === 1 && p.day === 1) return Math.floor(noonTehran / DAY_MS);
  }
  throw new Error(`no 1 Farvardin found for ${year}`);
}

function daysInMonth(year: number, month: number): number {
  if (month < 12) return MONTH_DAYS[month - 1] ?? 30;
  return nowruzDayNumber(year + 1) - nowruzDayNumber(year) - 336;
}

/** Days from 1 Farvardin to the start of `month`. */
function daysBeforeMonth(month: number): number {
  return MONTH_DAYS.slice(0, month - 1).reduce((sum, days) => sum + days, 0);
}

function dayNumber({ year, month, day }: PersianDay): number {
  return nowruzDayNumber(year) + daysBeforeMonth(month) + day - 1;
}

/** `start` plus `months` Persian months (Tehran's calendar days; the time of day is kept). */
export function addPersianMonths(start: Date, months: number): Date {
  const from = persianDayOf(start);
  const index = from.year * 12 + (from.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const to = { year, month, day: Math.min(from.day, daysInMonth(year, month)) };
  return new Date(start.getTime() + (dayNumber(to) - dayNumber(from)) * DAY_MS);
}
