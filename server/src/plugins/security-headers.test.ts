import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, DATA_HEADERS, registerSecurityHeaders } from "./security-headers.js";

// registerSecurityHeaders sets helmet's headers from a list read once on every answer that is or may
// be a page; they must be exactly those @fastify/helmet sets per request with the same options: names
// (as spelt), values and order. A data answer (JSON, a picture; with no type, one under /api/ or
// /auth/) gets DATA_HEADERS only.

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
  app.get("/page", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<p>hi</p>"));
  app.get("/script.js", async (_request, reply) => reply.type("text/javascript").send("1"));
  app.get("/v1/unchanged", async (_request, reply) => reply.code(304).send());
  app.get("/api/page", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<p>pay</p>"));
  app.get("/api/unchanged", async (_request, reply) => reply.code(304).send());
  app.get("/auth/redirect", async (_request, reply) => reply.redirect("/v1/"));
  app.get("/media/a.png", async (_request, reply) => reply.type("image/png").send(Buffer.from([1])));
  app.get("/api/own", async (_request, reply) => reply.header("X-Frame-Options", "SAMEORIGIN").send({}));
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
    "are @fastify/helmet's on pages, in its order and spelling, and the data set on data (PUBLIC_URL %s)",
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
      // Pages, and what may be one: a script (a worker's CSP is its script's), a typeless answer outside
      // the API (a page's 304 replaces the cached page's headers), a page the API serves (the sandbox
      // gateway's).
      for (const url of ["/text", "/page", "/script.js", "/v1/unchanged", "/api/page"]) {
        const expected = await headersOf(helmets, url);
        expect(expected.headers.length).toBeGreaterThan(10);
        expect(await headersOf(ours, url), url).toEqual(expected);
      }
      // Data: JSON (an error's too), a picture, and a typeless answer of the API.
      for (const url of ["/json", "/missing", "/media/a.png", "/api/unchanged", "/auth/redirect"]) {
        const { headers } = await headersOf(ours, url);
        const names = headers.map(([name]) => String(name));
        for (const [name, value] of DATA_HEADERS) expect(headers, url).toContainEqual([name, value]);
        for (const pageOnly of ["Cross-Origin-Opener-Policy", "Referrer-Policy", "X-XSS-Protection"]) {
          expect(names, url).not.toContain(pageOnly);
        }
        expect(
          names.filter((name) => name === "Content-Security-Policy"),
          url,
        ).toHaveLength(1);
      }
      // A header the route set itself wins.
      const own = (await headersOf(ours, "/api/own")).headers;
      expect(own.filter(([name]) => String(name).toLowerCase() === "x-frame-options")).toEqual([
        ["x-frame-options", "SAMEORIGIN"],
      ]);
      const html = (await headersOf(ours, "/page")).headers.find(
        ([name]) => name === "Content-Security-Policy",
      );
      expect(String(html?.[1]).includes("upgrade-insecure-requests")).toBe(httpsOnly);
    },
  );
});
