import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.js";
import { COMPRESSION_THRESHOLD, registerCompression } from "./compression.js";
import { MEDIA_CACHE_CONTROL } from "./static-pwa.js";

let t: TestApp;
let learner: { id: string; token: string };
/** A WAV of silence: very compressible, so only the type rule keeps it uncompressed. */
let wav: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.createUser({ subscribed: true });
  wav = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(64 * 1024)]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-wav-")), "long.wav");
  fs.writeFileSync(file, wav);
  t.tts.speak = async () => ({ file, etag: '"long"', contentType: "audio/wav" });
});
afterAll(async () => {
  await t?.close();
});

const SECTION = "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1";
const get = (url: string, headers: Record<string, string> = {}) =>
  t.call({ method: "GET", url, token: learner.token, headers });

describe("compressed JSON answers", () => {
  it("compresses a large JSON answer with brotli or gzip, as the client asks", async () => {
    const plain = await get(SECTION);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const br = await get(SECTION, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get(SECTION, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends a small answer as it is", async () => {
    const response = await t.call({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual({ data: { status: "ok" } });
  });

  it("never compresses word audio, ranged or not", async () => {
    const row = await t.database.db.query.words.findFirst();
    if (!row) throw new Error("no word");
    const url = `/api/words/voice?word_id=${encodeURIComponent(row.id)}&target=translation.german`;
    const asked: Record<string, string>[] = [
      { "accept-encoding": "br, gzip" },
      { "accept-encoding": "gzip", range: "bytes=0-" },
    ];
    for (const headers of asked) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["content-type"]).toBe("audio/wav");
      expect(response.headers["content-length"]).toBe(String(wav.length));
      expect(response.rawPayload.equals(wav)).toBe(true);
    }
    const cached = await get(url, { "accept-encoding": "br", "if-none-match": '"long"' });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload).toHaveLength(0);
    expect(cached.headers["content-encoding"]).toBeUndefined();
  });
});

describe("/media images", () => {
  it("are fresh for a day, then revalidated (their names do not change with their content)", async () => {
    const url = "/media/posts/study-routine.svg";
    const first = await t.call({ method: "GET", url, headers: { "accept-encoding": "br" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(MEDIA_CACHE_CONTROL);
    expect(first.headers["cache-control"]).not.toContain("immutable");
    expect(first.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(first.headers["content-encoding"]).toBe("br");
    const svg = zlib.brotliDecompressSync(first.rawPayload).toString();
    expect(svg).toContain("<svg");
    const etag = first.headers.etag;
    if (typeof etag !== "string") throw new Error("no ETag");
    const again = await t.call({
      method: "GET",
      url,
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });
});

describe("registerCompression with an ETag-revalidated JSON route", () => {
  it("compresses the 200 and leaves the 304 bodiless and unencoded", async () => {
    const app = Fastify({ logger: false });
    await registerCompression(app);
    const body = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, german: `Wort ${i}` })) };
    app.get("/api/list", async (request, reply) => {
      reply.header("ETag", '"v1"');
      if (request.headers["if-none-match"] === '"v1"') return reply.code(304).send();
      return body;
    });
    const first = await app.inject({ method: "GET", url: "/api/list", headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.etag).toBe('"v1"');
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString())).toEqual(body);
    const second = await app.inject({
      method: "GET",
      url: "/api/list",
      headers: { "accept-encoding": "br", "if-none-match": '"v1"' },
    });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload).toHaveLength(0);
    expect(second.headers["content-encoding"]).toBeUndefined();
    await app.close();
  });
});
