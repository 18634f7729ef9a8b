import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { subscriptions } from "../db/schema.js";

/** True when the user holds a subscription that covers `now`. */
export async function hasActiveSubscription(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)),
    )
    .limit(1);
  return Boolean(row);
}

/** A lesson is open to a user when it is free or the user's subscription is active. */
export function lessonIsOpen(lesson: { free: boolean }, subscribed: boolean): boolean {
  return lesson.free || subscribed;
}
