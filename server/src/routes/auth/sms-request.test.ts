import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { smsCodes, users } from "../../db/schema.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  GIFT,
  GOOD_PASSWORD,
  REGISTER,
  RESET,
  changePassword,
  errorOf,
  fieldsOf,
  freshMobile,
  requestCode,
  tokenOf,
  verifyCode,
} from "./auth-test-support.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const t = testAppPerFile();

async function codeRow(mobile: string, intent: string) {
  const [row] = await t.database.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.intent, intent)));
  return row;
}

describe("POST /auth/request_sms_code/:intent", () => {
  it("sends a 5-digit Persian SMS, answers 120 and stores only a hash of the code", async () => {
    const mobile = freshMobile();
    const response = await requestCode(t, mobile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(120);
    const message = t.sms.sent.at(-1);
    expect(message?.to).toBe(mobile);
    expect(message?.intent).toBe(REGISTER);
    expect(message?.code).toMatch(/^\d{5}$/);
    expect(message?.text).toBe(`کد تأیید واژه: ${message?.code}`);

    const row = await codeRow(mobile, REGISTER);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(message?.code);
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 2 * MINUTE);
    expect(row?.resendAt.getTime()).toBe(t.clock.now().getTime() + 120_000);
    expect(row?.verifiedAt).toBeNull();
  });

  it("accepts every spelling of a mobile and sends to its one normal form", async () => {
    for (const spelling of [
      "+98 912 555 0101",
      "989125550102",
      "00989125550103",
      "۰۹۱۲۵۵۵۰۱۰۴",
      "٩١٢٥٥٥٠١٠٥",
    ]) {
      const response = await requestCode(t, spelling);
      expect(response.statusCode, spelling).toBe(200);
    }
    expect(t.sms.sent.slice(-5).map((m) => m.to)).toEqual([
      "09125550101",
      "09125550102",
      "09125550103",
      "09125550104",
      "09125550105",
    ]);
  });

  it("refuses a number that is not an Iranian mobile with 422 and a Persian message", async () => {
    const before = t.sms.sent.length;
    const response = await requestCode(t, "02188776655");
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response).mobile).toContain("موبایل");
    expect(t.sms.sent.length).toBe(before);
  });

  it("refuses an unknown intent with 400", async () => {
    const response = await requestCode(t, freshMobile(), "sms_request_anything");
    expect(response.statusCode).toBe(400);
  });

  it("keeps the invite code of a register request on the row, and only there", async () => {
    const mobile = freshMobile();
    expect((await requestCode(t, mobile, REGISTER, { invite_code: "abc12345" })).statusCode).toBe(200);
    expect((await codeRow(mobile, REGISTER))?.inviteCode).toBe("abc12345");
  });

  it("answers 429 with Retry-After for a resend before 120 seconds, then sends a new code that replaces the old", async () => {
    const mobile = freshMobile();
    expect((await requestCode(t, mobile)).statusCode).toBe(200);
    const first = t.sms.lastCode(mobile, REGISTER);

    const early = await requestCode(t, mobile);
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("120");
    expect(errorOf(early)).toContain("کد");

    t.clock.advance(61_000);
    const stillEarly = await requestCode(t, mobile);
    expect(stillEarly.statusCode).toBe(429);
    expect(stillEarly.headers["retry-after"]).toBe("59");
    // The seconds left also travel in the body, so the app can reopen the code screen with them.
    expect((stillEarly.json() as { fields?: Record<string, string> }).fields).toEqual({ resend_in: "59" });

    t.clock.advance(59_000);
    const again = await requestCode(t, mobile);
    expect(again.statusCode).toBe(200);
    const second = t.sms.lastCode(mobile, REGISTER);
    const rows = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    if (first !== second) {
      const old = await verifyCode(t, mobile, first);
      expect(old.statusCode).toBe(422);
    }
    expect((await verifyCode(t, mobile, second)).statusCode).toBe(200);
  });

  it("answers 201 with the remaining resend seconds once the code was verified, for 10 minutes", async () => {
    const mobile = freshMobile();
    await requestCode(t, mobile);
    expect((await verifyCode(t, mobile, t.sms.lastCode(mobile, REGISTER))).statusCode).toBe(200);
    const sent = t.sms.sent.length;

    t.clock.advance(30_000);
    const verified = await requestCode(t, mobile);
    expect(verified.statusCode).toBe(201);
    expect(verified.json()).toBe(90);

    t.clock.advance(3 * MINUTE);
    const later = await requestCode(t, mobile);
    expect(later.statusCode).toBe(201);
    expect(later.json()).toBe(0);
    expect(t.sms.sent.length).toBe(sent);

    t.clock.advance(7 * MINUTE);
    const fresh = await requestCode(t, mobile);
    expect(fresh.statusCode).toBe(200);
    expect(t.sms.sent.length).toBe(sent + 1);
  });

  it("answers 409 to a register request for a mobile whose account has a password, in any spelling", async () => {
    const mobile = "09126660001";
    const token = await t.signUp(mobile, { name: "سارا", lastname: "رضایی" });
    expect((await changePassword(t, token, { new_password: GOOD_PASSWORD })).statusCode).toBe(200);
    t.clock.advance(11 * MINUTE);
    for (const spelling of [mobile, "+989126660001", "۰۹۱۲۶۶۶۰۰۰۱"]) {
      const response = await requestCode(t, spelling);
      expect(response.statusCode, spelling).toBe(409);
      expect(errorOf(response)).toContain("ثبت‌نام");
    }
  });

  it("lets a user who verified but never set a password ask for a register code again", async () => {
    const mobile = freshMobile();
    await t.signUp(mobile);
    t.clock.advance(11 * MINUTE);
    expect((await requestCode(t, mobile)).statusCode).toBe(200);
  });

  it("answers a reset for an unknown mobile as if sent, sends nothing, and behaves like a real code afterwards", async () => {
    const mobile = freshMobile("0913");
    const before = t.sms.sent.length;
    const response = await requestCode(t, mobile, RESET);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(120);
    expect(t.sms.sent.length).toBe(before);
    const resend = await requestCode(t, mobile, RESET);
    expect(resend.statusCode).toBe(429);
    for (const guess of ["00000", "12345"]) expect((await verifyCode(t, mobile, guess)).statusCode).toBe(422);
  });

  it("sends a reset code to a known mobile with its own text", async () => {
    const mobile = freshMobile();
    await t.signUp(mobile);
    t.clock.advance(11 * MINUTE);
    expect((await requestCode(t, mobile, RESET)).statusCode).toBe(200);
    const message = t.sms.sent.at(-1);
    expect(message?.intent).toBe(RESET);
    expect(message?.text).toContain("بازیابی رمز عبور");
  });

  it("needs a signed-in requester for a gift code and records who asked", async () => {
    const mobile = freshMobile("0915");
    const signedOut = await requestCode(t, mobile, GIFT);
    expect(signedOut.statusCode).toBe(401);

    const requester = await t.createUser();
    const response = await requestCode(t, mobile, GIFT, { token: requester.token });
    expect(response.statusCode).toBe(200);
    expect((await codeRow(mobile, GIFT))?.requesterId).toBe(requester.id);
    expect(t.sms.sent.at(-1)?.intent).toBe(GIFT);
  });

  it("sends at most 5 SMS per mobile in 24 hours (429 with Retry-After), then again", async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i += 1) {
      const response = await requestCode(t, mobile, i % 2 === 0 ? REGISTER : RESET);
      expect(response.statusCode, `SMS ${i + 1}`).toBe(200);
      t.clock.advance(2 * MINUTE);
    }
    const sixth = await requestCode(t, mobile);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBe(24 * 3600 - 5 * 120);
    // No code is pending then: nothing says "go back to the code screen".
    expect((sixth.json() as { fields?: Record<string, string> }).fields).toBeUndefined();

    t.clock.advance(24 * HOUR - 5 * 2 * MINUTE);
    expect((await requestCode(t, mobile)).statusCode).toBe(200);
  });

  it("sends at most 10 SMS per IP an hour (429), other addresses unaffected", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 10; i += 1) {
      const response = await requestCode(t, freshMobile("0916"), REGISTER, { remoteAddress: ip });
      expect(response.statusCode, `SMS ${i + 1}`).toBe(200);
    }
    const eleventh = await requestCode(t, freshMobile("0916"), REGISTER, { remoteAddress: ip });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers["retry-after"])).toBe(3600);
    expect(
      (await requestCode(t, freshMobile("0916"), REGISTER, { remoteAddress: "192.0.2.78" })).statusCode,
    ).toBe(200);

    t.clock.advance(HOUR);
    expect((await requestCode(t, freshMobile("0916"), REGISTER, { remoteAddress: ip })).statusCode).toBe(200);
  });

  it("answers 503 when the provider fails and undoes the row and the counted limits", async () => {
    const mobile = freshMobile();
    t.sms.failNext = true;
    const failed = await requestCode(t, mobile, REGISTER, { remoteAddress: "192.0.2.90" });
    expect(failed.statusCode).toBe(503);
    expect(await codeRow(mobile, REGISTER)).toBeUndefined();
    const retry = await requestCode(t, mobile, REGISTER, { remoteAddress: "192.0.2.90" });
    expect(retry.statusCode).toBe(200);
  });

  it("sends one SMS when 20 requests for one mobile arrive together", async () => {
    const mobile = freshMobile();
    const before = t.sms.sent.length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => requestCode(t, mobile)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    expect(t.sms.sent.length).toBe(before + 1);
  });
});

