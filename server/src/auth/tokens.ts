import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { tokenClaimsSchema } from "../../../src/contract/auth.js";

export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const ALGORITHM = "HS256";

/** What a token says about its user (api.md "Auth"); `amr` marks a token born of an SMS code. */
export interface TokenClaims {
  sub: string;
  mobile: string | null;
  given_name: string | null;
  family_name: string | null;
  email: string | null;
  picture: string | null;
  city: string | null;
  qualification: string | null;
  point: number;
  has_password: boolean;
  amr?: "sms" | "pwd" | "oidc" | "refresh";
}

/** A verified token's payload, checked field by field (the signature alone says nothing of types). */
const verifiedTokenSchema = tokenClaimsSchema.extend({
  amr: z.enum(["sms", "pwd", "oidc", "refresh"]).optional(),
});
export type VerifiedToken = z.infer<typeof verifiedTokenSchema>;

/** The secret: JWT_SECRET, or one generated once and kept in DATA_DIR/jwt-secret. */
export function resolveJwtSecret(options: { secret?: string | undefined; dataDir: string }): Uint8Array {
  if (options.secret) return new TextEncoder().encode(options.secret);
  const file = path.join(options.dataDir, "jwt-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}

export interface TokenService {
  sign(claims: TokenClaims, now: Date): Promise<string>;
  /** Verifies signature, algorithm and expiry; throws on anything wrong. */
  verify(token: string, now: Date): Promise<VerifiedToken>;
}

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    async sign(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_TTL_SECONDS)
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
