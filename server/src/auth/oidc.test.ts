import net from "node:net";
import { OAuth2Server } from "oauth2-mock-server";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import {
  createOidcClient,
  flowCookie,
  isLoopbackHttp,
  newFlow,
  oidcFlowKey,
  oidcSettings,
  openFlow,
  readCookie,
  sealFlow,
  verifiedIdentity,
} from "./oidc.js";

const key = oidcFlowKey(new TextEncoder().encode("test-secret-test-secret-test-secret-0123456789"));
const now = new Date("2026-03-01T08:00:00.000Z");

describe("OpenID Connect helpers", () => {
  it("are configured only with issuer, client id and secret together", () => {
    expect(oidcSettings(loadConfig({}))).toBeNull();
    expect(
      oidcSettings(loadConfig({ OIDC_ISSUER: "https://accounts.google.com", OIDC_CLIENT_ID: "x" })),
    ).toBeNull();
    const settings = oidcSettings(
      loadConfig({
        OIDC_ISSUER: "https://accounts.google.com",
        OIDC_CLIENT_ID: "x",
        OIDC_CLIENT_SECRET: "y",
      }),
    );
    expect(settings?.issuer.href).toBe("https://accounts.google.com/");
  });

  it("allow plain http for a provider on this machine only", () => {
    expect(isLoopbackHttp(new URL("http://127.0.0.1:8080"))).toBe(true);
    expect(isLoopbackHttp(new URL("http://localhost:8080"))).toBe(true);
    expect(isLoopbackHttp(new URL("http://[::1]:8080"))).toBe(true);
    expect(isLoopbackHttp(new URL("http://accounts.example.com"))).toBe(false);
    expect(isLoopbackHttp(new URL("https://127.0.0.1"))).toBe(false);
  });

  it("seal a flow that only this key opens, for 10 minutes", async () => {
    const flow = newFlow("https://vajeh.example/v1/auth/oauth");
    const sealed = await sealFlow(key, flow, now);
    expect(sealed).not.toContain(flow.codeVerifier);
    expect(await openFlow(key, sealed, now)).toEqual(flow);
    expect(await openFlow(key, sealed, new Date(now.getTime() + 9 * 60_000))).toEqual(flow);
    expect(await openFlow(key, sealed, new Date(now.getTime() + 10 * 60_000 + 1000))).toBeNull();
    const otherKey = oidcFlowKey(new TextEncoder().encode("another"));
    expect(await openFlow(otherKey, sealed, now)).toBeNull();
    expect(await openFlow(key, `${sealed}x`, now)).toBeNull();
    expect(await openFlow(key, undefined, now)).toBeNull();
  });

  it("read one cookie and write the flow cookie", () => {
    expect(readCookie("a=1; vajeh_oidc=abc.def; b=2", "vajeh_oidc")).toBe("abc.def");
    expect(readCookie("a=1", "vajeh_oidc")).toBeUndefined();
    expect(readCookie(undefined, "vajeh_oidc")).toBeUndefined();
    expect(flowCookie("v", { secure: false, maxAgeSeconds: 0 })).toBe(
      "vajeh_oidc=v; Path=/auth/oauth; Max-Age=0; HttpOnly; SameSite=Lax",
    );
  });

  it("take an identity only from a verified email", () => {
    expect(verifiedIdentity({ email: "A@B.com", email_verified: true, given_name: "A" })).toEqual({
      email: "a@b.com",
      givenName: "A",
      familyName: null,
      picture: null,
    });
    expect(verifiedIdentity({ email: "a@b.com", email_verified: "true" })?.email).toBe("a@b.com");
    expect(verifiedIdentity({ email: "a@b.com", email_verified: false })).toBeNull();
    expect(verifiedIdentity({ email: "a@b.com" })).toBeNull();
    expect(verifiedIdentity({ email_verified: true })).toBeNull();
    expect(
      verifiedIdentity({ email: "a@b.com", email_verified: true, picture: "javascript:alert(1)" }),
    ).toEqual({
      email: "a@b.com",
      givenName: null,
      familyName: null,
      picture: null,
    });
    expect(verifiedIdentity({ email: "not-an-email", email_verified: true })).toBeNull();
    expect(verifiedIdentity(null)).toBeNull();
  });

  it("retry discovery after a failure instead of caching it", async () => {
    // A port that was just free: nothing listens there.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const client = createOidcClient({
      issuer: new URL(`http://localhost:${port}`),
      clientId: "x",
      clientSecret: "y",
    });
    await expect(client.configuration()).rejects.toThrow();

    const provider = new OAuth2Server();
    await provider.issuer.keys.generate("RS256");
    await provider.start(port, "127.0.0.1");
    try {
      const configuration = await client.configuration();
      expect(configuration.serverMetadata().issuer).toBe(`http://localhost:${port}`);
    } finally {
      await provider.stop();
    }
  });
});
