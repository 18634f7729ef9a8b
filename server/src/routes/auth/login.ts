import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { normalizeIranianMobile } from "../../../../src/domain/mobile.js";
import { startSession } from "../../auth/sessions.js";
import { reserveLoginAttempt } from "../../auth/login-throttle.js";
import { verifyPassword, warmUpPasswordHashing } from "../../auth/passwords.js";
import { findUserByMobile } from "../../auth/users.js";
import { tooManyRequests, unauthorized } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { releaseEvents } from "../../services/rate-events.js";
import { burstLimit, messages } from "./shared.js";

/**
 * POST /auth/login {check: mobile, password} → {access_token} (amr "pwd").
 * - Unknown or malformed mobile, account without a password, wrong password: one 401 with one message;
 *   a dummy argon2 verification runs when there is no hash, so timing does not tell them apart.
 * - Every try reserves a failure first (auth/login-throttle.ts: per mobile and IP pair, per mobile
 *   only against pairs that failed, per IP with a NAT-sized ceiling; shared through the database)
 *   that a success gives back; a refused try is a 429 with Retry-After, whatever the password.
 *   Unknown mobiles are counted the same way, so the throttling reveals nothing.
 */
export function loginRoute(app: FastifyInstance, ctx: AppContext): void {
  warmUpPasswordHashing();
  defineRoute(
    app,
    endpoints.login,
    async ({ body, request }) => {
      const now = ctx.clock.now();
      const mobile = normalizeIranianMobile(body.check);
      const reserved = await reserveLoginAttempt(
        ctx.db,
        { mobile, ip: request.ip },
        ctx.config.LOGIN_FAILURES_PER_IP_PER_HOUR,
        now,
      );
      if (!reserved.ok) {
        const message = reserved.reason === "pair" ? messages.tooManyLoginsHere : messages.tooManyLogins;
        throw tooManyRequests(message, reserved.retryAfterSeconds);
      }

      const user = mobile ? await findUserByMobile(ctx.db, mobile) : null;
      const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!ok || !user) throw unauthorized(messages.wrongLogin);

      await releaseEvents(ctx.db, reserved.ids);
      return { access_token: await startSession(ctx, user, "pwd") };
    },
    // The in-process burst guard is keyed by mobile and IP together: a flood aimed at one mobile
    // from elsewhere must not shut its owner out.
    { rateLimit: burstLimit(30, "mobile-and-ip") },
  );
}
