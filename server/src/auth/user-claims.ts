import type { TokenClaims } from "./tokens.js";
import type { users } from "../db/schema.js";
import type { CurrentSubscription } from "../services/subscriptions.js";

type UserRow = typeof users.$inferSelect;

/**
 * The claims a token of session `sid` carries for a user row (api.md "Auth"); `subscription` is
 * their current subscription's end and, for a gift, its giver.
 */
export function claimsFor(
  user: UserRow,
  sid: string,
  amr?: TokenClaims["amr"],
  subscription: CurrentSubscription = { endsAt: null, giftFrom: null },
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
    subscription_ends_at: subscription.endsAt ? subscription.endsAt.toISOString() : null,
    ...(subscription.endsAt && subscription.giftFrom
      ? { subscription_gift_from: subscription.giftFrom }
      : {}),
    ...(amr ? { amr } : {}),
  };
}
