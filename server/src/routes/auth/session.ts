import { lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { issueToken } from "../../auth/issue-token.js";
import { revokedTokens } from "../../db/schema.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";

/**
 * GET /auth/logout → {}: the token's jti goes into revoked_tokens until the token would have expired
 * anyway (auth-context then refuses it everywhere with 401); rows past that are purged here.
 * GET /api/auth/check → {data: {access_token}}: a fresh token with the user's current claims
 * (amr "refresh", so an SMS token's password window is never renewed).
 */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, endpoints.logout, async ({ user }) => {
    const now = ctx.clock.now();
    await ctx.db
      .insert(revokedTokens)
      .values({ jti: user.token.jti, expiresAt: new Date(user.token.exp * 1000) })
      .onConflictDoNothing();
    await ctx.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
    return {};
  });

  defineRoute(app, endpoints.authCheck, async ({ user }) => ({
    data: { access_token: await issueToken(ctx, user.row, "refresh") },
  }));
}
