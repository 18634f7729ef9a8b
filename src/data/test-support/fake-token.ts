import type { TokenClaims } from "../../contract/auth";

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/**
 * A token in the server's format for a learner (`sub` u1, an expiry in 2033 unless given); the
 * signature is fake: only the server verifies it.
 */
export function fakeToken(claims: Partial<TokenClaims> = {}): string {
  const full: TokenClaims = {
    sub: "u1",
    mobile: "09120000000",
    given_name: "سارا",
    family_name: "احمدی",
    email: null,
    picture: null,
    city: null,
    qualification: null,
    point: 0,
    has_password: true,
    iat: 1,
    exp: 2_000_000_000,
    jti: "j1",
    ...claims,
  };
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(full)}.sig`;
}
