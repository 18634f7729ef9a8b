import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { smsCodes } from "../../db/schema.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  GIFT,
  RESET,
  decodeToken,
  freshMobile,
  requestCode,
  tokenOf,
  verifyCode,
} from "./auth-test-support.js";

// Issue 12 item 1: pending codes of several intents for one mobile must not open a way around the
// attempt limits, and a code of one intent must never act as another's.

const MINUTE = 60_000;

const t = testAppPerFile();

async function sendCode(mobile: string, intent: string, token?: string): Promise<string> {
  const response = await requestCode(t, mobile, intent, token ? { token } : {});
  expect(response.statusCode).toBe(200);
  return t.sms.lastCode(mobile, intent);
}

async function failedAttempts(mobile: string, intent: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.intent, intent)));
  return row?.failedAttempts;
}

/** `n` distinct five-digit guesses, none of them one of `known`. */
function guessesAvoiding(known: readonly string[], n: number): string[] {
  const guesses: string[] = [];
  for (let value = 10_000; guesses.length < n; value += 7_919) {
    const guess = String(value % 100_000).padStart(5, "0");
    if (!known.includes(guess) && !guesses.includes(guess)) guesses.push(guess);
  }
  return guesses;
}

/** A victim with an account, a reset code sent to their phone, and an attacker's newer gift code for it. */
async function victimWithResetAndGift() {
  const victim = freshMobile("0916");
  const victimToken = await t.signUp(victim);
  t.clock.advance(2 * MINUTE);
  const resetCode = await sendCode(victim, RESET);
  const attacker = await t.createUser();
  t.clock.advance(1000);
  const giftCode = await sendCode(victim, GIFT, attacker.token);
  return { victim, victimId: decodeToken(victimToken).sub, resetCode, giftCode, attacker };
}

describe("verify_sms_code with codes of several intents pending for one mobile", () => {
  it("counts every signed-out guess against the reset code even when a newer gift code is pending", async () => {
    const { victim, resetCode, giftCode } = await victimWithResetAndGift();
    for (const guess of guessesAvoiding([resetCode, giftCode], 5)) {
      const response = await verifyCode(t, victim, guess);
      expect([422, 429]).toContain(response.statusCode);
    }
    expect(await failedAttempts(victim, RESET)).toBe(5);
    const right = await verifyCode(t, victim, resetCode);
    expect(right.statusCode).toBe(429);
    expect(right.json()).not.toHaveProperty("access_token");
  });

  it("counts those guesses against the daily cap too", async () => {
    const { victim, resetCode, giftCode } = await victimWithResetAndGift();
    for (const guess of guessesAvoiding([resetCode, giftCode], 5)) await verifyCode(t, victim, guess);
    t.clock.advance(2 * MINUTE);
    const fresh = await sendCode(victim, RESET);
    for (const guess of guessesAvoiding([fresh, giftCode], 5)) await verifyCode(t, victim, guess);
    t.clock.advance(2 * MINUTE);
    const last = await sendCode(victim, RESET);
    const blocked = await verifyCode(t, victim, last);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).not.toHaveProperty("access_token");
    t.clock.advance(24 * 60 * MINUTE);
  });

  it("never signs anyone in with a reset code typed into the gift flow (signed in)", async () => {
    const { victim, victimId, resetCode, attacker } = await victimWithResetAndGift();
    const response = await verifyCode(t, victim, resetCode, { token: attacker.token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).not.toHaveProperty("access_token");
    // The victim's own code still works for the victim.
    const own = await verifyCode(t, victim, resetCode);
    expect(own.statusCode).toBe(200);
    expect(decodeToken(tokenOf(own)).sub).toBe(victimId);
  });

  it("never verifies a gift with the gift code from a signed-out browser: it is a miss of the reset code", async () => {
    const { victim, giftCode, attacker } = await victimWithResetAndGift();
    const signedOut = await verifyCode(t, victim, giftCode);
    expect(signedOut.statusCode).toBe(422);
    expect(signedOut.json()).not.toHaveProperty("access_token");
    expect(await failedAttempts(victim, RESET)).toBe(1);
    expect(await failedAttempts(victim, GIFT)).toBe(0);
    const requester = await verifyCode(t, victim, giftCode, { token: attacker.token });
    expect(requester.json()).toEqual({ verified: true, mobile: victim });
  });

  it("does not let another signed-in user burn a pending gift code", async () => {
    const mobile = freshMobile("0917");
    const requester = await t.createUser();
    const stranger = await t.createUser();
    const code = await sendCode(mobile, GIFT, requester.token);
    for (const guess of guessesAvoiding([code], 6)) {
      const response = await verifyCode(t, mobile, guess, { token: stranger.token });
      expect(response.statusCode).toBe(422);
    }
    expect((await verifyCode(t, mobile, code, { token: stranger.token })).statusCode).toBe(422);
    expect(await failedAttempts(mobile, GIFT)).toBe(0);
    const response = await verifyCode(t, mobile, code, { token: requester.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, mobile });
  });

  it("compares at most 5 of 20 simultaneous signed-out guesses with the reset code, then it is dead", async () => {
    const { victim, resetCode, giftCode } = await victimWithResetAndGift();
    const guesses = guessesAvoiding([resetCode, giftCode], 20);
    const responses = await Promise.all(guesses.map((guess) => verifyCode(t, victim, guess)));
    // A compared miss answers 422, the fifth one kills the code (429); nothing else is compared.
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(4);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(16);
    expect(await failedAttempts(victim, RESET)).toBe(5);
    const right = await verifyCode(t, victim, resetCode);
    expect(right.statusCode).toBe(429);
    expect(right.json()).not.toHaveProperty("access_token");
  });
});
