import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { carts, discountCodes, discountUses, factors, licenses } from "../../db/schema.js";
import { grantSubscription } from "../subscriptions.js";

export type FactorRow = typeof factors.$inferSelect;

/** The factor's discount code was used up (by another factor) before this one settled. */
export class DiscountUsedUpError extends Error {
  override name = "DiscountUsedUpError";
}

/**
 * Counts one use of a discount code for a factor, in the caller's transaction: `uses` goes up only
 * while it is below `max_uses` (an atomic guarded update, so a single-use code used by several
 * factors at once is counted once), and a discount_uses row records it. Throws DiscountUsedUpError,
 * which must roll the transaction back.
 */
async function claimDiscount(tx: Db, factor: FactorRow, code: string, now: Date): Promise<void> {
  const [claimed] = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.code, code),
        or(isNull(discountCodes.maxUses), lt(discountCodes.uses, discountCodes.maxUses)),
      ),
    )
    .returning({ code: discountCodes.code });
  if (!claimed) throw new DiscountUsedUpError();
  await tx.insert(discountUses).values({ code, factorId: factor.id, userId: factor.userId, usedAt: now });
}

/**
 * Settles a pending factor as paid, in the caller's transaction, once: `UPDATE … WHERE status =
 * 'pending' RETURNING` lets exactly one of any number of concurrent callers win; only the winner counts
 * the discount use, grants (or extends) the recipient's subscription, stores its end on the factor and
 * empties the buyer's cart (when it still holds this license). Answers the settled row, or null when
 * the factor was not pending (already paid or failed: nothing is credited again).
 * The discount was valid when the factor was made; an expiry since then does not take it away, but a
 * code used up in the meantime does (DiscountUsedUpError: roll back and fail the factor).
 */
export async function settleFactor(tx: Db, factorId: string, now: Date): Promise<FactorRow | null> {
  const [won] = await tx
    .update(factors)
    .set({ status: "paid", paidAt: now })
    .where(and(eq(factors.id, factorId), eq(factors.status, "pending")))
    .returning();
  if (!won) return null;

  if (won.discountCode) await claimDiscount(tx, won, won.discountCode, now);

  const [license] = await tx.select().from(licenses).where(eq(licenses.id, won.licenseId)).limit(1);
  if (!license) throw new Error(`license ${won.licenseId} of factor ${won.no} is gone`);
  const { endsAt } = await grantSubscription(tx, {
    userId: won.recipientId,
    factorId: won.id,
    licenseId: license.id,
    expiryTime: license.expiryTime,
    expiryTimeType: license.expiryTimeType,
    now,
  });
  const [settled] = await tx
    .update(factors)
    .set({ expiryAt: endsAt })
    .where(eq(factors.id, won.id))
    .returning();
  await tx.delete(carts).where(and(eq(carts.userId, won.userId), eq(carts.licenseId, won.licenseId)));
  return settled ?? won;
}

/** Marks a pending factor failed (a cancelled or refused payment); a paid one stays paid. */
export async function failFactor(db: Db, factorId: string): Promise<void> {
  await db
    .update(factors)
    .set({ status: "failed" })
    .where(and(eq(factors.id, factorId), eq(factors.status, "pending")));
}
