import type { AppContext } from "../http/app-context.js";
import type { UserRow } from "../http/auth-context.js";
import type { TokenClaims } from "./tokens.js";
import { claimsFor } from "./user-claims.js";

/**
 * A signed access token with the user's current claims. `amr` says how it was obtained: "sms" (a
 * verified code; opens the 10-minute window of change_password), "pwd", "oidc", or "refresh"
 * (auth/check — a refreshed token never inherits "sms", so the window cannot be stretched).
 */
export async function issueToken(
  ctx: Pick<AppContext, "tokens" | "clock">,
  user: UserRow,
  amr: NonNullable<TokenClaims["amr"]>,
): Promise<string> {
  return ctx.tokens.sign(claimsFor(user, amr), ctx.clock.now());
}
