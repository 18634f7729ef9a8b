/**
 * Money and subscription lengths as the learner reads them. domain/ imports nothing of ours, so the
 * four words below («تومان» and the three units) live here rather than in i18n/fa.ts.
 */

import { madeOnce } from "./made-once";

/** The Persian thousands separator (U+066C), as in «۱۲۰٬۰۰۰». */
export const PERSIAN_THOUSANDS_SEPARATOR = "\u066C";

export const TOMAN = "تومان";

/** The units of a subscription's `expiry_time_type`. */
export type DurationUnit = "day" | "month" | "year";

const UNIT_NAMES: Record<DurationUnit, string> = { day: "روز", month: "ماه", year: "سال" };

/**
 * A whole number with Persian digits and thousands separators: 1200000 → «۱٬۲۰۰٬۰۰۰». Fractions
 * are rounded; a negative number keeps its minus sign; anything not finite reads «۰».
 */
export function formatPersianNumber(value: number): string {
  const rounded = Number.isFinite(value) ? Math.round(value) : 0;
  // Intl's fa-IR digits and separator (U+066C) are ours; its minus carries a direction mark, so the
  // sign is written here.
  return `${rounded < 0 ? "\u2212" : ""}${persianNumber().format(Math.abs(rounded))}`;
}

const persianNumber = madeOnce(() => new Intl.NumberFormat("fa-IR", { maximumFractionDigits: 0 }));

/** A price in tomans (prices are integers in tomans): 120000 → «۱۲۰٬۰۰۰ تومان». */
export function formatToman(value: number): string {
  return `${formatPersianNumber(value)} ${TOMAN}`;
}

/** A subscription's length: (1, "month") → «۱ ماه», (1, "year") → «۱ سال», (7, "day") → «۷ روز». */
export function formatDuration(expiryTime: number, unit: DurationUnit): string {
  return `${formatPersianNumber(expiryTime)} ${UNIT_NAMES[unit]}`;
}
