import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import type { Cart } from "../../../../src/contract/store.js";
import { notFound, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { discountProblem, normalizeDiscountCode, priceCart } from "../../services/cart.js";
import {
  applyDiscountToCart,
  findDiscountCode,
  findLicense,
  listLicenses,
  type LoadedCart,
  loadCart,
  putLicenseInCart,
} from "../../services/cart-store.js";
import { PROBLEM_MESSAGES, storeMessages } from "./messages.js";

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
    const rows = await listLicenses(ctx.db);
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
    const license = await findLicense(ctx.db, params.licenseId);
    if (!license) throw notFound(storeMessages.licenseNotFound);
    await putLicenseInCart(ctx.db, user.id, license.id, now);
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
      await applyDiscountToCart(ctx.db, user.id, discount.code, now);
      return { data: cartAnswer({ license: cart.license, discount }, points) };
    },
    // Codes are short words: keep anyone from trying many.
    { rateLimit: { max: 20, timeWindow: "1 minute" } },
  );
}
