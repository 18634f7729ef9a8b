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

export function createTokenService(secret: Uint8Array): TokenService {
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
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        currentDate: now,
      });
      return verifiedTokenSchema.parse(payload);
    },
  };
}
