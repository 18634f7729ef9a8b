import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import type { Database } from "../db/client.js";
import { openApp } from "../startup/open-app.js";
import { settings } from "../db/schema.js";
import { precompressDirectory } from "./precompress.js";
import { HOME_HEADER_ATTRIBUTE, shellWithHomeHeader } from "./static-pwa.js";
import { REQUESTS_PER_IP_PER_MINUTE } from "./rate-limit.js";
import { copySeededDataDir } from "../test-support/seeded-data-dir.js";

let app: FastifyInstance;
let database: Database;
let root: string;
const JS = "assets/index-abc123.js";
/** Enough repetitive code that compression pays, as in a real chunk. */
const jsSource = Array.from({ length: 400 }, (_, i) => `export const word${i} = "Wort ${i}";`).join("\n");
const indexHtml = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>واژه</title>${Array.from(
  { length: 20 },
  (_, i) => `<link rel="modulepreload" href="/v1/assets/chunk-${i}.js">`,
).join("")}</head><body><div id="root"></div></body></html>`;
const png = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c63f8ffff3f0005fe02fe0def46b80000000049454e44ae426082",
  "hex",
);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-static-"));
  const dataDir = copySeededDataDir("vajeh-static-data-");
  fs.mkdirSync(path.join(root, "assets"));
  fs.mkdirSync(path.join(root, "icons"));
  fs.writeFileSync(path.join(root, "index.html"), indexHtml);
  fs.writeFileSync(path.join(root, "sw.js"), `self.__WB_MANIFEST = [];\n${jsSource}`);
  fs.writeFileSync(path.join(root, JS), jsSource);
  fs.writeFileSync(path.join(root, `${JS}.map`), JSON.stringify({ version: 3, sources: ["src/secret.ts"] }));
  fs.writeFileSync(path.join(root, "icons", "icon-192.png"), png);
  precompressDirectory(root);
  ({ app, database } = await openApp(loadConfig({ STATIC_DIR: root, DATA_DIR: dataDir }), { logger: false }));
});

afterAll(async () => {
  await app.close();
  await database.close();
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

  it("does not count the app's own files against an address's request limit; the API still counts", async () => {
    const remoteAddress = "198.51.100.23";
    for (let i = 0; i <= REQUESTS_PER_IP_PER_MINUTE; i += 1) {
      const url = i % 2 === 0 ? "/v1/assets/index-abc123.js" : "/v1/icons/icon-192.png";
      expect((await app.inject({ method: "GET", url, remoteAddress })).statusCode, url).toBe(200);
    }
    for (let i = 0; i < REQUESTS_PER_IP_PER_MINUTE; i += 1) {
      const answer = await app.inject({ method: "GET", url: "/auth/methods", remoteAddress });
      expect(answer.statusCode).toBe(200);
      // An answer under the limit carries none of its figures (bytes on every sync request).
      if (i === 0)
        expect(Object.keys(answer.headers).filter((name) => name.startsWith("x-ratelimit"))).toEqual([]);
    }
    const refused = await app.inject({ method: "GET", url: "/auth/methods", remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["x-ratelimit-limit"]).toBe(String(REQUESTS_PER_IP_PER_MINUTE));
    // The shell is no file: past the limit it is refused like the API.
    expect((await app.inject({ method: "GET", url: "/v1/course/a1", remoteAddress })).statusCode).toBe(429);
  });

  it("gives a real 404 for a missing file, never the shell", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/assets/missing-999.js" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<html");
  });

  it("never serves a source map, nor a precompressed sibling asked for by name", async () => {
    for (const url of [`/v1/${JS}.map`, `/v1/${JS}.br`, `/v1/${JS}.gz`, "/v1/index.html.br"]) {
      for (const encoding of [undefined, "br", "gzip"]) {
        const response = await app.inject({
          method: "GET",
          url,
          headers: encoding ? { "accept-encoding": encoding } : {},
        });
        expect(response.statusCode, `${url} ${encoding ?? ""}`).toBe(404);
        expect(response.body).not.toContain("secret");
        expect(response.json()).toEqual({ messages: { error: expect.any(String) } });
      }
    }
  });
});

describe("the home header image in the shell", () => {
  const headerLink = (html: string) =>
    new RegExp(
      `<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" ${HOME_HEADER_ATTRIBUTE}>`,
    ).exec(html)?.[1] ?? null;

  it("is named in the head of /v1/ from the settings, follows a change of them, and is compressed", async () => {
    const setHeader = (value: string | null) =>
      database.db
        .insert(settings)
        .values({ key: "LINK_IMAGE_USER_MAIN_PAGE_HEADER", value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    await setHeader("/media/header/one.png");
    const first = await app.inject({ method: "GET", url: "/v1/" });
    expect(first.headers["content-type"]).toMatch(/^text\/html/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(headerLink(first.body)).toBe("/media/header/one.png");
    expect(first.body.indexOf(HOME_HEADER_ATTRIBUTE)).toBeLessThan(first.body.indexOf("</head>"));
    await setHeader("https://cdn.example.com/two.webp?w=640&q=80");
    const second = await app.inject({ method: "GET", url: "/v1/", headers: { "accept-encoding": "br" } });
    expect(second.headers["content-encoding"]).toBe("br");
    const text = zlib.brotliDecompressSync(second.rawPayload).toString("utf8");
    expect(headerLink(text)).toBe("https://cdn.example.com/two.webp?w=640&amp;q=80");
    // Other screens do not show the header: their shell is the build's file as it is.
    const deep = await app.inject({ method: "GET", url: "/v1/lesson/a1/a1-1" });
    expect(deep.body).not.toContain(HOME_HEADER_ATTRIBUTE);
    await setHeader(null);
    const none = await app.inject({ method: "GET", url: "/v1/" });
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain(HOME_HEADER_ATTRIBUTE);
    expect(none.body).toContain('<div id="root">');
  });

  it("names only URLs that cannot break out of the attribute", () => {
    const shell = "<html><head><title>x</title></head><body></body></html>";
    expect(headerLink(shellWithHomeHeader(shell, "/media/a.png"))).toBe("/media/a.png");
    for (const url of [
      "",
      "media/a.png",
      "//evil.example/a.png",
      '/a.png" onload="alert(1)',
      "/a.png'><script>x</script>",
      "/a b.png",
      "/a,b.png",
      "javascript:x",
      "/a\r\nSet-Cookie: x",
    ]) {
      expect(shellWithHomeHeader(shell, url), url).toBe(shell);
    }
  });
});

describe("precompressed answers", () => {
  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "GET",
      url,
      headers: { ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }), ...headers },
    });
  const file = (name: string) => fs.readFileSync(path.join(root, name));

  it("sends a hashed asset as the build's .br to a client that accepts brotli", async () => {
    const identity = await get(`/v1/${JS}`);
    // What Chromium sends; brotli is preferred over gzip.
    for (const accept of ["br", "gzip, deflate, br, zstd"]) {
      const response = await get(`/v1/${JS}`, accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.rawPayload.equals(file(`${JS}.br`))).toBe(true);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(jsSource);
      expect(response.rawPayload.length).toBeLessThan(jsSource.length / 3);
      expect(response.headers["content-type"]).toBe(identity.headers["content-type"]);
      expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("sends the build's .gz to a client that accepts only gzip", async () => {
    const response = await get(`/v1/${JS}`, "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.rawPayload.equals(file(`${JS}.gz`))).toBe(true);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(jsSource);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the file itself to a client that accepts no encoding", async () => {
    for (const accept of [undefined, "identity"]) {
      const response = await get(`/v1/${JS}`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body).toBe(jsSource);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it("sends index.html (for /v1/ and deep links) and sw.js compressed, still no-cache", async () => {
    for (const url of ["/v1/", "/v1/course/1", "/v1/index.html"]) {
      const response = await get(url, "br");
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
    const sw = await get("/v1/sw.js", "gzip");
    expect(sw.headers["content-encoding"]).toBe("gzip");
    expect(sw.headers["cache-control"]).toBe("no-cache");
    expect(zlib.gunzipSync(sw.rawPayload).toString()).toContain("__WB_MANIFEST");
  });

  it("answers 304 for a compressed asset the client has, and keeps each encoding's ETag apart", async () => {
    const br = await get(`/v1/${JS}`, "br");
    const plain = await get(`/v1/${JS}`);
    const etag = br.headers.etag;
    if (typeof etag !== "string") throw new Error("no ETag");
    expect(plain.headers.etag).not.toBe(etag);
    const revalidated = await get(`/v1/${JS}`, "br", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    const shell = await get("/v1/", "br");
    const shellAgain = await get("/v1/", "br", { "if-none-match": String(shell.headers.etag) });
    expect(shellAgain.statusCode).toBe(304);
    expect(shellAgain.rawPayload).toHaveLength(0);
  });

  it("sends an image as it is, whatever the client accepts", async () => {
    const response = await get("/v1/icons/icon-192.png", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload.equals(png)).toBe(true);
  });
});

describe("the rest of /v1/", () => {
  it("gives a real 404 for a missing file, also to a client asking for brotli", async () => {
    const compressed = await app.inject({
      method: "GET",
      url: "/v1/assets/missing-999.js",
      headers: { "accept-encoding": "br" },
    });
    expect(compressed.statusCode).toBe(404);
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
