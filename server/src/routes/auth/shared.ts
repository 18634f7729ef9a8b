import type { FastifyRequest } from "fastify";
import { normalizeIranianMobile } from "../../../../src/domain/mobile.js";
import type { SmsCodeHasher } from "../../auth/sms-codes.js";
import { HttpError } from "../../errors.js";
import type { RouteOptions } from "../../http/define-route.js";
import type { RateLimit } from "../../services/rate-events.js";

/** What the auth routes share besides the app context: keys derived once from the token secret. */
export interface AuthDeps {
  codes: SmsCodeHasher;
  oidcFlowKey: Uint8Array;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The limits kept in rate_events, so that every process shares them. */
export const limits = {
  smsPerMobile: (mobile: string): RateLimit => ({ key: `sms:mobile:${mobile}`, limit: 5, windowMs: DAY }),
  /** SMS_PER_IP_PER_HOUR (default 10); a test or a classroom behind one address may need more. */
  smsPerIp: (ip: string, limit: number): RateLimit => ({ key: `sms:ip:${ip}`, limit, windowMs: HOUR }),
  failedVerifications: (mobile: string): RateLimit => ({
    key: `verify-fail:${mobile}`,
    limit: 10,
    windowMs: DAY,
  }),
  failedCurrentPassword: (userId: string): RateLimit => ({
    key: `password-fail:${userId}`,
    limit: 10,
    windowMs: 15 * MINUTE,
  }),
} as const;

/** No window above reaches further back than this; older rate events can go. */
export const LONGEST_WINDOW_MS = DAY;

export const messages = {
  invalidMobile: "شمارهٔ موبایل معتبر نیست. یک شمارهٔ موبایل ایران وارد کنید (مانند ۰۹۱۲۳۴۵۶۷۸۹).",
  alreadyRegistered: "با این شماره قبلاً ثبت‌نام شده است. وارد شوید یا رمز عبور را بازیابی کنید.",
  signInForGift: "برای خرید هدیه ابتدا وارد حساب خود شوید.",
  resendTooEarly: "کد قبلی هنوز معتبر است. پس از پایان شمارش معکوس دوباره درخواست کنید.",
  tooManySms: "تعداد درخواست‌های کد برای این شماره یا این شبکه بیش از حد مجاز است. بعداً دوباره تلاش کنید.",
  smsFailed: "ارسال پیامک ممکن نشد. چند لحظه بعد دوباره تلاش کنید.",
  noPendingCode: "کدی برای این شماره درخواست نشده است. ابتدا کد تأیید را درخواست کنید.",
  wrongCode: "کد وارد شده درست نیست.",
  expiredCode: "زمان اعتبار این کد تمام شده است. کد جدید درخواست کنید.",
  deadCode: "کد جدید درخواست کنید.",
  tooManyFailedCodes: "تعداد تلاش‌های ناموفق امروز بیش از حد مجاز است. فردا دوباره تلاش کنید.",
  noAccountForReset: "حسابی با این شماره پیدا نشد.",
  wrongLogin: "شمارهٔ موبایل یا رمز عبور درست نیست.",
  tooManyLogins: "تلاش‌های ناموفق ورود از این شبکه بیش از حد مجاز است. کمی بعد دوباره تلاش کنید.",
  tooManyLoginsHere:
    "تلاش‌های ناموفق ورود به این حساب از این دستگاه زیاد بوده است. کمی بعد دوباره تلاش کنید یا با «رمز عبور را فراموش کرده‌ام» با کد پیامکی وارد شوید.",
  passwordPolicy: "شرایط تعیین رمز عبور رعایت نشده است.",
  currentPasswordRequired: "رمز عبور فعلی را وارد کنید.",
  currentPasswordWrong: "رمز عبور فعلی درست نیست.",
  tooManyPasswordTries: "تلاش‌های ناموفق بیش از حد مجاز است. کمی بعد دوباره تلاش کنید.",
  oidcNotConfigured: "ورود با گوگل روی این سرور فعال نشده است. با شمارهٔ موبایل وارد شوید.",
  oidcUnavailable: "ارتباط با گوگل برقرار نشد. کمی بعد دوباره تلاش کنید.",
  oidcFlowLost: "زمان ورود با گوگل تمام شده یا این درخواست معتبر نیست. دوباره روی ورود با گوگل بزنید.",
  oidcFailed: "ورود با گوگل انجام نشد. دوباره تلاش کنید.",
  oidcEmailUnverified: "ایمیل حساب گوگل شما تأیید نشده است.",
} as const;

/** The normal form of a mobile, or a 422 naming the field. */
export function requireMobile(input: string, field = "mobile"): string {
  const mobile = normalizeIranianMobile(input);
  if (!mobile)
    throw new HttpError(422, messages.invalidMobile, { fields: { [field]: messages.invalidMobile } });
  return mobile;
}

function bodyMobile(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  for (const field of ["mobile", "check"]) {
    const value: unknown = Reflect.get(body, field);
    if (typeof value === "string") return normalizeIranianMobile(value);
  }
  return null;
}

/**
 * A per-process burst limit for a route (on top of the shared limits above): `max` a minute per
 * normalised mobile when the body has one ("mobile-and-ip": per mobile and client IP together), else
 * per IP. It runs as a preHandler so the body is parsed.
 */
export function burstLimit(
  max = 30,
  key: "mobile" | "mobile-and-ip" = "mobile",
): NonNullable<RouteOptions["rateLimit"]> {
  return {
    max,
    timeWindow: "1 minute",
    hook: "preHandler",
    keyGenerator: (request: FastifyRequest) => {
      const mobile = bodyMobile(request.body);
      if (!mobile) return `ip:${request.ip}`;
      return key === "mobile" ? `mobile:${mobile}` : `mobile:${mobile}:ip:${request.ip}`;
    },
  };
}
