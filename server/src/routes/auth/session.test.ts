import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "../../auth/sessions.js";
import { sessions, users } from "../../db/schema.js";
import { type TestApp, createTestApp } from "../../test-support/test-app.js";
import { decodeToken, freshMobile } from "./auth-test-support.js";

let t: TestApp;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const check = (token?: string) => t.call({ method: "GET", url: "/api/auth/check", token });
const freshTokenOf = (response: { json(): unknown }) =>
  (response.json() as { data: { access_token: string } }).data.access_token;

describe("GET /api/auth/check", () => {
  it("answers a fresh token with the user's current claims", async () => {
    const user = await t.createUser({ name: "نگار", lastname: "صالحی" });
    await t.database.db.update(users).set({ points: 12, city: "شیراز" }).where(eq(users.id, user.id));
    t.clock.advance(1000);
    const response = await check(user.token);
    expect(response.statusCode).toBe(200);
    const fresh = freshTokenOf(response);
    const claims = decodeToken(fresh);
    const old = decodeToken(user.token);
    expect(claims).toMatchObject({
      sub: user.id,
      given_name: "نگار",
      family_name: "صالحی",
      point: 12,
      city: "شیراز",
    });
    expect(claims.jti).not.toBe(old.jti);
    expect(claims.iat).toBeGreaterThan(old.iat);
    expect((await check(fresh)).statusCode).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expect((await check()).statusCode).toBe(401);
  });
});

describe("refused tokens", () => {
  it("answers 401 to a tampered token", async () => {
    const user = await t.createUser();
    const [header, payload, signature] = user.token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, point: 9999 })).toString("base64url");
    expect((await check(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    const flipped = `${signature?.slice(0, -2)}${signature?.endsWith("AA") ? "BB" : "AA"}`;
    expect((await check(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it("answers 401 to an expired token (30 days)", async () => {
    const user = await t.createUser();
    t.clock.advance(30 * DAY + 1000);
    const response = await check(user.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ messages: { error: expect.any(String) } });
  });

  it("answers 401 to an unsigned token (alg none)", async () => {
    const user = await t.createUser();
    const claims = decodeToken(user.token);
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
    expect((await check(`${header}.${body}.`)).statusCode).toBe(401);
  });

  it("answers 401 to a token signed with another secret, to garbage and to an empty bearer", async () => {
    const user = await t.createUser();
    const claims = decodeToken(user.token);
    const other = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-0123456789"));
    expect((await check(other)).statusCode).toBe(401);
    expect((await check("not.a.token")).statusCode).toBe(401);
    const empty = await t.call({
      method: "GET",
      url: "/api/auth/check",
      headers: { authorization: "Bearer " },
    });
    expect(empty.statusCode).toBe(401);
  });

  it("answers 401 to the token of a deleted user", async () => {
    const user = await t.createUser();
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await check(user.token)).statusCode).toBe(401);
  });
});

describe("GET /auth/logout", () => {
  it("ends this session: its tokens are refused everywhere; the user's other sessions still work", async () => {
    const user = await t.createUser();
    const refreshed = freshTokenOf(await check(user.token));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error("no user");
    const otherSession = await startSession(t.app.appContext, row, "pwd");
    const response = await t.call({ method: "GET", url: "/auth/logout", token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});

    const { sid } = decodeToken(user.token);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sid ?? "")),
    ).toHaveLength(0);

    expect((await check(user.token)).statusCode).toBe(401);
    expect((await check(refreshed)).statusCode).toBe(401);
    expect((await t.call({ method: "GET", url: "/auth/logout", token: user.token })).statusCode).toBe(401);
    const profile = await t.call({
      method: "POST",
      url: "/api/user/profile",
      token: user.token,
      payload: { name: "x", lastname: "y" },
    });
    expect(profile.statusCode).toBe(401);
    expect((await check(otherSession)).statusCode).toBe(200);
  });

  it("sweeps a user's sessions past their hard limit when the user signs in again", async () => {
    const user = await t.createUser();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error("no user");
    t.clock.advance(91 * DAY);
    await startSession(t.app.appContext, row, "pwd");
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect(left[0]?.id).not.toBe(decodeToken(user.token).sid);
  });

  it("answers 401 without a token", async () => {
    expect((await t.call({ method: "GET", url: "/auth/logout" })).statusCode).toBe(401);
  });
});

describe("POST /api/user/profile", () => {
  it("saves the names, city and qualification and answers the User; auth/check carries them", async () => {
    const token = await t.signUp(freshMobile());
    const response = await t.call({
      method: "POST",
      url: "/api/user/profile",
      token,
      payload: { name: "  رضا ", lastname: "مرادی", city: "اصفهان", qualification: "کارشناسی" },
    });
    expect(response.statusCode).toBe(200);
    const { sub, mobile } = decodeToken(token);
    expect(response.json()).toEqual({
      data: {
        id: sub,
        mobile,
        given_name: "رضا",
        family_name: "مرادی",
        email: null,
        picture: null,
        city: "اصفهان",
        qualification: "کارشناسی",
        point: 0,
      },
    });
    const claims = decodeToken(freshTokenOf(await check(token)));
    expect(claims).toMatchObject({ given_name: "رضا", family_name: "مرادی", city: "اصفهان" });
  });

  it("stores an absent city or qualification as an empty text", async () => {
    const user = await t.createUser();
    const response = await t.call({
      method: "POST",
      url: "/api/user/profile",
      token: user.token,
      payload: { name: "الف", lastname: "ب" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { city: "", qualification: "" } });
  });

  it("refuses empty names with 422 naming the field", async () => {
    const user = await t.createUser();
    const response = await t.call({
      method: "POST",
      url: "/api/user/profile",
      token: user.token,
      payload: { name: " ", lastname: "ب" },
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { fields: Record<string, string> }).fields.name).toBeDefined();
  });

  it("needs a token (401)", async () => {
    const response = await t.call({
      method: "POST",
      url: "/api/user/profile",
      payload: { name: "a", lastname: "b" },
    });
    expect(response.statusCode).toBe(401);
  });
});
