import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { pointsLedger, users } from "../../db/schema.js";
import type { PointsGateway } from "./gateway.js";
import { GATEWAY_LABELS } from "./labels.js";

export const POINTS_GATEWAY_KEY = "points";

/** Pays with the user's points at once (no redirect): see payWithPoints. */
export const pointsGateway: PointsGateway = {
  kind: "points",
  key: POINTS_GATEWAY_KEY,
  label: GATEWAY_LABELS.points,
};

export class NotEnoughPointsError extends Error {
  override name = "NotEnoughPointsError";
}

/**
 * Takes `cost` points from the user for a factor, in the caller's transaction: users.points is lowered
 * only while it still covers the cost (an atomic guarded update, so two payments at once cannot both
 * spend the same points), and a points_ledger row keyed `pay:<factorId>` records it (a factor is paid
 * with points at most once). Throws NotEnoughPointsError, which must roll the transaction back.
 */
export async function payWithPoints(
  tx: Db,
  input: { userId: string; factorId: string; cost: number; now: Date },
): Promise<void> {
  const [spent] = await tx
    .update(users)
    .set({ points: sql`${users.points} - ${input.cost}`, updatedAt: input.now })
    .where(and(eq(users.id, input.userId), gte(users.points, input.cost)))
    .returning({ id: users.id });
  if (!spent) throw new NotEnoughPointsError();
  await tx.insert(pointsLedger).values({
    userId: input.userId,
    delta: -input.cost,
    reason: "pay",
    uniqueKey: `pay:${input.factorId}`,
    createdAt: input.now,
  });
}