describe("sign-up end to end", () => {
  it("goes request → code → verify → token → profile → check with the names", async () => {
    const mobile = "09127770001";
    expect((await requestCode(t, "+98 912 777 0001")).statusCode).toBe(200);
    const code = t.sms.lastCode(mobile, REGISTER);
    const persianCode = code.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)] ?? d);
    const verified = await verifyCode(t, "۰۹۱۲۷۷۷۰۰۰۱", persianCode);
    expect(verified.statusCode).toBe(200);
    const token = tokenOf(verified);

    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toBeDefined();
    expect(user?.inviteCode).toMatch(/^[a-z0-9]{8}$/);
    expect(user?.passwordHash).toBeNull();
    expect((await codeRow(mobile, REGISTER))?.verifiedAt?.getTime()).toBe(t.clock.now().getTime());

    const profile = await t.call({
      method: "POST",
      url: "/api/user/profile",
      token,
      payload: { name: "مریم", lastname: "احمدی", city: "تهران" },
    });
    expect(profile.statusCode).toBe(200);

    const check = await t.call({ method: "GET", url: "/api/auth/check", token });
    expect(check.statusCode).toBe(200);
    const fresh = (check.json() as { data: { access_token: string } }).data.access_token;
    const claims = JSON.parse(Buffer.from(fresh.split(".")[1] ?? "", "base64url").toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      sub: user?.id,
      mobile,
      given_name: "مریم",
      family_name: "احمدی",
      city: "تهران",
      has_password: false,
    });
  });
});
