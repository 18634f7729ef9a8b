import crypto from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { sessions, users } from "../db/schema.js";
import type { AppContext } from "../http/app-context.js";
import { currentSubscription } from "../services/subscriptions.js";
import type { TokenClaims, VerifiedToken } from "./tokens.js";
import { claimsFor } from "./user-claims.js";

type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
type SignInMethod = "sms" | "pwd" | "oidc";
type TokenContext = Pick<AppContext, "db" | "tokens" | "clock">;

/**
 * The hard age limit of a session (docs/decisions/007-sessions.md): 90 days from sign-in, whatever
 * the refreshes; each token also lives at most 30 days (TOKEN_TTL_SECONDS), so an unused session
 * ends sooner.
 */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Signs a user in: a new session row and its first token. `amr` says how: "sms" (a verified code;
 * opens the 10-minute window of change_password), "pwd" or "oidc". The user's sessions past their
 * hard limit are swept here, so the table only holds live ones and those awaiting their sweep.
 */
export async function startSession(ctx: TokenContext, user: UserRow, amr: SignInMethod): Promise<string> {
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  await ctx.db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, now)));
  await ctx.db.insert(sessions).values({ id, userId: user.id, method: amr, createdAt: now, expiresAt });
  const subscription = await currentSubscription(ctx.db, user.id, now);
  return ctx.tokens.sign(claimsFor(user, id, amr, subscription), now, expiresAt);
}

/**
 * A fresh token in the same session with the user's current claims, their subscription's end
 * included (amr "refresh": a refreshed token never inherits "sms", so the password window cannot be
 * stretched); it never outlives the session's hard limit.
 */
export async function refreshToken(ctx: TokenContext, user: UserRow, session: SessionRow): Promise<string> {
  const now = ctx.clock.now();
  const subscription = await currentSubscription(ctx.db, user.id, now);
  const claims: TokenClaims = claimsFor(user, session.id, "refresh", subscription);
  return ctx.tokens.sign(claims, now, session.expiresAt);
}

/** The live session of a verified token and its user's row, or null (ended, too old, or user gone). */
export async function findLiveSession(
  db: Db,
  token: VerifiedToken,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, token.sid), eq(sessions.userId, token.sub), gt(sessions.expiresAt, now)))
    .limit(1);
  return found ?? null;
}

/** Logout: every token of this session, its own and all refreshed from it, is refused from now on. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** A password change or reset: every other session of the user ends; `keep` stays signed in. */
export async function endOtherSessions(db: Db, userId: string, keep: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}
