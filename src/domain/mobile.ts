import { toLatinDigits } from "./digits";

/**
 * Normalises an Iranian mobile number to its one stored form, `09xxxxxxxxx`. Accepts `09…`,
 * `9…`, `+989…`, `989…`, `00989…`, with Persian or Arabic digits and spaces or dashes between
 * groups. Returns null for anything that is not an Iranian mobile.
 */
export function normalizeIranianMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-().\u200c\u200f\u200e]/g, "");
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}
