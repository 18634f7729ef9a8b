import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pointsLedger, smsCodes, users } from "../../db/schema.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  GIFT,
  REGISTER,
  RESET,
  decodeToken,
  errorOf,
  freshMobile,
  requestCode,
  tokenOf,
  verifyCode,
  wrongCode,
} from "./auth-test-support.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const t = testAppPerFile();

async function userByMobile(mobile: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
  return row;
}

async function sendCode(
  mobile: string,
  intent = REGISTER,
  extra: { token?: string; invite_code?: string } = {},
) {
  const response = await requestCode(t, mobile, intent, extra);
  expect(response.statusCode).toBe(200);
  return t.sms.lastCode(mobile, intent);
}

describe("POST /auth/verify_sms_code/:code", () => {
  it("signs a new mobile up: one user, a token with amr sms, and the code marked verified", async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const response = await verifyCode(t, mobile, code);
    expect(response.statusCode).toBe(200);
    const claims = decodeToken(tokenOf(response));
    const user = await userByMobile(mobile);
    expect(claims).toMatchObject({ sub: user?.id, mobile, amr: "sms", has_password: false, point: 0 });
    expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);

    const again = await verifyCode(t, mobile, code);
    expect(again.statusCode).toBe(422);
  });

  it("accepts the code in Persian or Arabic digits", async () => {
    for (const digits of ["۰۱۲۳۴۵۶۷۸۹", "٠١٢٣٤٥٦٧٨٩"]) {
      const mobile = freshMobile();
      const code = await sendCode(mobile);
      const typed = code.replace(/\d/g, (d) => digits[Number(d)] ?? d);
      const response = await verifyCode(t, mobile, typed);
      expect(response.statusCode, typed).toBe(200);
    }
  });

  it("refuses a malformed code with 400 and a malformed mobile with 422", async () => {
    expect((await verifyCode(t, freshMobile(), "1234")).statusCode).toBe(400);
    expect((await verifyCode(t, freshMobile(), "12a45")).statusCode).toBe(400);
    expect((await verifyCode(t, "12345", "12345")).statusCode).toBe(422);
  });

  it("answers 422 when no code was asked for", async () => {
    const response = await verifyCode(t, freshMobile(), "12345");
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toContain("درخواست");
  });

  it("answers 422 to a wrong code and counts the failed attempt", async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const response = await verifyCode(t, mobile, wrongCode(code));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toBe("کد وارد شده درست نیست.");
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row?.failedAttempts).toBe(1);
    expect((await verifyCode(t, mobile, code)).statusCode).toBe(200);
  });

  it("kills the code after 5 wrong tries: 429 asking for a new one, even for the right code", async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    for (let i = 1; i <= 4; i += 1) {
      expect((await verifyCode(t, mobile, wrongCode(code))).statusCode, `try ${i}`).toBe(422);
    }
    const fifth = await verifyCode(t, mobile, wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(errorOf(fifth)).toBe("کد جدید درخواست کنید.");
    const right = await verifyCode(t, mobile, code);
    expect(right.statusCode).toBe(429);
    expect(errorOf(right)).toBe("کد جدید درخواست کنید.");
    expect(Number(right.headers["retry-after"])).toBe(120);
    expect(await userByMobile(mobile)).toBeUndefined();

    t.clock.advance(2 * MINUTE);
    const fresh = await sendCode(mobile);
    expect((await verifyCode(t, mobile, fresh)).statusCode).toBe(200);
  });

  it("allows at most 10 failed verifications per mobile in 24 hours (429, even for the right code)", async () => {
    const mobile = freshMobile();
    for (let round = 0; round < 2; round += 1) {
      const code = await sendCode(mobile);
      for (let i = 0; i < 5; i += 1) await verifyCode(t, mobile, wrongCode(code));
      t.clock.advance(2 * MINUTE);
    }
    const code = await sendCode(mobile);
    const blocked = await verifyCode(t, mobile, code);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked)).toContain("امروز");
    expect(Number(blocked.headers["retry-after"])).toBe(24 * 3600 - 4 * 60);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row?.failedAttempts).toBe(0);

    t.clock.advance(24 * HOUR);
    const next = await sendCode(mobile);
    expect((await verifyCode(t, mobile, next)).statusCode).toBe(200);
  });

  it("lets a code expire after 2 minutes with its own message", async () => {
    const justInTime = freshMobile();
    const code1 = await sendCode(justInTime);
    t.clock.advance(2 * MINUTE - 1000);
    expect((await verifyCode(t, justInTime, code1)).statusCode).toBe(200);

    const late = freshMobile();
    const code2 = await sendCode(late);
    t.clock.advance(2 * MINUTE);
    const response = await verifyCode(t, late, code2);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toContain("اعتبار");
    expect(await userByMobile(late)).toBeUndefined();
  });

  it("maps every spelling of a mobile to one user", async () => {
    const mobile = "09128880001";
    expect((await requestCode(t, "+98 912 888 0001")).statusCode).toBe(200);
    const first = await verifyCode(t, "۰۹۱۲۸۸۸۰۰۰۱", t.sms.lastCode(mobile, REGISTER));
    t.clock.advance(2 * MINUTE);
    expect((await requestCode(t, "00989128880001", RESET)).statusCode).toBe(200);
    const second = await verifyCode(t, "989128880001", t.sms.lastCode(mobile, RESET));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(decodeToken(tokenOf(second)).sub).toBe(decodeToken(tokenOf(first)).sub);
    const rows = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it("signs an existing user in with a reset code (amr sms)", async () => {
    const mobile = freshMobile();
    const signUpToken = await t.signUp(mobile);
    t.clock.advance(2 * MINUTE);
    const code = await sendCode(mobile, RESET);
    const response = await verifyCode(t, mobile, code);
    expect(response.statusCode).toBe(200);
    const claims = decodeToken(tokenOf(response));
    expect(claims.sub).toBe(decodeToken(signUpToken).sub);
    expect(claims.amr).toBe("sms");
  });

  it("verifies a gift code only for the signed-in requester and never signs anyone up", async () => {
    const mobile = freshMobile("0917");
    const requester = await t.createUser();
    const other = await t.createUser();
    const code = await sendCode(mobile, GIFT, { token: requester.token });

    const signedOut = await verifyCode(t, mobile, code);
    expect(signedOut.statusCode).toBe(401);
    const stranger = await verifyCode(t, mobile, code, { token: other.token });
    expect(stranger.statusCode).toBe(422);

    const response = await verifyCode(t, mobile, code, { token: requester.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, mobile });
    expect(await userByMobile(mobile)).toBeUndefined();

    const again = await requestCode(t, mobile, GIFT, { token: requester.token });
    expect(again.statusCode).toBe(201);
    t.clock.advance(2 * MINUTE);
    const forOther = await requestCode(t, mobile, GIFT, { token: other.token });
    expect(forOther.statusCode).toBe(200);
  });

  it("compares a signed-out try with the register code only, never with a pending gift code", async () => {
    const mobile = freshMobile("0918");
    const requester = await t.createUser();
    const giftCode = await sendCode(mobile, GIFT, { token: requester.token });
    t.clock.advance(1000);
    const registerCode = await sendCode(mobile, REGISTER);
    if (giftCode === registerCode) return; // 1 in 100,000: nothing to tell apart.

    // The gift code from a signed-out browser is a miss of the register code and signs nobody up.
    expect((await verifyCode(t, mobile, giftCode)).statusCode).toBe(422);
    const rows = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows.find((row) => row.intent === REGISTER)?.failedAttempts).toBe(1);
    expect(rows.find((row) => row.intent === GIFT)?.failedAttempts).toBe(0);
    expect(await userByMobile(mobile)).toBeUndefined();
    const signUp = await verifyCode(t, mobile, registerCode);
    expect(signUp.statusCode).toBe(200);
    expect(await userByMobile(mobile)).toBeDefined();
  });

  it("records the inviter and rewards them 5 points once, in the ledger and in users.points", async () => {
    const inviter = await t.createUser();
    const [inviterRow] = await t.database.db.select().from(users).where(eq(users.id, inviter.id));
    const mobile = freshMobile();
    const code = await sendCode(mobile, REGISTER, { invite_code: inviterRow?.inviteCode ?? "" });
    const response = await verifyCode(t, mobile, code);
    expect(response.statusCode).toBe(200);

    const invitee = await userByMobile(mobile);
    expect(invitee?.invitedBy).toBe(inviter.id);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, inviter.id));
    expect(after?.points).toBe((inviterRow?.points ?? 0) + 5);
    const ledger = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, inviter.id));
    expect(ledger).toEqual([expect.objectContaining({ delta: 5, uniqueKey: `invite:${invitee?.id}` })]);

    const check = await t.call({ method: "GET", url: "/api/auth/check", token: inviter.token });
    const fresh = (check.json() as { data: { access_token: string } }).data.access_token;
    expect(decodeToken(fresh).point).toBe(5);
  });

  it("ignores an invite code that belongs to nobody", async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile, REGISTER, { invite_code: "nobody00" });
    expect((await verifyCode(t, mobile, code)).statusCode).toBe(200);
    expect((await userByMobile(mobile))?.invitedBy).toBeNull();
  });

  it("limits bursts: 30 verifications a minute per mobile", async () => {
    const mobile = freshMobile("0919");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await verifyCode(t, mobile, "12345")).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await verifyCode(t, mobile, "12345");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(errorOf(limited)).toContain("بیش از حد");
  });

  it("lets one of 20 simultaneous verifications of the right code through, and creates one user", async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const responses = await Promise.all(Array.from({ length: 20 }, () => verifyCode(t, mobile, code)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it("compares at most 5 of 20 simultaneous wrong guesses", async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => verifyCode(t, mobile, wrongCode(code))),
    );
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(4);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(16);
    expect((await verifyCode(t, mobile, code)).statusCode).toBe(429);
  });
});
