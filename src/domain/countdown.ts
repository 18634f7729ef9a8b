import { toLatinDigits } from "./digits";

/** The resend countdown when the route gives no usable resendTime (product-spec.md section 9). */
export const DEFAULT_RESEND_SECONDS = 120;

/**
 * The seconds to wait before a code may be re-sent: the route's resendTime parameter when it is a
 * non-negative whole number (Persian or Arabic digits allowed), otherwise 120.
 */
export function resendSeconds(param?: string): number {
  if (param === undefined) return DEFAULT_RESEND_SECONDS;
  const latin = toLatinDigits(param.trim());
  if (!/^\d+$/.test(latin)) return DEFAULT_RESEND_SECONDS;
  const seconds = Number(latin);
  return Number.isSafeInteger(seconds) ? seconds : DEFAULT_RESEND_SECONDS;
}

/**
 * Formats a number of seconds as `mm:ss`, or `h:mm:ss` when there are whole hours, with Latin
 * digits (the UI turns them Persian). Fractions are dropped; negative or non-finite values read 00:00.
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const mmss = `${pad(minutes)}:${pad(secs)}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
