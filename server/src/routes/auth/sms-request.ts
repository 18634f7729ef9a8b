import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { SmsIntent } from "../../../../src/contract/auth.js";
import { endpoints } from "../../../../src/contract/endpoints.js";
import {
  SMS_CODE_TTL_MS,
  SMS_RESEND_SECONDS,
  SMS_VERIFIED_VALID_MS,
  generateSmsCode,
  smsText,
} from "../../auth/sms-codes.js";
import { findUserByMobile, hasAccount } from "../../auth/users.js";
import { smsCodes } from "../../db/schema.js";
import { HttpError, conflict, tooManyRequests, unauthorized } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { consumeEvents, purgeEventsBefore, releaseEvents } from "../../services/rate-events.js";
import { type AuthDeps, LONGEST_WINDOW_MS, burstLimit, limits, messages, requireMobile } from "./shared.js";

const PURGE_EVERY_MS = 10 * 60_000;

/** Whole seconds from now until `at` (0 when it has passed). */
export const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

type Outcome =
  | { kind: "already-verified"; resendIn: number }
  | { kind: "wait"; seconds: number }
  | { kind: "limited"; seconds: number }
  | { kind: "stored"; codeHash: string; eventIds: number[] };

/**
 * POST /auth/request_sms_code/:intent — sends a 5-digit code and answers the seconds until a resend
 * (120). Decisions beyond api.md:
 * - 201 when this mobile and intent have a code verified in the last 10 minutes (for the gift intent:
 *   verified for this requester); the body is then the seconds left until a resend (0 once passed).
 * - Register for a mobile whose user has set a password: 409.
 * - Reset for a mobile without a user: answered exactly as if sent (a row with an unusable hash,
 *   limits counted, 200 with 120) but nothing is sent, so the answer does not reveal who has an account.
 * - Gift: 401 without a signed-in requester, whose id is kept on the row.
 * - Limits (shared through the database): one code per mobile and intent per 120 s (429 +
 *   Retry-After, and `fields.resend_in`: the seconds left, which only this 429 carries), 5 SMS per mobile per 24 h and 10 per IP per hour (429).
 * - When the provider fails, the row and the counted limits are undone and the answer is 503.
 */
export function smsRequestRoute(app: FastifyInstance, ctx: AppContext, deps: AuthDeps): void {
  let lastPurge = 0;

  async function purgeStale(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    await purgeEventsBefore(ctx.db, new Date(now.getTime() - LONGEST_WINDOW_MS));
    await ctx.db.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(now.getTime() - LONGEST_WINDOW_MS)));
  }

  defineRoute(
    app,
    endpoints.requestSmsCode,
    async ({ params, body, user, request, reply }) => {
      const intent: SmsIntent = params.intent;
      const mobile = requireMobile(body.mobile);
      const now = ctx.clock.now();
      await purgeStale(now);

      if (intent === "sms_request_gift_product" && !user) throw unauthorized(messages.signInForGift);
      let deliver = true;
      if (intent !== "sms_request_gift_product") {
        const existing = await findUserByMobile(ctx.db, mobile);
        if (intent === "sms_request_register" && hasAccount(existing))
          throw conflict(messages.alreadyRegistered);
        if (intent === "sms_request_reset_password" && !existing) deliver = false;
      }
      const requesterId = intent === "sms_request_gift_product" ? (user?.id ?? null) : null;
      const code = generateSmsCode();

      const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
        // One request per mobile and intent at a time, in every process.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${mobile}:${intent}`}))`);
        const [row] = await tx
          .select()
          .from(smsCodes)
          .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.intent, intent)))
          .limit(1);
        if (
          row?.verifiedAt &&
          row.verifiedAt.getTime() + SMS_VERIFIED_VALID_MS > now.getTime() &&
          row.requesterId === requesterId
        ) {
          return { kind: "already-verified", resendIn: secondsUntil(row.resendAt, now) };
        }
        if (row && row.resendAt > now) return { kind: "wait", seconds: secondsUntil(row.resendAt, now) };

        const consumed = await consumeEvents(
          tx,
          [limits.smsPerMobile(mobile), limits.smsPerIp(request.ip, ctx.config.SMS_PER_IP_PER_HOUR)],
          now,
        );
        if (!consumed.ok) return { kind: "limited", seconds: consumed.retryAfterSeconds };

        // A reset for an unknown mobile stores a hash no code can match.
        const codeHash = deliver
          ? deps.codes.hash(code, mobile, intent)
          : crypto.randomBytes(32).toString("hex");
        const values = {
          codeHash,
          requesterId,
          inviteCode: intent === "sms_request_register" ? (body.invite_code ?? null) : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
          resendAt: new Date(now.getTime() + SMS_RESEND_SECONDS * 1000),
          failedAttempts: 0,
          verifiedAt: null,
        };
        await tx
          .insert(smsCodes)
          .values({ mobile, intent, ...values })
          .onConflictDoUpdate({ target: [smsCodes.mobile, smsCodes.intent], set: values });
        return { kind: "stored", codeHash, eventIds: consumed.ids };
      });

      switch (outcome.kind) {
        case "already-verified":
          reply.code(201);
          return outcome.resendIn;
        case "wait":
          // A code for this mobile is still on its way: say how long, so the app can reopen its screen.
          throw new HttpError(429, messages.resendTooEarly, {
            headers: { "Retry-After": String(Math.max(1, outcome.seconds)) },
            fields: { resend_in: String(outcome.seconds) },
          });
        case "limited":
          throw tooManyRequests(messages.tooManySms, outcome.seconds);
        case "stored":
          break;
      }

      if (deliver) {
        try {
          await ctx.sms.send({ to: mobile, text: smsText(intent, code), code, intent });
        } catch (error) {
          request.log.error({ err: error, provider: ctx.sms.name }, "SMS provider failed");
          await ctx.db
            .delete(smsCodes)
            .where(
              and(
                eq(smsCodes.mobile, mobile),
                eq(smsCodes.intent, intent),
                eq(smsCodes.codeHash, outcome.codeHash),
              ),
            );
          await releaseEvents(ctx.db, outcome.eventIds);
          throw new HttpError(503, messages.smsFailed);
        }
      }
      return SMS_RESEND_SECONDS;
    },
    { rateLimit: burstLimit() },
  );
}
