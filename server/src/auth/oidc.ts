import crypto from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import * as client from "openid-client";
import { z } from "zod";
import type { Config } from "../config.js";
import type { VerifiedIdentity } from "./users.js";

/** Google (or any OpenID Connect provider) as configured by OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET. */
export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

/** The provider's settings, or null when sign-in with it is not configured. */
export function oidcSettings(config: Config): OidcSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: new URL(config.OIDC_ISSUER),
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
  };
}

/** Plain http is allowed for a provider on this machine only (a local test or development provider). */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

export interface OidcClient {
  /** The provider's discovered configuration, fetched once per process (again after a failure). */
  configuration(): Promise<client.Configuration>;
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  let pending: Promise<client.Configuration> | null = null;
  return {
    configuration() {
      pending ??= client
        .discovery(
          settings.issuer,
          settings.clientId,
          settings.clientSecret,
          undefined,
          isLoopbackHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          pending = null;
          throw error;
        });
      return pending;
    },
  };
}

/** What must survive the round trip through the provider: kept in a sealed cookie, not on the server. */
export interface OidcFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

const flowSchema = z.object({
  state: z.string().min(1),
  codeVerifier: z.string().min(1),
  nonce: z.string().min(1),
  redirectUri: z.url(),
});

export const OIDC_FLOW_COOKIE = "vajeh_oidc";
/** The cookie is sent to /auth/oauth and /auth/oauth/redirect only. */
export const OIDC_FLOW_COOKIE_PATH = "/auth/oauth";
export const OIDC_FLOW_TTL_SECONDS = 10 * 60;
const FLOW_AUDIENCE = "vajeh:oidc-flow";

/** The key that seals the flow cookie: derived from the token secret, so every process shares it. */
export function oidcFlowKey(tokenSecret: Uint8Array): Uint8Array {
  return new Uint8Array(crypto.hkdfSync("sha256", tokenSecret, "vajeh", "oidc-flow-cookie", 32));
}

/** A fresh flow: random state and nonce, and a PKCE verifier (S256 challenge derived by `authorizationUrl`). */
export function newFlow(redirectUri: string): OidcFlow {
  return {
    state: client.randomState(),
    codeVerifier: client.randomPKCECodeVerifier(),
    nonce: client.randomNonce(),
    redirectUri,
  };
}

/**
 * Seals a flow into an encrypted, authenticated JWT (dir + A256GCM): the browser holds it but can
 * neither read the PKCE verifier nor change anything, and it expires after 10 minutes.
 */
export async function sealFlow(key: Uint8Array, flow: OidcFlow, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + OIDC_FLOW_TTL_SECONDS)
    .encrypt(key);
}

/** The flow of a sealed cookie, or null when it is missing, forged, expired or malformed. */
export async function openFlow(
  key: Uint8Array,
  sealed: string | undefined,
  now: Date,
): Promise<OidcFlow | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, key, { audience: FLOW_AUDIENCE, currentDate: now });
    const parsed = flowSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The authorization endpoint URL for a flow: code flow, PKCE S256, state and nonce. */
export async function authorizationUrl(configuration: client.Configuration, flow: OidcFlow): Promise<URL> {
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: flow.redirectUri,
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
  });
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie value of the flow cookie; an empty value with Max-Age=0 deletes it. */
export function flowCookie(value: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  return [
    `${OIDC_FLOW_COOKIE}=${value}`,
    `Path=${OIDC_FLOW_COOKIE_PATH}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

const claimsSchema = z.object({
  email: z.email().optional().catch(undefined),
  email_verified: z
    .union([z.boolean(), z.enum(["true", "false"])])
    .optional()
    .catch(undefined),
  given_name: z.string().trim().max(60).optional().catch(undefined),
  family_name: z.string().trim().max(60).optional().catch(undefined),
  picture: z
    .url({ protocol: /^https$/ })
    .max(500)
    .optional()
    .catch(undefined),
});

/**
 * The identity in the provider's claims when its email is verified; null otherwise. A claim that
 * is malformed (an overlong name, a picture that is not an https URL) is left out, not fatal.
 */
export function verifiedIdentity(claims: unknown): VerifiedIdentity | null {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const c = parsed.data;
  if (!c.email || (c.email_verified !== true && c.email_verified !== "true")) return null;
  return {
    email: c.email.toLowerCase(),
    givenName: c.given_name || null,
    familyName: c.family_name || null,
    picture: c.picture ?? null,
  };
}

/**
 * Exchanges the code of a callback for the provider's tokens (state, PKCE verifier and nonce
 * checked by openid-client) and returns the ID token's claims, completed from the UserInfo
 * endpoint when the ID token carries no email.
 */
export async function exchangeCallback(
  configuration: client.Configuration,
  flow: OidcFlow,
  query: Record<string, string>,
): Promise<Record<string, unknown>> {
  const currentUrl = new URL(flow.redirectUri);
  for (const [name, value] of Object.entries(query)) currentUrl.searchParams.set(name, value);
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims: Record<string, unknown> = { ...tokens.claims() };
  if (claims.email === undefined && typeof claims.sub === "string") {
    Object.assign(claims, await client.fetchUserInfo(configuration, tokens.access_token, claims.sub));
  }
  return claims;
}
