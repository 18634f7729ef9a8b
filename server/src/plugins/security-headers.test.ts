import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, registerSecurityHeaders } from "./security-headers.js";

// registerSecurityHeaders sets helmet's headers from a list read once; they must be exactly those
// @fastify/helmet sets per request with the same options: names (as spelt), values and order.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function withRoutes(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  apps.push(app);
  await register(app);
  app.get("/json", async () => ({ ok: true }));
  app.get("/text", async (_request, reply) => reply.type("text/plain").header("x-own", "1").send("hi"));
  return app;
}

async function headersOf(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: "GET", url });
  const raw = res.raw.res as typeof res.raw.res & { getRawHeaderNames(): string[] };
  return {
    status: res.statusCode,
    headers: raw.getRawHeaderNames().map((name) => [name, raw.getHeader(name)]),
  };
}

describe("security headers", () => {
  it.each(["http://127.0.0.1", "https://vajeh.example"])(
    "are @fastify/helmet's, in its order and spelling (PUBLIC_URL %s)",
    async (publicUrl) => {
      const httpsOnly = publicUrl.startsWith("https://");
      const ours = await withRoutes((app) => registerSecurityHeaders(app, { publicUrl }));
      const helmets = await withRoutes(async (app) => {
        await app.register(fastifyHelmet, {
          contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(httpsOnly) },
          referrerPolicy: { policy: "no-referrer" },
          hsts: { maxAge: 31_536_000, includeSubDomains: true },
          crossOriginEmbedderPolicy: false,
        });
      });
      for (const url of ["/json", "/text", "/missing"]) {
        const expected = await headersOf(helmets, url);
        expect(expected.headers.length).toBeGreaterThan(10);
        expect(await headersOf(ours, url)).toEqual(expected);
      }
      const csp = (await headersOf(ours, "/json")).headers.find(
        ([name]) => name === "Content-Security-Policy",
      );
      expect(String(csp?.[1]).includes("upgrade-insecure-requests")).toBe(httpsOnly);
    },
  );
});
