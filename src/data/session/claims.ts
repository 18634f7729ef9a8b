import { jwtDecode } from "jwt-decode";
import { type TokenClaims, tokenClaimsSchema } from "../../contract/auth";

export type SessionUser = TokenClaims;

/** Decodes a token's claims (jwt-decode; the server is the only one that verifies it). Null if unreadable. */
export function decodeClaims(token: string): SessionUser | null {
  try {
    const parsed = tokenClaimsSchema.safeParse(jwtDecode(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A signed-in user must have both names; otherwise they complete the profile first. */
export function hasBothNames(user: Pick<SessionUser, "given_name" | "family_name">): boolean {
  return Boolean(user.given_name?.trim()) && Boolean(user.family_name?.trim());
}
