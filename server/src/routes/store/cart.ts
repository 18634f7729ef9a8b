import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import type { Cart } from "../../../../src/contract/store.js";
import type { Db } from "../../db/client.js";
import { carts, discountCodes, licenses } from "../../db/schema.js";
import { notFound, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import {
  type DiscountProblem,
  discountProblem,
  normalizeDiscountCode,
  priceCart,
} from "../../services/cart.js";
import { storeMessages } from "./messages.js";
import { isStorableText } from "./storable-text.js";

export type LicenseRow = typeof licenses.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** A user's cart: its license (none when empty) and its discount code, if that is still valid. */
export interface LoadedCart {
  license: LicenseRow | null;
  discount: DiscountCodeRow | null;
  /** Why the code applied to the cart was just dropped (expired or used up since), if it was. */
  dropped?: DiscountProblem;
}

export const PROBLEM_MESSAGES: Record<DiscountProblem, string> = {
  unknown: storeMessages.discountUnknown,
  expired: storeMessages.discountExpired,
  "used-up": storeMessages.discountUsedUp,
};

export async function findDiscountCode(db: Db, code: string): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row ?? null;
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

/** The contract's Cart: the one product, the totals in tomans and in points, and the applied code. */
export function cartAnswer(cart: LoadedCart, pointValueToman: number): Cart {
  const products = cart.license
    ? [
        {
          name: cart.license.name,
          price: cart.license.price,
          expiry_time: cart.license.expiryTime,
          expiry_time_type: cart.license.expiryTimeType,
        },
      ]
    : [];
  return {
    products,
    ...priceCart(products, cart.discount, pointValueToman),
    discount_code: cart.license && cart.discount ? cart.discount.code : null,
  };
}

/**
 * GET /api/store/licenses, and the cart: one per user, holding at most one license.
 * - cart/modify/:licenseId/1 puts that license in the cart in place of any other (unknown id: 404). An
 *   applied discount code stays while it is valid (it applies to whatever the cart holds).
 * - cart/items answers the cart (no products when empty).
 * - cart/apply_discount/:code (case-insensitive) applies a code: an empty cart, or an unknown, expired
 *   or used-up code, is 422 with a Persian message (the cart keeps its previous code then).
 */
export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const points = ctx.config.POINT_VALUE_TOMAN;

  defineRoute(app, endpoints.licenses, async () => {
    const rows = await ctx.db.select().from(licenses).orderBy(asc(licenses.order), asc(licenses.id));
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        price: row.price,
        expiry_time: row.expiryTime,
        expiry_time_type: row.expiryTimeType,
      })),
    };
  });

  defineRoute(app, endpoints.cartModify, async ({ params, user }) => {
    const now = ctx.clock.now();
    if (!isStorableText(params.licenseId)) throw notFound(storeMessages.licenseNotFound);
    const [license] = await ctx.db.select().from(licenses).where(eq(licenses.id, params.licenseId)).limit(1);
    if (!license) throw notFound(storeMessages.licenseNotFound);
    await ctx.db
      .insert(carts)
      .values({ userId: user.id, licenseId: license.id, updatedAt: now })
      .onConflictDoUpdate({ target: carts.userId, set: { licenseId: license.id, updatedAt: now } });
    return { data: cartAnswer(await loadCart(ctx.db, user.id, now), points) };
  });

  defineRoute(app, endpoints.cartItems, async ({ user }) => {
    return { data: cartAnswer(await loadCart(ctx.db, user.id, ctx.clock.now()), points) };
  });

  defineRoute(
    app,
    endpoints.cartApplyDiscount,
    async ({ params, user }) => {
      const now = ctx.clock.now();
      const cart = await loadCart(ctx.db, user.id, now);
      if (!cart.license) throw unprocessable(storeMessages.emptyCart);
      const discount = await findDiscountCode(ctx.db, normalizeDiscountCode(params.code));
      const problem = discountProblem(discount, now);
      if (problem !== null || !discount) {
        const message = PROBLEM_MESSAGES[problem ?? "unknown"];
        throw unprocessable(message, { code: message });
      }
      await ctx.db
        .update(carts)
        .set({ discountCode: discount.code, updatedAt: now })
        .where(eq(carts.userId, user.id));
      return { data: cartAnswer({ license: cart.license, discount }, points) };
    },
    // Codes are short words: keep anyone from trying many.
    { rateLimit: { max: 20, timeWindow: "1 minute" } },
  );
}
