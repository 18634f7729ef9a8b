import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { oidcFlowKey } from "../../auth/oidc.js";
import { createSmsCodeHasher, smsCodePepper } from "../../auth/sms-codes.js";
import type { AppContext } from "../../http/app-context.js";
import { loginRoute } from "./login.js";
import { oauthRoutes } from "./oauth.js";
import { changePasswordRoute } from "./password.js";
import { profileRoute } from "./profile.js";
import type { AuthDeps } from "./shared.js";
import { sessionRoutes } from "./session.js";
import { smsRequestRoute } from "./sms-request.js";
import { smsVerifyRoute } from "./sms-verify.js";

/** The Auth part of api.md, plus the profile edit. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const secret = ctx.jwtSecret;
  const deps: AuthDeps = {
    codes: createSmsCodeHasher(smsCodePepper(secret)),
    oidcFlowKey: oidcFlowKey(secret),
  };
  await app.register(async (scope) => {
    // The code travels in verify_sms_code's path: keep that route out of the info-level request log.
    scope.addHook("onRoute", (route) => {
      if (route.url === endpoints.verifySmsCode.path) route.logLevel = "warn";
    });
    smsRequestRoute(scope, ctx, deps);
    smsVerifyRoute(scope, ctx, deps);
    loginRoute(scope, ctx);
    changePasswordRoute(scope, ctx);
    sessionRoutes(scope, ctx);
    profileRoute(scope, ctx);
    oauthRoutes(scope, ctx, deps);
  });
}
