import crypto from "node:crypto";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { ExpiryTimeType } from "../../../src/contract/store.js";
import { addPersianMonths } from "../../../src/domain/persian-months.js";
import type { Db } from "../db/client.js";
import { factors, subscriptions, users } from "../db/schema.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of a license's period that starts at `start`: `amount` days, or Persian calendar months or
 * years (twelve Persian months) later, as the learner counts them in Tehran (src/domain/persian-months).
 */
export function addPeriod(start: Date, amount: number, unit: ExpiryTimeType): Date {
  switch (unit) {
    case "day":
      return new Date(start.getTime() + amount * DAY_MS);
    case "month":
      return addPersianMonths(start, amount);
    case "year":
      return addPersianMonths(start, amount * 12);
  }
}

/** The end of the user's subscriptions that have not ended at `now`, or null when none is active or ahead. */
export async function currentSubscriptionEnd(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: sql<Date | string | null>`max(${subscriptions.endsAt})` })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.endsAt, now)));
  if (!row?.end) return null;
  return row.end instanceof Date ? row.end : new Date(row.end);
}

/** The learner's subscription as their token carries it: when it ends, and who gave it if it was a gift. */
export interface CurrentSubscription {
  endsAt: Date | null;
  /** The giver's full name (their mobile until they complete their profile) of the latest gift still running. */
  giftFrom: string | null;
}

/**
 * `currentSubscriptionEnd` and, when one of the periods still running was paid by someone else, who
 * gave the latest of them: the recipient's profile says it (issue 14 item 1).
 */
export async function currentSubscription(db: Db, userId: string, now: Date): Promise<CurrentSubscription> {
  const endsAt = await currentSubscriptionEnd(db, userId, now);
  if (!endsAt) return { endsAt: null, giftFrom: null };
  const [gift] = await db
    .select({ givenName: users.givenName, familyName: users.familyName, mobile: users.mobile })
    .from(subscriptions)
    .innerJoin(factors, eq(factors.id, subscriptions.factorId))
    .innerJoin(users, eq(users.id, factors.userId))
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.endsAt, now), ne(factors.userId, userId)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  if (!gift) return { endsAt, giftFrom: null };
  const name = [gift.givenName, gift.familyName]
    .filter((part) => part?.trim())
    .join(" ")
    .trim();
  return { endsAt, giftFrom: name || gift.mobile };
}

export interface GrantInput {
  userId: string;
  factorId: string;
  licenseId: string;
  expiryTime: number;
  expiryTimeType: ExpiryTimeType;
  now: Date;
}

/**
 * Grants a paid license's period to a user, in the caller's transaction: it starts now, or at the end
 * of the subscription they already hold (so buying again extends it). The user's row is locked first
 * (FOR NO KEY UPDATE: it does not wait for transactions that merely insert rows referencing the user),
 * so two payments for one user settling at once extend one after the other instead of overlapping.
 * The unique factor_id makes a second grant for one factor fail.
 */
export async function grantSubscription(
  tx: Db,
  input: GrantInput,
): Promise<{ startsAt: Date; endsAt: Date }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("no key update");
  const currentEnd = await currentSubscriptionEnd(tx, input.userId, input.now);
  const startsAt = currentEnd && currentEnd > input.now ? currentEnd : input.now;
  const endsAt = addPeriod(startsAt, input.expiryTime, input.expiryTimeType);
  await tx.insert(subscriptions).values({
    id: crypto.randomUUID(),
    userId: input.userId,
    factorId: input.factorId,
    licenseId: input.licenseId,
    startsAt,
    endsAt,
  });
  return { startsAt, endsAt };
}
