import type { FastifyInstance, FastifyRequest } from "fastify";
import * as client from "openid-client";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { startSession } from "../../auth/sessions.js";
import {
  OIDC_FLOW_COOKIE,
  OIDC_FLOW_TTL_SECONDS,
  authorizationUrl,
  createOidcClient,
  exchangeCallback,
  flowCookie,
  newFlow,
  oidcSettings,
  openFlow,
  readCookie,
  sealFlow,
  verifiedIdentity,
} from "../../auth/oidc.js";
import { upsertUserByEmail } from "../../auth/users.js";
import { publicOrigin } from "../../config.js";
import { HttpError, badRequest, serviceUnavailable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { type AuthDeps, messages } from "./shared.js";

/** The app's login page (served by this server, so a path), told that the sign-in cannot start. */
const LOGIN_UNAVAILABLE = "/v1/auth/login?oauth_error=unavailable";

/** A browser navigating (not a script asking for JSON). */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");

/** Provider answers that mean "this sign-in failed" rather than "the provider is unreachable". */
const isProtocolError = (error: unknown) =>
  error instanceof client.ResponseBodyError ||
  error instanceof client.AuthorizationResponseError ||
  error instanceof client.WWWAuthenticateChallengeError ||
  error instanceof client.ClientError;

/**
 * Sign-in with Google, or any OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET).
 * - GET /auth/oauth/redirect: 302 to the provider's authorization endpoint (code flow, PKCE S256,
 *   state, nonce). state, verifier, nonce and redirect_uri travel in an encrypted, 10-minute,
 *   httpOnly cookie scoped to /auth/oauth, so any process can finish the flow and the flow is bound
 *   to the browser that started it (login CSRF). redirect_uri is `<the configured public origin>/v1/auth/oauth`,
 *   the app's page that passes its query string to:
 * - GET /auth/oauth?code&state…: the cookie must be there and its state equal the query's (400
 *   otherwise; the cookie is cleared either way); a provider error or a refused exchange → 400; an
 *   unreachable provider → 503; an unverified or missing email → 403. The user is found or created
 *   by email → {access_token} (amr "oidc").
 * - Not configured: 503 with a Persian message on both; but a browser's navigation to the redirect
 *   (it accepts text/html: the app's Google button) is sent back to the app's login page with
 *   `?oauth_error=unavailable` instead, so it never lands on a JSON page.
 * - GET /auth/methods (no token): `{oidc}`, whether this sign-in is configured, so the login page
 *   shows the Google button only when it can work.
 */
export function oauthRoutes(app: FastifyInstance, ctx: AppContext, deps: AuthDeps): void {
  const settings = oidcSettings(ctx.config);
  const oidc = settings ? createOidcClient(settings) : null;

  async function configuration(request: FastifyRequest): Promise<client.Configuration> {
    if (!oidc) throw serviceUnavailable(messages.oidcNotConfigured);
    try {
      return await oidc.configuration();
    } catch (error) {
      request.log.warn({ err: error }, "OpenID Connect discovery failed");
      throw serviceUnavailable(messages.oidcUnavailable);
    }
  }

  // Built on the configured origin, never on the request's Host (config.ts publicOrigin).
  const redirectUri = `${publicOrigin(ctx.config)}/v1/auth/oauth`;

  defineRoute(app, endpoints.authMethods, async () => ({ oidc: oidc !== null }));

  defineRoute(app, endpoints.oauthRedirect, async ({ request, reply }) => {
    let config: client.Configuration;
    try {
      config = await configuration(request);
    } catch (error) {
      if (!(error instanceof HttpError) || !wantsPage(request)) throw error;
      reply.header("cache-control", "no-store").redirect(LOGIN_UNAVAILABLE, 302);
      return reply;
    }
    const flow = newFlow(redirectUri);
    const target = await authorizationUrl(config, flow);
    const sealed = await sealFlow(deps.oidcFlowKey, flow, ctx.clock.now());
    const secure = flow.redirectUri.startsWith("https://");
    reply
      .header("set-cookie", flowCookie(sealed, { secure, maxAgeSeconds: OIDC_FLOW_TTL_SECONDS }))
      .header("cache-control", "no-store")
      .redirect(target.href, 302);
    return reply;
  });

  defineRoute(app, endpoints.oauthCallback, async ({ query, request, reply }) => {
    const config = await configuration(request);
    const flow = await openFlow(
      deps.oidcFlowKey,
      readCookie(request.headers.cookie, OIDC_FLOW_COOKIE),
      ctx.clock.now(),
    );
    const secure = (flow?.redirectUri ?? redirectUri).startsWith("https://");
    reply
      .header("set-cookie", flowCookie("", { secure, maxAgeSeconds: 0 }))
      .header("cache-control", "no-store");
    if (!flow || query.state !== flow.state) throw badRequest(messages.oidcFlowLost);
    if (query.error) throw badRequest(messages.oidcFailed);

    let claims: Record<string, unknown>;
    try {
      claims = await exchangeCallback(config, flow, query);
    } catch (error) {
      request.log.warn({ err: error }, "OpenID Connect code exchange failed");
      throw isProtocolError(error)
        ? badRequest(messages.oidcFailed)
        : serviceUnavailable(messages.oidcUnavailable);
    }
    const identity = verifiedIdentity(claims);
    if (!identity) throw new HttpError(403, messages.oidcEmailUnverified);

    const now = ctx.clock.now();
    const user = await ctx.db.transaction((tx) => upsertUserByEmail(tx, identity, now));
    return { access_token: await startSession(ctx, user, "oidc") };
  });
}
