import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { publicOrigin } from "../../config.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";

/**
 * GET /api/user/invite → {data:{invite_link}}: `<the configured public origin>/v1/auth/signup/mobile
 * ?invite=<the user's invite code>`. The sign-up screen passes the code on as `invite_code`; the
 * inviter earns INVITE_REWARD_POINTS once the invitee's mobile is verified (auth/users.ts).
 */
export function inviteRoute(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, endpoints.invite, async ({ user }) => {
    const link = new URL(`${publicOrigin(ctx.config)}/v1/auth/signup/mobile`);
    link.searchParams.set("invite", user.row.inviteCode);
    return { data: { invite_link: link.toString() } };
  });
}
