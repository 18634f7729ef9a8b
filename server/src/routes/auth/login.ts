import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { normalizeIranianMobile } from "../../../../src/domain/mobile.js";
import { issueToken } from "../../auth/issue-token.js";
import { verifyPassword, warmUpPasswordHashing } from "../../auth/passwords.js";
import { findUserByMobile } from "../../auth/users.js";
import { tooManyRequests, unauthorized } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { consumeEvents, releaseEvents } from "../../services/rate-events.js";
import { burstLimit, limits, messages } from "./shared.js";

/**
 * POST /auth/login {check: mobile, password} → {access_token} (amr "pwd").
 * - Unknown or malformed mobile, account without a password, wrong password: one 401 with one message;
 *   a dummy argon2 verification runs when there is no hash, so timing does not tell them apart.
 * - Every try reserves a failure (10 per mobile per 15 minutes, 50 per IP per 15 minutes, shared
 *   through the database) that a success gives back; past the limit: 429 with Retry-After, whatever
 *   the password. Failures are counted for unknown mobiles too, so the lockout reveals nothing.
 */
export function loginRoute(app: FastifyInstance, ctx: AppContext): void {
  warmUpPasswordHashing();
  defineRoute(
    app,
    endpoints.login,
    async ({ body, request }) => {
      const now = ctx.clock.now();
      const mobile = normalizeIranianMobile(body.check);
      const reserved = await consumeEvents(
        ctx.db,
        [limits.failedLoginsPerIp(request.ip), ...(mobile ? [limits.failedLoginsPerMobile(mobile)] : [])],
        now,
      );
      if (!reserved.ok) throw tooManyRequests(messages.tooManyLogins, reserved.retryAfterSeconds);

      const user = mobile ? await findUserByMobile(ctx.db, mobile) : null;
      const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!ok || !user) throw unauthorized(messages.wrongLogin);

      await releaseEvents(ctx.db, reserved.ids);
      return { access_token: await issueToken(ctx, user, "pwd") };
    },
    { rateLimit: burstLimit() },
  );
}
