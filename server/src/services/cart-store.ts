import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { carts, discountCodes, licenses } from "../db/schema.js";
import { type DiscountProblem, discountProblem } from "./cart.js";

/**
 * The cart and what it holds, in the database: one cart per user with at most one license and a
 * discount code. The store routes (cart, pay) and the payment verify read and change it here.
 */

export type LicenseRow = typeof licenses.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** A user's cart: its license (none when empty) and its discount code, if that is still valid. */
export interface LoadedCart {
  license: LicenseRow | null;
  discount: DiscountCodeRow | null;
  /** Why the code applied to the cart was just dropped (expired or used up since), if it was. */
  dropped?: DiscountProblem;
}

export async function listLicenses(db: Db): Promise<LicenseRow[]> {
  return db.select().from(licenses).orderBy(asc(licenses.order), asc(licenses.id));
}

export async function findLicense(db: Db, id: string): Promise<LicenseRow | null> {
  const [row] = await db.select().from(licenses).where(eq(licenses.id, id)).limit(1);
  return row ?? null;
}

export async function findDiscountCode(db: Db, code: string): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row ?? null;
}

/** Puts `licenseId` in the user's cart in place of any other (the applied code stays). */
export async function putLicenseInCart(db: Db, userId: string, licenseId: string, now: Date): Promise<void> {
  await db
    .insert(carts)
    .values({ userId, licenseId, updatedAt: now })
    .onConflictDoUpdate({ target: carts.userId, set: { licenseId, updatedAt: now } });
}

/** Applies a (valid) discount code to the user's cart. */
export async function applyDiscountToCart(db: Db, userId: string, code: string, now: Date): Promise<void> {
  await db.update(carts).set({ discountCode: code, updatedAt: now }).where(eq(carts.userId, userId));
}

/**
 * Reads the user's cart. A discount code that stopped being valid since it was applied (expired, or
 * used up by others) is dropped from the cart here, so every total the user sees — and the factor the
 * pay call makes — uses only a code that is valid now.
 */
export async function loadCart(db: Db, userId: string, now: Date): Promise<LoadedCart> {
  const [row] = await db
    .select({ code: carts.discountCode, license: licenses })
    .from(carts)
    .leftJoin(licenses, eq(licenses.id, carts.licenseId))
    .where(eq(carts.userId, userId))
    .limit(1);
  if (!row?.license) return { license: null, discount: null };
  if (!row.code) return { license: row.license, discount: null };
  const discount = await findDiscountCode(db, row.code);
  const problem = discountProblem(discount, now);
  if (discount && problem === null) return { license: row.license, discount };
  await db
    .update(carts)
    .set({ discountCode: null })
    .where(and(eq(carts.userId, userId), eq(carts.discountCode, row.code)));
  return { license: row.license, discount: null, dropped: problem ?? "unknown" };
}
