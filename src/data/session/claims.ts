import type { TokenClaims } from "../../contract/auth";

export type SessionUser = TokenClaims;

const NULLABLE_TEXTS = [
  "mobile",
  "given_name",
  "family_name",
  "email",
  "picture",
  "city",
  "qualification",
] as const;
const NON_EMPTY_TEXTS = ["sub", "jti"] as const;
const NON_NEGATIVE_INTS = ["point", "iat", "exp"] as const;

const isNonNegativeInt = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

// An RFC 3339 date-time with seconds and a Z or ±hh:mm offset, as z.iso.datetime({ offset: true }).
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isDateTime(value: unknown): value is string {
  const match = typeof value === "string" ? DATE_TIME.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear puts them back.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Optional claims: absent stays absent; present, they must fit. */
const OPTIONAL_CLAIMS = {
  subscription_ends_at: (value: unknown) => value === null || isDateTime(value),
  subscription_gift_from: (value: unknown) =>
    typeof value === "string" && value.length >= 1 && value.length <= 128,
} as const;

/**
 * The claims of a decoded token, as the contract's tokenClaimsSchema reads them (unknown keys
 * dropped); null when they do not fit it. Written out by hand, not with the schema: the session
 * store is in the entry and zod is not (claims.test.ts holds this to the schema).
 */
export function readClaims(value: unknown): SessionUser | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const texts = NON_EMPTY_TEXTS.every((key) => typeof raw[key] === "string" && raw[key].length > 0);
  const nullable = NULLABLE_TEXTS.every((key) => raw[key] === null || typeof raw[key] === "string");
  const ints = NON_NEGATIVE_INTS.every((key) => isNonNegativeInt(raw[key]));
  if (!texts || !nullable || !ints || typeof raw.has_password !== "boolean") return null;
  const claims: Record<string, unknown> = {};
  for (const key of [...NON_EMPTY_TEXTS, ...NULLABLE_TEXTS, ...NON_NEGATIVE_INTS, "has_password"]) {
    claims[key] = raw[key];
  }
  for (const [key, fits] of Object.entries(OPTIONAL_CLAIMS)) {
    if (raw[key] === undefined) continue;
    if (!fits(raw[key])) return null;
    claims[key] = raw[key];
  }
  return claims as SessionUser;
}

/**
 * A JWT's payload: the middle part, base64url-encoded UTF-8 JSON (RFC 7519). Decoded by hand rather
 * than with jwt-decode, which the entry then need not carry (issue 13). Throws if it is not one.
 */
function payloadOf(token: string): unknown {
  const part = token.split(".")[1];
  if (part === undefined || part === "") throw new Error("not a JWT");
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
}

/** Decodes a token's claims (the server is the only one that verifies it). Null if unreadable. */
export function decodeClaims(token: string): SessionUser | null {
  try {
    return readClaims(payloadOf(token));
  } catch {
    return null;
  }
}

/** A signed-in user must have both names; otherwise they complete the profile first. */
export function hasBothNames(user: Pick<SessionUser, "given_name" | "family_name">): boolean {
  return Boolean(user.given_name?.trim()) && Boolean(user.family_name?.trim());
}
