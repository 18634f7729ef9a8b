import { and, desc, eq, ne, or } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import type { PaymentVerifyAnswer } from "../../../../src/contract/store.js";
import { factors, users } from "../../db/schema.js";
import { serviceUnavailable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { GatewayUnavailableError } from "../../services/payments/gateway.js";
import {
  DiscountUsedUpError,
  type FactorRow,
  failFactor,
  settleFactor,
} from "../../services/payments/settle.js";
import { findDiscountCode } from "../../services/cart-store.js";
import { factorAnswer, ownFactor } from "./factor-view.js";
import { storeMessages } from "./messages.js";

const HISTORY_LIMIT = 200;

/** A giver's full name, or null until they have completed their profile. */
function giverName(given: string | null, family: string | null): string | null {
  const name = [given, family]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return name || null;
}

function answer(row: FactorRow): { data: PaymentVerifyAnswer } {
  return { data: { status: row.status === "paid" ? "paid" : "failed", factor: factorAnswer(row) } };
}

/** True while the code can still be counted once more (checked before the gateway is asked to settle). */
async function discountAvailable(ctx: AppContext, code: string): Promise<boolean> {
  const row = await findDiscountCode(ctx.db, code);
  return row !== null && (row.maxUses === null || row.uses < row.maxUses);
}

/**
 * Checks a pending factor's payment with its gateway and settles it. Answers the factor's state
 * afterwards; "failed" for anything that is not paid (a pending factor stays pending when the query
 * simply did not come from its gateway, so the real callback can still settle it).
 */
async function verifyPending(
  ctx: AppContext,
  request: FastifyRequest,
  factor: FactorRow,
  query: Record<string, string>,
): Promise<FactorRow> {
  const reload = async () => (await ownFactor(ctx.db, factor.userId, factor.no)) satisfies FactorRow;
  const fail = async (why: string) => {
    request.log.info({ factor: factor.no, why }, "payment failed");
    await failFactor(ctx.db, factor.id);
    return reload();
  };

  const gateway = ctx.payments.get(factor.gateway);
  if (gateway?.kind !== "redirect") throw serviceUnavailable(storeMessages.gatewayUnavailable);

  // Not this payment's callback (a stale link, or a forged query): nothing is decided.
  if (!factor.authority || query.Authority !== factor.authority) return factor;
  if (query.Status !== "OK") return fail("cancelled at the gateway");
  // A used-up code fails the factor before the gateway settles, so the payer is not charged for it.
  if (factor.discountCode && !(await discountAvailable(ctx, factor.discountCode))) {
    return fail("discount code used up");
  }

  let outcome;
  try {
    outcome = await gateway.verify({
      factorNo: factor.no,
      authority: factor.authority,
      amountToman: factor.finalPrice,
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    request.log.warn({ err: error, factor: factor.no }, "payment gateway unavailable on verify");
    throw serviceUnavailable(storeMessages.gatewayUnavailable);
  }
  if (!outcome.paid) return fail(outcome.reason);
  if (outcome.amountToman !== factor.finalPrice) {
    request.log.warn(
      { factor: factor.no, expected: factor.finalPrice, gateway: outcome.amountToman },
      "payment amount differs at the gateway",
    );
    return fail("amount mismatch");
  }

  const now = ctx.clock.now();
  try {
    await ctx.db.transaction((tx) => settleFactor(tx, factor.id, now));
  } catch (error) {
    if (!(error instanceof DiscountUsedUpError)) throw error;
    // Lost the race for the code's last use after the gateway settled: the money must be refunded.
    request.log.error(
      { factor: factor.no, gateway: factor.gateway, reference: outcome.reference },
      "paid at the gateway, but the discount code was used up meanwhile: refund this payment",
    );
    return fail("discount code used up");
  }
  return reload();
}

/**
 * GET /api/payment/verify/:factorNo?Authority=&Status= — owner only (404 for anyone else's or an
 * unknown factor). A paid or failed factor answers as it is: a replayed or concurrent callback credits
 * nothing more. A pending one is settled when the Authority is the stored one, Status is OK, its
 * discount (if any) can still be counted, and the gateway confirms the payment for the amount in the
 * database; the transition to paid is one atomic update, and only its winner grants the subscription.
 *
 * GET /api/payment/factors — the user's factors as buyer (every status), and the paid gifts others
 * gave them (marked "received", naming the giver), newest first.
 */
export function verifyRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(
    app,
    endpoints.paymentVerify,
    async ({ params, query, user, request }) => {
      const factor = await ownFactor(ctx.db, user.id, params.factorNo);
      if (factor.status !== "pending") return answer(factor);
      return answer(await verifyPending(ctx, request, factor, query));
    },
    { rateLimit: { max: 60, timeWindow: "1 minute" } },
  );

  defineRoute(app, endpoints.factors, async ({ user }) => {
    const rows = await ctx.db
      .select({
        factor: factors,
        giver: { given: users.givenName, family: users.familyName, mobile: users.mobile },
      })
      .from(factors)
      .innerJoin(users, eq(users.id, factors.userId))
      .where(
        or(
          eq(factors.userId, user.id),
          and(eq(factors.recipientId, user.id), ne(factors.userId, user.id), eq(factors.status, "paid")),
        ),
      )
      .orderBy(desc(factors.createdAt), desc(factors.no))
      .limit(HISTORY_LIMIT);
    return {
      data: rows.map(({ factor, giver }) =>
        factor.userId === user.id
          ? factorAnswer(factor)
          : factorAnswer(factor, { name: giverName(giver.given, giver.family), mobile: giver.mobile }),
      ),
    };
  });
}
