import type { TokenClaims } from "./tokens.js";
import type { users } from "../db/schema.js";

type UserRow = typeof users.$inferSelect;

/**
 * The claims a token of session `sid` carries for a user row (api.md "Auth"); `subscriptionEnd` is
 * the end of their current subscription, if any.
 */
export function claimsFor(
  user: UserRow,
  sid: string,
  amr?: TokenClaims["amr"],
  subscriptionEnd: Date | null = null,
): TokenClaims {
  return {
    sub: user.id,
    sid,
    mobile: user.mobile,
    given_name: user.givenName,
    family_name: user.familyName,
    email: user.email,
    picture: user.picture,
    city: user.city,
    qualification: user.qualification,
    point: Math.max(0, user.points),
    has_password: user.passwordHash !== null,
    subscription_ends_at: subscriptionEnd ? subscriptionEnd.toISOString() : null,
    ...(amr ? { amr } : {}),
  };
}
