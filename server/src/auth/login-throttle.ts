import type { Db } from "../db/client.js";
import {
  type RateLimit,
  countEvents,
  lockRateKeys,
  recordEvent,
  secondsUntilRoom,
} from "../services/rate-events.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Failures one (mobile, IP) pair may make in 15 minutes before it waits. */
export const PAIR_FAILURES = 5;
/** Failures of one mobile (all IPs) in an hour after which a pair that failed gets no more tries. */
export const MOBILE_FAILURES_UNDER_ATTACK = 10;

const pairKey = (mobile: string, ip: string) => `login-fail:pair:${mobile}:${ip}`;
const mobileKey = (mobile: string) => `login-fail:mobile:${mobile}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

export type LoginReservation =
  { ok: true; ids: number[] } | { ok: false; reason: "pair" | "ip"; retryAfterSeconds: number };

/**
 * Reserves one failed login for a try before its password is checked (a success gives it back with
 * releaseEvents), or refuses the try (docs/decisions/008-login-throttling.md):
 * - per IP: at most `ipFailuresPerHour` failures an hour over every mobile (spraying one password
 *   over many accounts), a ceiling meant to stay above what a carrier NAT's honest users produce;
 * - per (mobile, IP) pair: 5 failures in 15 minutes;
 * - per mobile: once it has 10 failures in the last hour from anywhere, a pair that failed in that
 *   hour gets no further try; a pair that has not failed (the owner's own device) still gets its
 *   tries, so failing on purpose never locks the owner out.
 * `mobile` is null for input that is no mobile at all (only the IP counts). All of it lives in
 * rate_events under transaction-scoped advisory locks, so concurrent tries and several processes
 * share the same counts.
 */
export function reserveLoginAttempt(
  db: Db,
  attempt: { mobile: string | null; ip: string },
  ipFailuresPerHour: number,
  now: Date,
): Promise<LoginReservation> {
  const { mobile, ip } = attempt;
  const keys = [ipKey(ip), ...(mobile ? [pairKey(mobile, ip), mobileKey(mobile)] : [])];
  return db.transaction(async (tx): Promise<LoginReservation> => {
    await lockRateKeys(tx, keys);
    const ipWait = await secondsUntilRoom(
      tx,
      { key: ipKey(ip), limit: ipFailuresPerHour, windowMs: HOUR },
      now,
    );
    if (ipWait > 0) return { ok: false, reason: "ip", retryAfterSeconds: ipWait };
    if (mobile) {
      const underAttack =
        (await countEvents(tx, mobileKey(mobile), HOUR, now)) >= MOBILE_FAILURES_UNDER_ATTACK;
      const pair: RateLimit = underAttack
        ? { key: pairKey(mobile, ip), limit: 1, windowMs: HOUR }
        : { key: pairKey(mobile, ip), limit: PAIR_FAILURES, windowMs: 15 * MINUTE };
      const pairWait = await secondsUntilRoom(tx, pair, now);
      if (pairWait > 0) return { ok: false, reason: "pair", retryAfterSeconds: pairWait };
    }
    const ids: number[] = [];
    for (const key of keys) ids.push(await recordEvent(tx, key, now));
    return { ok: true, ids };
  });
}
