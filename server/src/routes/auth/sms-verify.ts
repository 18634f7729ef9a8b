import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { smsIntentSchema } from "../../../../src/contract/auth.js";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { toLatinDigits } from "../../../../src/domain/digits.js";
import { issueToken } from "../../auth/issue-token.js";
import { SMS_MAX_FAILED_ATTEMPTS } from "../../auth/sms-codes.js";
import { findOrCreateUserByMobile, findUserByMobile } from "../../auth/users.js";
import type { Db } from "../../db/client.js";
import { smsCodes } from "../../db/schema.js";
import { tooManyRequests, unauthorized, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { consumeEvents, releaseEvents } from "../../services/rate-events.js";
import { type AuthDeps, burstLimit, limits, messages, requireMobile } from "./shared.js";
import { secondsUntil } from "./sms-request.js";

type CodeRow = typeof smsCodes.$inferSelect;

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
 * POST /auth/verify_sms_code/:code {mobile}. The code may be typed with Persian or Arabic digits.
 * Which pending (unverified) code is tried: the one the submitted code matches, else the most recent.
 * - No pending code: 422. Expired: 422 (its own message). Dead (5 wrong tries): 429 with the seconds
 *   until a new code may be asked for.
 * - Every try reserves an attempt on the row first (an atomic increment), so concurrent guesses
 *   cannot exceed five comparisons; tries 1–4 that miss answer 422, the 5th miss kills the code (429).
 * - Misses also count toward 10 failed verifications per mobile per 24 h; past that even the right
 *   code answers 429 until the window moves.
 * - Register: the user is created if absent (with the invite settled) → `{access_token}` (amr "sms").
 *   Reset: the user must exist → `{access_token}`. Gift: only the signed-in requester may verify
 *   (401 when signed out; another user's try is a miss) → `{verified: true, mobile}`; never a token.
 */
export function smsVerifyRoute(app: FastifyInstance, ctx: AppContext, deps: AuthDeps): void {
  defineRoute(
    app,
    endpoints.verifySmsCode,
    async ({ params, body, user }) => {
      const mobile = requireMobile(body.mobile);
      const code = toLatinDigits(params.code);
      const now = ctx.clock.now();

      const pending = await ctx.db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.verifiedAt)))
        .orderBy(desc(smsCodes.createdAt));
      const usable = (row: CodeRow) => row.expiresAt > now && row.failedAttempts < SMS_MAX_FAILED_ATTEMPTS;
      const candidate =
        pending.find(
          (row) =>
            usable(row) && deps.codes.matches(row.codeHash, code, mobile, smsIntentSchema.parse(row.intent)),
        ) ?? pending[0];
      if (!candidate) throw unprocessable(messages.noPendingCode, { code: messages.noPendingCode });
      const intent = smsIntentSchema.parse(candidate.intent);

      if (candidate.failedAttempts >= SMS_MAX_FAILED_ATTEMPTS) {
        throw tooManyRequests(messages.deadCode, secondsUntil(candidate.resendAt, now));
      }
      if (candidate.expiresAt <= now)
        throw unprocessable(messages.expiredCode, { code: messages.expiredCode });
      if (intent === "sms_request_gift_product" && !user) throw unauthorized(messages.signInForGift);

      const daily = await consumeEvents(ctx.db, [limits.failedVerifications(mobile)], now);
      if (!daily.ok) throw tooManyRequests(messages.tooManyFailedCodes, daily.retryAfterSeconds);

      const [attempt] = await ctx.db
        .update(smsCodes)
        .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(smsCodes.mobile, mobile),
            eq(smsCodes.intent, intent),
            eq(smsCodes.codeHash, candidate.codeHash),
            isNull(smsCodes.verifiedAt),
          ),
        )
        .returning();
      if (!attempt) {
        // Replaced by a new code or verified by a concurrent request in the meantime.
        await releaseEvents(ctx.db, daily.ids);
        throw unprocessable(messages.wrongCode, { code: messages.wrongCode });
      }
      if (attempt.failedAttempts > SMS_MAX_FAILED_ATTEMPTS) {
        await releaseEvents(ctx.db, daily.ids);
        throw tooManyRequests(messages.deadCode, secondsUntil(attempt.resendAt, now));
      }

      const matches =
        deps.codes.matches(attempt.codeHash, code, mobile, intent) &&
        (intent !== "sms_request_gift_product" || attempt.requesterId === user?.id);
      if (!matches) {
        if (attempt.failedAttempts >= SMS_MAX_FAILED_ATTEMPTS) {
          throw tooManyRequests(messages.deadCode, secondsUntil(attempt.resendAt, now));
        }
        throw unprocessable(messages.wrongCode, { code: messages.wrongCode });
      }
      await releaseEvents(ctx.db, daily.ids);

      if (intent === "sms_request_gift_product") {
        if (!(await markVerified(ctx.db, attempt, now))) throw unprocessable(messages.wrongCode);
        return { verified: true as const, mobile };
      }

      const verifiedUser = await ctx.db.transaction(async (tx) => {
        if (!(await markVerified(tx, attempt, now))) throw unprocessable(messages.wrongCode);
        if (intent === "sms_request_register") {
          return (await findOrCreateUserByMobile(tx, mobile, attempt.inviteCode, now)).user;
        }
        const existing = await findUserByMobile(tx, mobile);
        if (!existing) throw unprocessable(messages.noAccountForReset);
        return existing;
      });
      return { access_token: await issueToken(ctx, verifiedUser, "sms") };
    },
    { rateLimit: burstLimit() },
  );
}
