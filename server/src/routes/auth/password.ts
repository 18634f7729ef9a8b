import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { hashPassword, passwordPolicyText, verifyPassword } from "../../auth/passwords.js";
import { endOtherSessions } from "../../auth/sessions.js";
import type { VerifiedToken } from "../../auth/tokens.js";
import { users } from "../../db/schema.js";
import { tooManyRequests, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { consumeEvents, releaseEvents } from "../../services/rate-events.js";
import { limits, messages } from "./shared.js";

/** How long a token from an SMS verification may set a password without the current one. */
export const SMS_PASSWORD_WINDOW_SECONDS = 10 * 60;

/** True for a token born of an SMS code less than 10 minutes ago (by its `iat`). */
export function isRecentSmsToken(token: VerifiedToken, now: Date): boolean {
  const age = now.getTime() / 1000 - token.iat;
  return token.amr === "sms" && age >= 0 && age < SMS_PASSWORD_WINDOW_SECONDS;
}

/**
 * POST /auth/change_password {new_password, password?} → {}.
 * - The policy first: 422, the unmet conditions listed in `fields.new_password`.
 * - A user who has a password must give it, unless the token is a recent SMS one (sign-up, reset):
 *   missing or wrong → 422 with `fields.password`. Wrong ones count (10 per user per 15 minutes → 429).
 * - Every other session of the user ends (a stolen token dies with the old password); this one
 *   stays signed in. A reset is this call from the session its SMS code opened, so it ends all the
 *   sessions from before the reset.
 */
export function changePasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, endpoints.changePassword, async ({ body, user }) => {
    const now = ctx.clock.now();
    const policy = passwordPolicyText(body.new_password);
    if (policy) throw unprocessable(`${messages.passwordPolicy} ${policy}`, { new_password: policy });

    if (user.row.passwordHash !== null && !isRecentSmsToken(user.token, now)) {
      if (!body.password) {
        throw unprocessable(messages.currentPasswordRequired, { password: messages.currentPasswordRequired });
      }
      const reserved = await consumeEvents(ctx.db, [limits.failedCurrentPassword(user.id)], now);
      if (!reserved.ok) throw tooManyRequests(messages.tooManyPasswordTries, reserved.retryAfterSeconds);
      if (!(await verifyPassword(user.row.passwordHash, body.password))) {
        throw unprocessable(messages.currentPasswordWrong, { password: messages.currentPasswordWrong });
      }
      await releaseEvents(ctx.db, reserved.ids);
    }

    const passwordHash = await hashPassword(body.new_password);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      await endOtherSessions(tx, user.id, user.session.id);
    });
    return {};
  });
}
