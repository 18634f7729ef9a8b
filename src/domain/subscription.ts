/**
 * The end of the learner's subscription from the token's `subscription_ends_at` claim, or null when
 * there is none or it has ended by `now` (an unreadable value counts as none).
 */
export function activeSubscriptionEnd(
  endsAt: string | null | undefined,
  now: number = Date.now(),
): Date | null {
  if (!endsAt) return null;
  const end = new Date(endsAt);
  return Number.isNaN(end.getTime()) || end.getTime() <= now ? null : end;
}
