import { describe, expect, it } from "vitest";
import { hashPassword, passwordPolicyText, verifyPassword } from "./passwords.js";

describe("passwords", () => {
  it("hashes with argon2id (19 MiB, 2 passes, 1 lane) and a random salt", async () => {
    const a = await hashPassword("Vajeh#2026");
    const b = await hashPassword("Vajeh#2026");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it("verifies the right password only", async () => {
    const hash = await hashPassword("Vajeh#2026");
    expect(await verifyPassword(hash, "Vajeh#2026")).toBe(true);
    expect(await verifyPassword(hash, "vajeh#2026")).toBe(false);
  });

  it("answers false without a hash (after a dummy verification) and for a malformed hash", async () => {
    expect(await verifyPassword(null, "anything")).toBe(false);
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("lists the unmet conditions of the policy in Persian", () => {
    expect(passwordPolicyText("Vajeh#2026")).toBeNull();
    expect(passwordPolicyText("abc")).toBe(
      "رمز عبور باید این شرایط را داشته باشد: دست‌کم ۶ نویسه، یک حرف بزرگ لاتین (A تا Z)، یک نویسهٔ ویژه مانند ! یا @.",
    );
  });
});
