import crypto from "node:crypto";
import { SMS_CODE_LENGTH, type SmsIntent } from "../../../src/contract/auth.js";

/** A code can be used for 2 minutes… */
export const SMS_CODE_TTL_MS = 2 * 60_000;
/** …and a new one asked for after 120 seconds (the app's countdown). */
export const SMS_RESEND_SECONDS = 120;
/** The fifth wrong try kills the code. */
export const SMS_MAX_FAILED_ATTEMPTS = 5;
/** A verified code keeps request_sms_code answering 201 this long (the same window as change_password's). */
export const SMS_VERIFIED_VALID_MS = 10 * 60_000;

/** A uniformly random 5-digit code from the OS's CSPRNG. */
export function generateSmsCode(): string {
  return String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, "0");
}

/** The pepper for code hashes: a key derived from the token secret, never stored in the database. */
export function smsCodePepper(tokenSecret: Uint8Array): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", tokenSecret, "vajeh", "sms-code-hmac", 32));
}

export interface SmsCodeHasher {
  hash(code: string, mobile: string, intent: SmsIntent): string;
  /** Constant-time comparison of a stored hash with the hash of a submitted code. */
  matches(stored: string, code: string, mobile: string, intent: SmsIntent): boolean;
}

/**
 * Codes are stored as HMAC-SHA256(pepper, intent:mobile:code). With only 100,000 possible codes a
 * plain hash would fall to a table lookup; the HMAC key lives outside the database, so a leaked
 * `sms_codes` table reveals nothing, and binding the mobile and intent means a hash is worthless for
 * any other row.
 */
export function createSmsCodeHasher(pepper: Uint8Array): SmsCodeHasher {
  const hash = (code: string, mobile: string, intent: SmsIntent) =>
    crypto.createHmac("sha256", pepper).update(`${intent}:${mobile}:${code}`).digest("hex");
  return {
    hash,
    matches(stored, code, mobile, intent) {
      const expected = Buffer.from(stored, "hex");
      const actual = Buffer.from(hash(code, mobile, intent), "hex");
      return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
    },
  };
}

/** The Persian text of the SMS for each intent. */
export function smsText(intent: SmsIntent, code: string): string {
  switch (intent) {
    case "sms_request_register":
      return `کد تأیید واژه: ${code}`;
    case "sms_request_reset_password":
      return `کد بازیابی رمز عبور واژه: ${code}`;
    case "sms_request_gift_product":
      return `کد تأیید هدیهٔ اشتراک واژه: ${code}\nاین کد را فقط به کسی بدهید که برایتان هدیه می‌خرد.`;
  }
}
