import crypto from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { tokenClaimsSchema } from "../../../src/contract/auth.js";

export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const ALGORITHM = "HS256";

/**
 * What a token says about its user (api.md "Auth"); `amr` marks a token born of an SMS code, `sid`
 * names its server-side session (auth/sessions.ts).
 */
export interface TokenClaims {
  sub: string;
  sid: string;
  mobile: string | null;
  given_name: string | null;
  family_name: string | null;
  email: string | null;
  picture: string | null;
  city: string | null;
  qualification: string | null;
  point: number;
  has_password: boolean;
  /** The end of the user's current subscription (ISO 8601), null when none is active. */
  subscription_ends_at?: string | null;
  amr?: "sms" | "pwd" | "oidc" | "refresh";
}

/**
 * A verified token's payload, checked field by field (the signature alone says nothing of types).
 * A token without `sid` (minted before sessions existed) fails here: its user signs in again once.
 */
const verifiedTokenSchema = tokenClaimsSchema.extend({
  sid: z.string().min(1),
  amr: z.enum(["sms", "pwd", "oidc", "refresh"]).optional(),
});
export type VerifiedToken = z.infer<typeof verifiedTokenSchema>;

export interface TokenService {
  /** A token valid for TOKEN_TTL_SECONDS, but never past `notAfter` (its session's hard limit). */
  sign(claims: TokenClaims, now: Date, notAfter?: Date): Promise<string>;
  /** Verifies signature, algorithm and expiry; throws on anything wrong. */
  verify(token: string, now: Date): Promise<VerifiedToken>;
}

/** How many verified tokens a process remembers (a token is ~0.6 KB: a few MB at most). */
export const VERIFIED_TOKEN_CACHE_SIZE = 5000;

/**
 * Signs and verifies HS256 tokens. A token that verified once is remembered with its expiry (the oldest
 * forgotten first past VERIFIED_TOKEN_CACHE_SIZE), so a repeat skips the HMAC and the claim parsing:
 * what verification decides depends only on the token text and the time, and the time is checked on
 * every call. Whether the token's session still lives is not decided here (see auth-context.ts).
 */
export function createTokenService(secret: Uint8Array): TokenService {
  const verified = new Map<string, { claims: VerifiedToken; exp: number }>();
  return {
    async sign(claims, now, notAfter) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = Math.min(
        iat + TOKEN_TTL_SECONDS,
        notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.POSITIVE_INFINITY,
      );
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setJti(crypto.randomUUID())
        .sign(secret);
    },
    async verify(token, now) {
      const seconds = Math.floor(now.getTime() / 1000);
      const known = verified.get(token);
      // jose's rule: expired once `exp <= now` (in whole seconds); an expired token is verified afresh
      // (and refused) rather than answered from memory.
      if (known && known.exp > seconds) return known.claims;
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        currentDate: now,
      });
      const claims = Object.freeze(verifiedTokenSchema.parse(payload));
      if (typeof payload.exp === "number") {
        verified.delete(token);
        verified.set(token, { claims, exp: payload.exp });
        if (verified.size > VERIFIED_TOKEN_CACHE_SIZE) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
      }
      return claims;
    },
  };
}
