import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.js";
import { type TestApp, createTestApp } from "../../test-support/test-app.js";
import { decodeToken, errorOf, tokenOf } from "./auth-test-support.js";

const CLIENT_ID = "vajeh-test-client";
const PUBLIC_URL = "https://vajeh.example";

let provider: OAuth2Server;
let t: TestApp;
let unconfigured: TestApp;
/** The claims the provider's next ID tokens carry besides sub/aud/iss. */
let identity: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, identity);
  });
  const issuer = provider.issuer.url;
  if (!issuer) throw new Error("mock provider has no URL");
  [t, unconfigured] = await Promise.all([
    createTestApp({
      env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: "s3cret", PUBLIC_URL },
    }),
    createTestApp({ seed: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([t.close(), unconfigured.close()]);
  await provider.stop();
});

interface Started {
  authorizeUrl: URL;
  cookie: string;
}

/** GET /auth/oauth/redirect: the provider URL and the flow cookie (name=value). */
async function start(): Promise<Started> {
  const response = await t.call({ method: "GET", url: "/auth/oauth/redirect" });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers["set-cookie"]);
  return { authorizeUrl: new URL(String(response.headers.location)), cookie: setCookie.split(";")[0] ?? "" };
}

/** The browser at the provider: it answers with a redirect to our redirect_uri carrying code and state. */
async function authorize(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

function callback(query: string, cookie?: string) {
  return t.call({ method: "GET", url: `/auth/oauth${query}`, headers: cookie ? { cookie } : {} });
}

describe("sign-in with an OpenID Connect provider", () => {
  it("redirects to the provider with PKCE (S256), state, nonce and the app's callback, and sets a sealed httpOnly cookie", async () => {
    const response = await t.call({ method: "GET", url: "/auth/oauth/redirect" });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    const params = location.searchParams;
    expect(params.get("client_id")).toBe(CLIENT_ID);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("redirect_uri")).toBe(`${PUBLIC_URL}/v1/auth/oauth`);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("state")).toBeTruthy();
    expect(params.get("nonce")).toBeTruthy();
    expect(params.get("scope")).toBe("openid email profile");

    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(
      /^vajeh_oidc=[^;]+; Path=\/auth\/oauth; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(cookie).not.toContain(params.get("state") ?? "-");
  });

  it("completes the round trip: redirect → provider → callback → token (amr oidc), creating the user once", async () => {
    identity = {
      email: "Sara.Example@Gmail.com",
      email_verified: true,
      given_name: "Sara",
      family_name: "Example",
      picture: "https://lh3.example/photo.jpg",
    };
    const { authorizeUrl, cookie } = await start();
    const back = await authorize(authorizeUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/v1/auth/oauth`);

    const response = await callback(back.search, cookie);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toContain("Max-Age=0");
    const claims = decodeToken(tokenOf(response));
    expect(claims).toMatchObject({
      email: "sara.example@gmail.com",
      given_name: "Sara",
      family_name: "Example",
      mobile: null,
      has_password: false,
      amr: "oidc",
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "sara.example@gmail.com"));
    expect(row?.emailVerified).toBe(true);
    expect(row?.picture).toBe("https://lh3.example/photo.jpg");

    // The same Google account again: the same user, names kept as edited.
    await t.database.db.update(users).set({ givenName: "سارا" }).where(eq(users.id, claims.sub));
    const second = await start();
    const again = await callback((await authorize(second.authorizeUrl)).search, second.cookie);
    expect(again.statusCode).toBe(200);
    const claimsAgain = decodeToken(tokenOf(again));
    expect(claimsAgain.sub).toBe(claims.sub);
    expect(claimsAgain.given_name).toBe("سارا");
    const rows = await t.database.db.select().from(users).where(eq(users.email, "sara.example@gmail.com"));
    expect(rows).toHaveLength(1);
  });

  it("refuses a callback whose state is not the cookie's (400), and one without the cookie", async () => {
    identity = { email: "x@example.com", email_verified: true };
    const { authorizeUrl, cookie } = await start();
    const back = await authorize(authorizeUrl);
    const forged = new URLSearchParams(back.search);
    forged.set("state", "someone-elses-state");
    const bad = await callback(`?${forged.toString()}`, cookie);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toContain("گوگل");

    const noCookie = await callback(back.search);
    expect(noCookie.statusCode).toBe(400);

    const otherFlow = await start();
    const crossed = await callback(back.search, otherFlow.cookie);
    expect(crossed.statusCode).toBe(400);
  });

  it("refuses a forged or expired flow cookie (400)", async () => {
    identity = { email: "y@example.com", email_verified: true };
    const { authorizeUrl, cookie } = await start();
    const back = await authorize(authorizeUrl);
    const tampered = `${cookie.slice(0, -3)}${cookie.endsWith("AAA") ? "BBB" : "AAA"}`;
    expect((await callback(back.search, tampered)).statusCode).toBe(400);

    t.clock.advance(10 * 60_000 + 1000);
    expect((await callback(back.search, cookie)).statusCode).toBe(400);
  });

  it("refuses a reused code (400)", async () => {
    identity = { email: "z@example.com", email_verified: true };
    const { authorizeUrl, cookie } = await start();
    const back = await authorize(authorizeUrl);
    expect((await callback(back.search, cookie)).statusCode).toBe(200);
    expect((await callback(back.search, cookie)).statusCode).toBe(400);
  });

  it("answers 400 when the provider reports an error (the user cancelled)", async () => {
    const { authorizeUrl, cookie } = await start();
    const state = authorizeUrl.searchParams.get("state") ?? "";
    const response = await callback(`?error=access_denied&state=${encodeURIComponent(state)}`, cookie);
    expect(response.statusCode).toBe(400);
  });

  it("refuses an account whose email is not verified (403) and creates no user", async () => {
    identity = { email: "unverified@example.com", email_verified: false };
    const { authorizeUrl, cookie } = await start();
    const response = await callback((await authorize(authorizeUrl)).search, cookie);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toContain("تأیید");
    const rows = await t.database.db.select().from(users).where(eq(users.email, "unverified@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("answers 503 with a Persian message on both routes when no provider is configured", async () => {
    for (const url of ["/auth/oauth/redirect", "/auth/oauth?code=abc&state=def"]) {
      const response = await unconfigured.call({ method: "GET", url });
      expect(response.statusCode, url).toBe(503);
      expect(errorOf(response)).toContain("گوگل");
    }
  });
});
