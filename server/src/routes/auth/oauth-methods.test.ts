import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test-support/test-app.js";

let configured: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  [configured, unconfigured] = await Promise.all([
    // Discovery is not reached by these tests: an issuer nobody answers is enough to be "configured".
    createTestApp({
      seed: false,
      env: {
        OIDC_ISSUER: "http://127.0.0.1:9/issuer",
        OIDC_CLIENT_ID: "vajeh-test-client",
        OIDC_CLIENT_SECRET: "s3cret",
        PUBLIC_URL: "https://vajeh.example",
      },
    }),
    createTestApp({ seed: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([configured.close(), unconfigured.close()]);
});

describe("GET /auth/methods", () => {
  it("says, without a token, whether sign-in with the identity provider is configured", async () => {
    const off = await unconfigured.call({ method: "GET", url: "/auth/methods" });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ oidc: false });
    const on = await configured.call({ method: "GET", url: "/auth/methods" });
    expect(on.json()).toEqual({ oidc: true });
  });
});

describe("GET /auth/oauth/redirect when the sign-in cannot start", () => {
  it("sends a browser back to the login page with the reason, never to a JSON page", async () => {
    for (const app of [unconfigured, configured]) {
      const response = await app.call({
        method: "GET",
        url: "/auth/oauth/redirect",
        headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/v1/auth/login?oauth_error=unavailable");
    }
  });

  it("still answers a script 503 with the Persian message", async () => {
    const response = await unconfigured.call({
      method: "GET",
      url: "/auth/oauth/redirect",
      headers: { accept: "application/json" },
    });
    expect(response.statusCode).toBe(503);
    expect((response.json() as { messages: { error: string } }).messages.error).toContain("گوگل");
  });
});
