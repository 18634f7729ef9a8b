import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  GOOD_PASSWORD,
  RESET,
  changePassword,
  decodeToken,
  freshMobile,
  login,
  requestCode,
  tokenOf,
  verifyCode,
} from "./auth-test-support.js";

// Issue 12 item 2: a token belongs to a server-side session; logout, a password change or a reset
// end sessions, and refreshing cannot carry a session past its hard age limit (api.md "Auth").

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NEW_PASSWORD = "Neu!Wort9";
const SECRET = "test-secret-test-secret-test-secret-0123456789";

const t = testAppPerFile();

const check = (token: string) => t.call({ method: "GET", url: "/api/auth/check", token });
const logout = (token: string) => t.call({ method: "GET", url: "/auth/logout", token });
const refreshed = async (token: string): Promise<string> => {
  const response = await check(token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { access_token: string } }).data.access_token;
};

/** A user with GOOD_PASSWORD and two password sign-ins (two sessions, as on two devices). */
async function userSignedInTwice() {
  const mobile = freshMobile("0915");
  const signUpToken = await t.signUp(mobile, { name: "مینا", lastname: "احمدی" });
  expect((await changePassword(t, signUpToken, { new_password: GOOD_PASSWORD })).statusCode).toBe(200);
  const phone = tokenOf(await login(t, mobile, GOOD_PASSWORD));
  const laptop = tokenOf(await login(t, mobile, GOOD_PASSWORD));
  return { mobile, phone, laptop };
}

describe("GET /api/auth/check", () => {
  it("answers with Cache-Control: no-store", async () => {
    const { phone } = await userSignedInTwice();
    const response = await check(phone);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("keeps refreshed tokens in the session of the token they came from", async () => {
    const { phone, laptop } = await userSignedInTwice();
    const fresh = await refreshed(phone);
    const phoneSid = decodeToken(phone).sid;
    expect(phoneSid).toEqual(expect.any(String));
    expect(decodeToken(fresh).sid).toBe(phoneSid);
    expect(decodeToken(laptop).sid).not.toBe(phoneSid);
  });
});

describe("a stolen token", () => {
  it("stops working, with every token refreshed from it, when its session logs out", async () => {
    const { phone, laptop } = await userSignedInTwice();
    const stolen = phone;
    t.clock.advance(1000);
    const later = await refreshed(phone);
    t.clock.advance(1000);
    const latest = await refreshed(later);
    expect((await logout(latest)).statusCode).toBe(200);
    for (const token of [stolen, later, latest]) expect((await check(token)).statusCode).toBe(401);
    // The other session is untouched.
    expect((await check(laptop)).statusCode).toBe(200);
  });

  it("stops working when the password is changed from another session; that session stays signed in", async () => {
    const { phone, laptop } = await userSignedInTwice();
    const stolen = await refreshed(laptop);
    const changed = await changePassword(t, phone, { password: GOOD_PASSWORD, new_password: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await check(stolen)).statusCode).toBe(401);
    expect((await check(laptop)).statusCode).toBe(401);
    expect((await check(phone)).statusCode).toBe(200);
  });

  it("stops working after a password reset; the reset's own session stays signed in", async () => {
    const { mobile, phone, laptop } = await userSignedInTwice();
    t.clock.advance(2 * MINUTE);
    expect((await requestCode(t, mobile, RESET)).statusCode).toBe(200);
    const verified = await verifyCode(t, mobile, t.sms.lastCode(mobile, RESET));
    expect(verified.statusCode).toBe(200);
    const resetToken = tokenOf(verified);
    expect((await changePassword(t, resetToken, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await check(phone)).statusCode).toBe(401);
    expect((await check(laptop)).statusCode).toBe(401);
    expect((await check(resetToken)).statusCode).toBe(200);
    expect((await login(t, mobile, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("the hard age limit of a session", () => {
  it("refuses a refresh past 90 days from sign-in with 401, however often it was refreshed", async () => {
    const { phone } = await userSignedInTwice();
    const signedInAt = decodeToken(phone).iat;
    let token = phone;
    for (let day = 20; day < 90; day += 20) {
      t.clock.advance(20 * DAY);
      token = await refreshed(token);
      expect(decodeToken(token).exp).toBeLessThanOrEqual(signedInAt + 90 * 24 * 3600);
    }
    // Day 80: the last refresh is valid only until day 90, not for another 30 days.
    expect(decodeToken(token).exp).toBe(signedInAt + 90 * 24 * 3600);
    t.clock.advance(10 * DAY);
    const response = await check(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ messages: { error: expect.any(String) } });
  });
});

describe("tokens from before sessions", () => {
  it("are refused with 401 (the user signs in again once)", async () => {
    const { phone } = await userSignedInTwice();
    const { sid: _sid, iat: _iat, exp: _exp, jti: _jti, ...claims } = decodeToken(phone);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const legacy = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 30 * 24 * 3600)
      .setJti(crypto.randomUUID())
      .sign(new TextEncoder().encode(SECRET));
    expect((await check(legacy)).statusCode).toBe(401);
  });
});
