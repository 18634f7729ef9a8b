import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test-support/test-app.js";
import {
  GOOD_PASSWORD,
  changePassword,
  decodeToken,
  errorOf,
  freshMobile,
  login,
  tokenOf,
} from "./auth-test-support.js";

let t: TestApp;
const MINUTE = 60_000;
const WRONG_PAIR = "شمارهٔ موبایل یا رمز عبور درست نیست.";

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A user signed up through SMS who has set GOOD_PASSWORD; returns their id. */
async function userWithPassword(mobile: string): Promise<string> {
  const token = await t.signUp(mobile, { name: "علی", lastname: "کریمی" });
  const response = await changePassword(t, token, { new_password: GOOD_PASSWORD });
  expect(response.statusCode).toBe(200);
  return decodeToken(token).sub;
}

describe("POST /auth/login", () => {
  it("signs in with the mobile in any spelling and answers a token (amr pwd) with the user's claims", async () => {
    const id = await userWithPassword("09121110001");
    for (const check of ["09121110001", "+989121110001", "989121110001", "۰۹۱۲۱۱۱۰۰۰۱", "0912 111 0001"]) {
      const response = await login(t, check, GOOD_PASSWORD);
      expect(response.statusCode, check).toBe(200);
      const claims = decodeToken(tokenOf(response));
      expect(claims).toMatchObject({
        sub: id,
        mobile: "09121110001",
        given_name: "علی",
        family_name: "کریمی",
        has_password: true,
        amr: "pwd",
      });
    }
  });

  it("answers one generic 401 for a wrong password, an unknown mobile, a malformed one, or an account without a password", async () => {
    await userWithPassword("09121110002");
    const withoutPassword = freshMobile();
    await t.signUp(withoutPassword);
    const cases = [
      ["09121110002", "Wrong#Pass1"],
      [freshMobile("0914"), GOOD_PASSWORD],
      ["not-a-mobile", GOOD_PASSWORD],
      [withoutPassword, GOOD_PASSWORD],
    ] as const;
    for (const [check, password] of cases) {
      const response = await login(t, check, password);
      expect(response.statusCode, check).toBe(401);
      expect(response.json()).toEqual({ messages: { error: WRONG_PAIR } });
    }
  });

  it("refuses a body without a password with 422", async () => {
    const response = await t.call({ method: "POST", url: "/auth/login", payload: { check: "09121110002" } });
    expect(response.statusCode).toBe(422);
  });

  it("locks an account after 10 failures in 15 minutes (429 even for the right password, from any IP), then opens again", async () => {
    const mobile = "09121110003";
    await userWithPassword(mobile);
    for (let i = 1; i <= 10; i += 1) {
      const response = await login(t, mobile, `Wrong#${i}x`, `198.51.100.${i}`);
      expect(response.statusCode, `failure ${i}`).toBe(401);
    }
    const locked = await login(t, mobile, GOOD_PASSWORD, "198.51.100.200");
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toContain("بیش از حد");
    expect(Number(locked.headers["retry-after"])).toBe(15 * 60);

    t.clock.advance(15 * MINUTE);
    expect((await login(t, mobile, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("counts failures for unknown mobiles the same way, so the lockout reveals nothing", async () => {
    const unknown = freshMobile("0914");
    for (let i = 0; i < 10; i += 1) expect((await login(t, unknown, "Wrong#1x")).statusCode).toBe(401);
    expect((await login(t, unknown, "Wrong#1x")).statusCode).toBe(429);
  });

  it("does not count a successful login as a failure", async () => {
    const mobile = "09121110004";
    await userWithPassword(mobile);
    for (let i = 0; i < 9; i += 1) expect((await login(t, mobile, "Wrong#1x")).statusCode).toBe(401);
    expect((await login(t, mobile, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, mobile, "Wrong#1x")).statusCode).toBe(401);
    expect((await login(t, mobile, GOOD_PASSWORD)).statusCode).toBe(429);
    t.clock.advance(15 * MINUTE);
  });

  it("limits failures per IP to 50 in 15 minutes across mobiles", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 50; i += 1) {
      expect((await login(t, freshMobile("0914"), "Wrong#1x", ip)).statusCode, `failure ${i + 1}`).toBe(401);
    }
    const blocked = await login(t, freshMobile("0914"), "Wrong#1x", ip);
    expect(blocked.statusCode).toBe(429);
    expect((await login(t, freshMobile("0914"), "Wrong#1x", "203.0.113.10")).statusCode).toBe(401);
    t.clock.advance(15 * MINUTE);
  });

  it("lets exactly 10 of 20 simultaneous wrong logins be tried", async () => {
    const mobile = "09121110005";
    await userWithPassword(mobile);
    const responses = await Promise.all(Array.from({ length: 20 }, () => login(t, mobile, "Wrong#1x")));
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(10);
    t.clock.advance(15 * MINUTE);
  });
});
