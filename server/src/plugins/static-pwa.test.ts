import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";

let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-static-"));
  fs.mkdirSync(path.join(root, "assets"));
  fs.writeFileSync(path.join(root, "index.html"), '<!doctype html><html lang="fa" dir="rtl"></html>');
  fs.writeFileSync(path.join(root, "sw.js"), "self.addEventListener('fetch', () => {});");
  fs.writeFileSync(path.join(root, "assets", "index-abc123.js"), "console.log(1);");
  app = await buildApp({ config: loadConfig({ STATIC_DIR: root, DATA_DIR: root }), logger: false });
});

afterAll(async () => {
  await app.close();
});

describe("serving the PWA under /v1/", () => {
  it("redirects / to /v1/", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/v1/");
  });

  it("answers /v1/ and every deep link with index.html, not cached", async () => {
    for (const url of ["/v1/", "/v1/course/1", "/v1/words/word/abc/def?x=1"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('dir="rtl"');
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves sw.js with no-cache and hashed assets as immutable", async () => {
    const sw = await app.inject({ method: "GET", url: "/v1/sw.js" });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers["cache-control"]).toBe("no-cache");
    const asset = await app.inject({ method: "GET", url: "/v1/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("gives a real 404 for a missing file, never the shell", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/assets/missing-999.js" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<html");
  });

  it("answers an unknown API path with the error shape", async () => {
    const response = await app.inject({ method: "GET", url: "/api/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messages: { error: expect.any(String) } });
  });

  it("has a health route", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ data: { status: "ok" } });
  });
});
