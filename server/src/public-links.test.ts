import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillCart } from "./routes/store/store-test-support.js";
import { createTestApp, type TestApp } from "./test-support/test-app.js";

// Links the server hands out (invite links, the OAuth redirect_uri, payment callbacks) are built on
// the configured origin only: a forged Host (or X-Forwarded-Host) must never reach them.

const FORGED_HEADERS: Record<string, string>[] = [
  { host: "evil.example" },
  { host: "evil.example:8080" },
  { host: "127.0.0.1:8123", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
  { host: "evil.example", "x-forwarded-host": "evil.example" },
];
const ORIGIN = "http://127.0.0.1:8123";

let provider: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const issuer = provider.issuer.url;
  if (!issuer) throw new Error("mock provider has no URL");
  // No PUBLIC_URL (development): the origin is the configured HOST and PORT.
  t = await createTestApp({
    env: {
      HOST: "127.0.0.1",
      PORT: "8123",
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: "vajeh-test-client",
      OIDC_CLIENT_SECRET: "s3cret",
    },
  });
});

afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

describe("links without PUBLIC_URL", () => {
  it("an invite link is on the configured origin whatever the Host", async () => {
    const { token } = await t.createUser();
    for (const headers of FORGED_HEADERS) {
      const response = await t.call({ method: "GET", url: "/api/user/invite", token, headers });
      expect(response.statusCode).toBe(200);
      const link = (response.json() as { data: { invite_link: string } }).data.invite_link;
      expect(link.startsWith(`${ORIGIN}/v1/auth/signup/mobile?invite=`), link).toBe(true);
      expect(link).not.toContain("evil");
    }
  });

  it("the OAuth redirect_uri is on the configured origin whatever the Host", async () => {
    for (const headers of FORGED_HEADERS) {
      const response = await t.call({ method: "GET", url: "/auth/oauth/redirect", headers });
      expect(response.statusCode).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(location.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/v1/auth/oauth`);
      expect(String(response.headers.location)).not.toContain("evil");
    }
  });

  it("a payment's gateway page and callback are on the configured origin whatever the Host", async () => {
    for (const headers of FORGED_HEADERS) {
      const { token } = await t.createUser();
      await fillCart(t, token);
      const response = await t.call({ method: "GET", url: "/api/payment/pay/cart/sandbox", token, headers });
      expect(response.statusCode).toBe(200);
      const url = (response.json() as { data: { url: string } }).data.url;
      expect(url.startsWith(`${ORIGIN}/payment/sandbox/`), url).toBe(true);
    }
  });
});
