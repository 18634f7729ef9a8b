import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  GOOD_PASSWORD,
  changePassword,
  decodeToken,
  errorOf,
  freshMobile,
  login,
  tokenOf,
} from "./auth-test-support.js";

const MINUTE = 60_000;
const WRONG_PAIR = "شمارهٔ موبایل یا رمز عبور درست نیست.";

const t = testAppPerFile();

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

  it("does not count a successful login as a failure", async () => {
    const mobile = "09121110004";
    const ip = "198.51.100.4";
    await userWithPassword(mobile);
    for (let i = 0; i < 4; i += 1) expect((await login(t, mobile, "Wrong#1x", ip)).statusCode).toBe(401);
    expect((await login(t, mobile, GOOD_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(t, mobile, "Wrong#1x", ip)).statusCode).toBe(401);
    const throttled = await login(t, mobile, GOOD_PASSWORD, ip);
    expect(throttled.statusCode).toBe(429);
    expect(errorOf(throttled)).toContain("کمی بعد");
    t.clock.advance(15 * MINUTE);
  });
});
