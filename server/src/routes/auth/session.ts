import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { endSession, refreshToken } from "../../auth/sessions.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";

/**
 * GET /auth/logout → {}: ends the token's session, so every token of it (its own and all refreshed
 * from it) is refused with 401 from then on; the user's other sessions stay.
 * GET /api/auth/check → {data: {access_token}}: a fresh token with the user's current claims in the
 * same session, never valid past the session's hard limit (amr "refresh", so an SMS token's
 * password window is never renewed); `Cache-Control: no-store`, as a token must never be cached.
 */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, endpoints.logout, async ({ user }) => {
    await endSession(ctx.db, user.session.id);
    return {};
  });

  defineRoute(app, endpoints.authCheck, async ({ user, reply }) => {
    reply.header("cache-control", "no-store");
    return { data: { access_token: await refreshToken(ctx, user.row, user.session) } };
  });
}
