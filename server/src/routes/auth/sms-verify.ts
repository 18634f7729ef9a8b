import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type SmsIntent, smsIntentSchema } from "../../../../src/contract/auth.js";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { toLatinDigits } from "../../../../src/domain/digits.js";
import { startSession } from "../../auth/sessions.js";
import { SMS_MAX_FAILED_ATTEMPTS } from "../../auth/sms-codes.js";
import { findOrCreateUserByMobile, findUserByMobile } from "../../auth/users.js";
import type { Db } from "../../db/client.js";
import { smsCodes } from "../../db/schema.js";
import { type HttpError, tooManyRequests, unauthorized, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import type { AuthedUser } from "../../http/auth-context.js";
import { defineRoute } from "../../http/define-route.js";
import { consumeEvents, releaseEvents } from "../../services/rate-events.js";
import { type AuthDeps, burstLimit, limits, messages, requireMobile } from "./shared.js";
import { secondsUntil } from "./sms-request.js";

type CodeRow = typeof smsCodes.$inferSelect;

const GIFT_INTENT: SmsIntent = "sms_request_gift_product";
const SIGN_IN_INTENTS: SmsIntent[] = ["sms_request_register", "sms_request_reset_password"];

/** Marks exactly this code (not a newer one that replaced it) verified; false when another request got there first. */
async function markVerified(db: Db, row: CodeRow, now: Date): Promise<boolean> {
  const marked = await db
    .update(smsCodes)
    .set({ verifiedAt: now, failedAttempts: sql`greatest(${smsCodes.failedAttempts} - 1, 0)` })
    .where(
      and(
        eq(smsCodes.mobile, row.mobile),
        eq(smsCodes.intent, row.intent),
        eq(smsCodes.codeHash, row.codeHash),
        isNull(smsCodes.verifiedAt),
      ),
    )
    .returning({ mobile: smsCodes.mobile });
  return marked.length > 0;
}

/**
 * Which pending codes a caller may verify: a signed-out browser verifies register and reset codes
 * (they sign in); a signed-in user verifies only the gift code they asked for themselves. So a gift
 * code never signs anyone in, a register or reset code never verifies a gift (nor signs a signed-in
 * buyer in as the recipient), and a guess by anyone else never touches someone's gift code.
 */
function verifiableBy(user: AuthedUser | null) {
  return user
    ? and(eq(smsCodes.intent, GIFT_INTENT), eq(smsCodes.requesterId, user.id))
    : inArray(smsCodes.intent, SIGN_IN_INTENTS);
}

/** verifiableBy for a row already read. */
const mayVerify = (row: CodeRow, user: AuthedUser | null) =>
  user
    ? row.intent === GIFT_INTENT && row.requesterId === user.id
    : SIGN_IN_INTENTS.some((intent) => intent === row.intent);

/**
 * The answer to a try that could be compared with no code: none of the caller's codes is usable.
 * Nothing was guessed, so nothing is counted.
 */
async function noUsableCode(db: Db, mobile: string, user: AuthedUser | null, now: Date): Promise<HttpError> {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.verifiedAt)))
    .orderBy(desc(smsCodes.createdAt));
  const own = rows.filter((row) => mayVerify(row, user));
  const dead = own.find((row) => row.failedAttempts >= SMS_MAX_FAILED_ATTEMPTS && row.expiresAt > now);
  if (dead) return tooManyRequests(messages.deadCode, secondsUntil(dead.resendAt, now));
  if (own.length > 0) return unprocessable(messages.expiredCode, { code: messages.expiredCode });
  if (!user && rows.some((row) => row.intent === GIFT_INTENT && row.expiresAt > now)) {
    return unauthorized(messages.signInForGift);
  }
  return unprocessable(messages.noPendingCode, { code: messages.noPendingCode });
}

/**
 * POST /auth/verify_sms_code/:code {mobile}. The code may be typed with Persian or Arabic digits.
 * Every try, before any answer that depends on a code:
 * 1. counts toward 10 failed verifications per mobile per 24 h (429 once they are used up, even for
 *    the right code; a try that turns out right gives its count back);
 * 2. takes one attempt (an atomic increment, so concurrent tries cannot exceed five, on PGlite and
 *    PostgreSQL alike) on every usable code of that mobile the caller may verify (see verifiableBy);
 *    only those codes are compared with the submitted one.
 * - No code was usable: nothing was guessed, the daily count is given back; the answer says why
 *   (dead: 429 with the seconds until a new code may be asked for; expired or none: 422; only a gift
 *   code pending and no token: 401).
 * - A miss: 422, or 429 when it was the fifth wrong try of every code it was compared with.
 * - Register: the user is created if absent (with the invite settled) → `{access_token}` (amr "sms").
 *   Reset: the user must exist → `{access_token}`. Gift: → `{verified: true, mobile}`; never a token.
 */
export function smsVerifyRoute(app: FastifyInstance, ctx: AppContext, deps: AuthDeps): void {
  defineRoute(
    app,
    endpoints.verifySmsCode,
    async ({ params, body, user }) => {
      const mobile = requireMobile(body.mobile);
      const code = toLatinDigits(params.code);
      const now = ctx.clock.now();

      const daily = await consumeEvents(ctx.db, [limits.failedVerifications(mobile)], now);
      if (!daily.ok) throw tooManyRequests(messages.tooManyFailedCodes, daily.retryAfterSeconds);

      const tried = await ctx.db
        .update(smsCodes)
        .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(smsCodes.mobile, mobile),
            isNull(smsCodes.verifiedAt),
            gt(smsCodes.expiresAt, now),
            lt(smsCodes.failedAttempts, SMS_MAX_FAILED_ATTEMPTS),
            verifiableBy(user),
          ),
        )
        .returning();
      if (tried.length === 0) {
        await releaseEvents(ctx.db, daily.ids);
        throw await noUsableCode(ctx.db, mobile, user, now);
      }

      const hit = tried.find((row) =>
        deps.codes.matches(row.codeHash, code, mobile, smsIntentSchema.parse(row.intent)),
      );
      if (!hit) {
        const alive = tried.filter((row) => row.failedAttempts < SMS_MAX_FAILED_ATTEMPTS);
        if (alive.length > 0) throw unprocessable(messages.wrongCode, { code: messages.wrongCode });
        const resendAt = Math.min(...tried.map((row) => row.resendAt.getTime()));
        throw tooManyRequests(messages.deadCode, secondsUntil(new Date(resendAt), now));
      }
      await releaseEvents(ctx.db, daily.ids);
      const intent = smsIntentSchema.parse(hit.intent);

      if (intent === GIFT_INTENT) {
        if (!(await markVerified(ctx.db, hit, now))) throw unprocessable(messages.wrongCode);
        return { verified: true as const, mobile };
      }

      const verifiedUser = await ctx.db.transaction(async (tx) => {
        if (!(await markVerified(tx, hit, now))) throw unprocessable(messages.wrongCode);
        if (intent === "sms_request_register") {
          return (await findOrCreateUserByMobile(tx, mobile, hit.inviteCode, now)).user;
        }
        const existing = await findUserByMobile(tx, mobile);
        if (!existing) throw unprocessable(messages.noAccountForReset);
        return existing;
      });
      return { access_token: await startSession(ctx, verifiedUser, "sms") };
    },
    { rateLimit: burstLimit() },
  );
}
