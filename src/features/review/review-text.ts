import { persianDayOf } from "../../domain/persian-months";
import { toPersianDigits } from "../../domain/digits";
import type { Interval } from "../../domain/review/interval";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";

const UNIT = {
  minute: fa.unitMinute,
  hour: fa.unitHour,
  day: fa.unitDay,
  month: fa.unitMonth,
  year: fa.unitYear,
} as const;

/** A number in Persian digits, with the Persian decimal separator. */
export function persianNumber(n: number): string {
  return toPersianDigits(String(n)).replace(".", "٫");
}

/** «۱۰ دقیقه», «۳ روز», «۱٫۵ سال». */
export function intervalText(interval: Interval): string {
  return format(UNIT[interval.unit], { count: persianNumber(interval.count) });
}

/** Time spent: «۴ دقیقه» from a minute on, else «۴۰ ثانیه». */
export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return format(fa.unitSecond, { count: persianNumber(seconds) });
  return format(fa.unitMinute, { count: persianNumber(Math.round(seconds / 60)) });
}

export function percentText(value: number): string {
  return format(fa.percent, { value: persianNumber(value) });
}

/** A review day as the Persian calendar's month/day («۸/۲۱»). */
export function dayLabel(dayKey: string): string {
  const { month, day } = persianDayOf(new Date(`${dayKey}T12:00:00Z`));
  return toPersianDigits(`${month}/${day}`);
}
