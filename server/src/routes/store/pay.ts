import crypto from "node:crypto";
import { and, desc, eq, gte, isNotNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import type { PayAnswer } from "../../../../src/contract/store.js";
import { SMS_VERIFIED_VALID_MS } from "../../auth/sms-codes.js";
import { findOrCreateUserByMobile } from "../../auth/users.js";
import { publicOrigin } from "../../config.js";
import { factors, smsCodes } from "../../db/schema.js";
import { serviceUnavailable, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import type { AuthedUser } from "../../http/auth-context.js";
import { defineRoute } from "../../http/define-route.js";
import { priceCart } from "../../services/cart.js";
import { GatewayUnavailableError } from "../../services/payments/gateway.js";
import { NotEnoughPointsError, payWithPoints } from "../../services/payments/points.js";
import { DiscountUsedUpError, failFactor, settleFactor } from "../../services/payments/settle.js";
import { loadCart } from "../../services/cart-store.js";
import { newFactorNo } from "./factor-view.js";
import { PROBLEM_MESSAGES, storeMessages } from "./messages.js";

/** The gateway recorded on a factor that cost nothing (a 100% discount). */
export const FREE_GATEWAY = "free";

interface Recipient {
  id: string;
  mobile: string | null;
}

/**
 * The recipient of a gift: the mobile this user verified with `sms_request_gift_product` within the
 * last SMS_VERIFIED_VALID_MS (the latest, if several). Their account is created when they have none
 * (without a password: they sign up later with the same mobile and find the subscription there).
 */
async function giftRecipient(ctx: AppContext, requesterId: string, now: Date): Promise<Recipient> {
  const [verified] = await ctx.db
    .select({ mobile: smsCodes.mobile })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.intent, "sms_request_gift_product"),
        eq(smsCodes.requesterId, requesterId),
        isNotNull(smsCodes.verifiedAt),
        gte(smsCodes.verifiedAt, new Date(now.getTime() - SMS_VERIFIED_VALID_MS)),
      ),
    )
    .orderBy(desc(smsCodes.verifiedAt))
    .limit(1);
  if (!verified) throw unprocessable(storeMessages.giftNotVerified);
  const { user } = await findOrCreateUserByMobile(ctx.db, verified.mobile, null, now);
  return { id: user.id, mobile: user.mobile ?? verified.mobile };
}

function rethrowAsHttp(error: unknown): never {
  if (error instanceof NotEnoughPointsError) throw unprocessable(storeMessages.notEnoughPoints);
  if (error instanceof DiscountUsedUpError) throw unprocessable(storeMessages.discountUsedUp);
  throw error;
}

/**
 * Pays for the cart (for the user, or as a gift). A factor is made from the database's prices: a
 * random unguessable `no`, the license's name, the discount, the amount, the gateway. Then:
 * - nothing to pay (a 100% discount): settled at once → {success, factor_no};
 * - `points`: paid from the user's points, factor settled, all in one transaction → {success, factor_no}
 *   (not enough points: 422, nothing is made);
 * - a redirect gateway (sandbox, ZarinPal): started, its authority stored → {url}; a gateway that
 *   cannot be reached fails the factor and answers 503.
 * Unknown or unconfigured gateway, an empty cart, or a cart whose discount code stopped being valid
 * since the learner saw its price (the code is dropped; paying again pays the full price): 422.
 */
async function payCart(
  ctx: AppContext,
  request: FastifyRequest,
  user: AuthedUser,
  gatewayKey: string,
  gift: boolean,
): Promise<PayAnswer> {
  const gateway = ctx.payments.get(gatewayKey);
  if (!gateway) throw unprocessable(storeMessages.unknownGateway, { gateway: storeMessages.unknownGateway });
  const now = ctx.clock.now();
  const cart = await loadCart(ctx.db, user.id, now);
  if (!cart.license) throw unprocessable(storeMessages.emptyCart);
  // The price the learner saw had a discount that is gone now: show them the new price first.
  if (cart.dropped) throw unprocessable(PROBLEM_MESSAGES[cart.dropped]);
  const recipient: Recipient = gift
    ? await giftRecipient(ctx, user.id, now)
    : { id: user.id, mobile: user.row.mobile };

  const totals = priceCart([cart.license], cart.discount, ctx.config.POINT_VALUE_TOMAN);
  const factor = {
    id: crypto.randomUUID(),
    no: newFactorNo(),
    userId: user.id,
    recipientId: recipient.id,
    licenseId: cart.license.id,
    licenseName: cart.license.name,
    gateway: gateway.key,
    totalPrice: totals.total_price,
    discountCode: cart.discount?.code ?? null,
    discountAmount: totals.total_discount,
    finalPrice: totals.total_final_price,
    status: "pending" as const,
    phone: recipient.mobile,
    createdAt: now,
  } satisfies typeof factors.$inferInsert;

  if (factor.finalPrice === 0) {
    await ctx.db
      .transaction(async (tx) => {
        await tx.insert(factors).values({ ...factor, gateway: FREE_GATEWAY });
        await settleFactor(tx, factor.id, now);
      })
      .catch(rethrowAsHttp);
    return { success: true, factor_no: factor.no };
  }

  if (gateway.kind === "points") {
    await ctx.db
      .transaction(async (tx) => {
        await tx.insert(factors).values(factor);
        await payWithPoints(tx, {
          userId: user.id,
          factorId: factor.id,
          cost: totals.total_final_price_in_point,
          now,
        });
        await settleFactor(tx, factor.id, now);
      })
      .catch(rethrowAsHttp);
    return { success: true, factor_no: factor.no };
  }

  await ctx.db.insert(factors).values(factor);
  const origin = publicOrigin(ctx.config);
  try {
    const started = await gateway.start({
      factorNo: factor.no,
      amountToman: factor.finalPrice,
      callbackUrl: `${origin}/v1/verifyPayment/${encodeURIComponent(factor.no)}`,
      origin,
      description: `خرید ${factor.licenseName} در واژه (سفارش ${factor.no})`,
      mobile: user.row.mobile,
    });
    await ctx.db.update(factors).set({ authority: started.authority }).where(eq(factors.id, factor.id));
    return { url: started.url };
  } catch (error) {
    await failFactor(ctx.db, factor.id);
    if (error instanceof GatewayUnavailableError) {
      request.log.warn({ err: error, factor: factor.no }, "payment gateway unavailable");
      throw serviceUnavailable(storeMessages.gatewayUnavailable);
    }
    throw error;
  }
}

export function payRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = { rateLimit: { max: 30, timeWindow: "1 minute" } };
  defineRoute(
    app,
    endpoints.payCart,
    async ({ params, user, request }) => ({
      data: await payCart(ctx, request, user, params.gateway, false),
    }),
    limit,
  );
  defineRoute(
    app,
    endpoints.payCartGift,
    async ({ params, user, request }) => ({
      data: await payCart(ctx, request, user, params.gateway, true),
    }),
    limit,
  );
}
