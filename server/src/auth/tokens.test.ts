import { describe, expect, it } from "vitest";
import { TOKEN_TTL_SECONDS, type TokenClaims, createTokenService } from "./tokens.js";

// A verified token is remembered (the HMAC is skipped on a repeat), but never past its expiry.

const claims: TokenClaims = {
  sub: "u1",
  sid: "s1",
  mobile: "09350000001",
  given_name: null,
  family_name: null,
  email: null,
  picture: null,
  city: null,
  qualification: null,
  point: 0,
  has_password: false,
};

describe("token verification", () => {
  it("refuses a token once it expires, even one verified (and remembered) before", async () => {
    const tokens = createTokenService(new TextEncoder().encode("x".repeat(48)));
    const signedAt = new Date("2026-03-01T08:00:00.000Z");
    const token = await tokens.sign(claims, signedAt);
    const justBefore = new Date(signedAt.getTime() + TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await tokens.verify(token, signedAt)).sid).toBe("s1");
    expect((await tokens.verify(token, justBefore)).sub).toBe("u1");
    const atExpiry = new Date(signedAt.getTime() + TOKEN_TTL_SECONDS * 1000);
    await expect(tokens.verify(token, atExpiry)).rejects.toThrow();
  });

  it("refuses a token signed with another secret, whatever was remembered", async () => {
    const mine = createTokenService(new TextEncoder().encode("x".repeat(48)));
    const theirs = createTokenService(new TextEncoder().encode("y".repeat(48)));
    const now = new Date("2026-03-01T08:00:00.000Z");
    const token = await theirs.sign(claims, now);
    expect((await theirs.verify(token, now)).sub).toBe("u1");
    await expect(mine.verify(token, now)).rejects.toThrow();
  });
});
