import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../auth/passwords.js";
import { users } from "../../db/schema.js";
import { type TestApp, createTestApp } from "../../test-support/test-app.js";
import { GOOD_PASSWORD, errorOf, freshMobile, login } from "./auth-test-support.js";

// Issue 12 item 3: failed logins are throttled per (mobile, IP) pair, per mobile only against pairs
// that already failed, and per IP with a ceiling high enough for carrier NAT, all in the database;
// nobody can lock the owner out by failing on purpose (docs/decisions/008-login-throttling.md).

let t: TestApp;
let passwordHash: string;
const MINUTE = 60_000;
const OWNER_IP = "203.0.113.5";

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  passwordHash = await hashPassword(GOOD_PASSWORD);
});

afterAll(async () => {
  await t.close();
});

/** A user whose password is GOOD_PASSWORD; returns the mobile. */
async function owner(prefix = "0913"): Promise<string> {
  const mobile = freshMobile(prefix);
  const user = await t.createUser({ mobile });
  await t.database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  return mobile;
}

describe("login throttling", () => {
  it("lets the owner sign in from their IP after an attacker from another IP failed 50 times", async () => {
    const mobile = await owner();
    for (let i = 0; i < 50; i += 1) {
      const response = await login(t, mobile, `Wrong#${i}x`, "198.51.100.66");
      expect([401, 429]).toContain(response.statusCode);
    }
    expect((await login(t, mobile, GOOD_PASSWORD, OWNER_IP)).statusCode).toBe(200);
  });

  it("lets the owner sign in after 50 failures spread over 50 IPs", async () => {
    const mobile = await owner();
    for (let i = 0; i < 50; i += 1) {
      expect((await login(t, mobile, `Wrong#${i}x`, `198.51.101.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login(t, mobile, GOOD_PASSWORD, OWNER_IP)).statusCode).toBe(200);
  });

  it("throttles one IP guessing one account: 5 failures, then 429 with Retry-After, even for the right password", async () => {
    const mobile = await owner();
    const ip = "198.51.100.77";
    for (let i = 1; i <= 5; i += 1) {
      expect((await login(t, mobile, `Wrong#${i}x`, ip)).statusCode, `failure ${i}`).toBe(401);
    }
    const throttled = await login(t, mobile, GOOD_PASSWORD, ip);
    expect(throttled.statusCode).toBe(429);
    expect(errorOf(throttled)).toContain("کمی بعد");
    expect(Number(throttled.headers["retry-after"])).toBe(15 * 60);
    expect((await login(t, mobile, GOOD_PASSWORD, OWNER_IP)).statusCode).toBe(200);

    t.clock.advance(15 * MINUTE);
    expect((await login(t, mobile, GOOD_PASSWORD, ip)).statusCode).toBe(200);
  });

  it("once an account has many failures, refuses further tries from IPs that failed, not from a clean one", async () => {
    const mobile = await owner();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(t, mobile, `Wrong#${i}x`, `198.51.102.${i + 1}`)).statusCode).toBe(401);
    }
    const again = await login(t, mobile, GOOD_PASSWORD, "198.51.102.1");
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    // A new IP gets one guess, then it too is refused until the hour has passed.
    expect((await login(t, mobile, "Wrong#new", "198.51.102.200")).statusCode).toBe(401);
    expect((await login(t, mobile, "Wrong#new2", "198.51.102.200")).statusCode).toBe(429);
    expect((await login(t, mobile, GOOD_PASSWORD, OWNER_IP)).statusCode).toBe(200);
    t.clock.advance(60 * MINUTE);
  });

  it("lets users behind one address (carrier NAT) sign in after 51 typos among them", async () => {
    const nat = "100.64.0.1";
    const mobiles: string[] = [];
    for (let i = 0; i < 51; i += 1) mobiles.push(await owner("0936"));
    for (const mobile of mobiles) expect((await login(t, mobile, "typo#Pass1", nat)).statusCode).toBe(401);
    for (const mobile of mobiles.slice(-10)) {
      expect((await login(t, mobile, GOOD_PASSWORD, nat)).statusCode, mobile).toBe(200);
    }
  }, 120_000);

  it("counts failures for unknown mobiles the same way, so the throttling reveals nothing", async () => {
    const unknown = freshMobile("0914");
    const ip = "198.51.100.88";
    for (let i = 0; i < 5; i += 1) expect((await login(t, unknown, "Wrong#1x", ip)).statusCode).toBe(401);
    expect((await login(t, unknown, "Wrong#1x", ip)).statusCode).toBe(429);
  });

  it("lets exactly 5 of 20 simultaneous wrong logins from one IP be tried", async () => {
    const mobile = await owner();
    const ip = "198.51.100.99";
    const responses = await Promise.all(Array.from({ length: 20 }, () => login(t, mobile, "Wrong#1x", ip)));
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(15);
    expect((await login(t, mobile, GOOD_PASSWORD, OWNER_IP)).statusCode).toBe(200);
  });
});

describe("the per-IP ceiling", () => {
  let small: TestApp;

  beforeAll(async () => {
    small = await createTestApp({ seed: false, env: { LOGIN_FAILURES_PER_IP_PER_HOUR: "20" } });
  });

  afterAll(async () => {
    await small.close();
  });

  it("refuses an address that failed on many mobiles (password spraying), but not the others", async () => {
    const ip = "198.51.100.111";
    for (let i = 0; i < 20; i += 1) {
      expect((await login(small, freshMobile("0914"), "Spray#2026", ip)).statusCode, `try ${i + 1}`).toBe(
        401,
      );
    }
    const refused = await login(small, freshMobile("0914"), "Spray#2026", ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toContain("بیش از حد");
    expect(Number(refused.headers["retry-after"])).toBe(3600);
    expect((await login(small, freshMobile("0914"), "Spray#2026", "198.51.100.112")).statusCode).toBe(401);
  });
});
