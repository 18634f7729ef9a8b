import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { pointsLedger, users } from "../db/schema.js";
import type { UserRow } from "../http/auth-context.js";

/** Points the inviter earns when someone they invited verifies a new account's mobile (product-spec §9). */
export const INVITE_REWARD_POINTS = 5;

const INVITE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A user's own invite code: 8 random characters of [a-z0-9]. */
export function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < 8; i += 1) code += INVITE_ALPHABET[crypto.randomInt(0, INVITE_ALPHABET.length)];
  return code;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

/** "Has an account" for sign-up: a user with this mobile who has set a password. */
export function hasAccount(user: UserRow | null): boolean {
  return user !== null && user.passwordHash !== null;
}

type NewUser = Omit<typeof users.$inferInsert, "id" | "inviteCode">;

/**
 * Inserts a user unless the unique value in `values` (mobile or email) is already taken, retrying
 * on the (very unlikely) clash of a fresh invite code. Concurrent callers for one mobile or email
 * get the same row back; only one of them sees `created`.
 */
async function insertOrFind(
  db: Db,
  values: NewUser,
  find: () => Promise<UserRow | null>,
): Promise<{ user: UserRow; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [inserted] = await db
      .insert(users)
      .values({ ...values, id: crypto.randomUUID(), inviteCode: newInviteCode() })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { user: inserted, created: true };
    const existing = await find();
    if (existing) return { user: existing, created: false };
  }
  throw new Error("could not create a user (invite code clashes)");
}

/**
 * The user of a verified mobile (sign-up): found, or created. A new user's invitation is settled by
 * `onMobileVerified`. Run it inside the transaction that marks the code verified.
 */
export async function findOrCreateUserByMobile(
  db: Db,
  mobile: string,
  inviteCode: string | null,
  now: Date,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByMobile(db, mobile);
  if (existing) return { user: existing, created: false };
  const result = await insertOrFind(db, { mobile, createdAt: now, updatedAt: now }, () =>
    findUserByMobile(db, mobile),
  );
  if (!result.created) return result;
  return { user: await onMobileVerified(db, result.user, inviteCode, now), created: true };
}

/**
 * What happens once a new account's mobile is verified: when it came with another user's invite
 * code, it is recorded as invited by them, and the inviter earns INVITE_REWARD_POINTS — a
 * points_ledger row keyed `invite:<inviteeId>` (so the reward is paid at most once per invitee)
 * plus the users.points cache, in the caller's transaction. Returns the invitee's current row.
 */
export async function onMobileVerified(
  db: Db,
  invitee: UserRow,
  inviteCode: string | null,
  now: Date,
): Promise<UserRow> {
  if (!inviteCode || invitee.invitedBy !== null) return invitee;
  const [inviter] = await db.select().from(users).where(eq(users.inviteCode, inviteCode)).limit(1);
  if (!inviter || inviter.id === invitee.id) return invitee;

  const [updated] = await db
    .update(users)
    .set({ invitedBy: inviter.id, updatedAt: now })
    .where(and(eq(users.id, invitee.id), isNull(users.invitedBy)))
    .returning();
  if (!updated) return invitee;

  const [entry] = await db
    .insert(pointsLedger)
    .values({
      userId: inviter.id,
      delta: INVITE_REWARD_POINTS,
      reason: "invite",
      uniqueKey: `invite:${invitee.id}`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (entry) {
    await db
      .update(users)
      .set({ points: sql`${users.points} + ${INVITE_REWARD_POINTS}`, updatedAt: now })
      .where(eq(users.id, inviter.id));
  }
  return updated;
}

/** What an identity provider vouches for. */
export interface VerifiedIdentity {
  email: string;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

/**
 * The user of a verified email (OpenID Connect sign-in): found and marked verified, or created.
 * Names and picture fill empty fields only; what the user typed in their profile wins.
 */
export async function upsertUserByEmail(db: Db, identity: VerifiedIdentity, now: Date): Promise<UserRow> {
  const email = identity.email.trim().toLowerCase();
  const find = async () => {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  };
  const existing = await find();
  if (!existing) {
    const { user } = await insertOrFind(
      db,
      {
        email,
        emailVerified: true,
        givenName: identity.givenName,
        familyName: identity.familyName,
        picture: identity.picture,
        createdAt: now,
        updatedAt: now,
      },
      find,
    );
    return user;
  }
  const [updated] = await db
    .update(users)
    .set({
      emailVerified: true,
      givenName: existing.givenName ?? identity.givenName,
      familyName: existing.familyName ?? identity.familyName,
      picture: existing.picture ?? identity.picture,
      updatedAt: now,
    })
    .where(eq(users.id, existing.id))
    .returning();
  return updated ?? existing;
}
