import sharp from "sharp";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads, users } from "../../db/schema.js";
import { pngImage } from "../../services/uploads.fixture.js";
import { createTestApp, type TestApp } from "../../test-support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PERSIAN = /[\u0600-\u06FF]/;

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body built by hand. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vajeh-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`${head.join("\r\n")}\r\n\r\n`), Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(token: string | undefined, parts: Part[]) {
  const body = multipart(parts);
  return t.call({ method: "POST", url: "/api/upload", token, payload: body.payload, headers: body.headers });
}

const profileFile = (value: Buffer, filename = "me.png", type = "image/png"): Part[] => [
  { name: "department", value: "users-profile" },
  { name: "file", value, filename, type },
];

async function storedNames(): Promise<string[]> {
  const rows = await t.database.db.select({ name: uploads.name }).from(uploads);
  return rows.map((row) => row.name).sort();
}

/** The stored bytes of an upload URL, as any server process would serve them. */
async function servedBytes(url: string): Promise<Buffer> {
  const served = await t.call({ method: "GET", url });
  expect(served.statusCode).toBe(200);
  return served.rawPayload;
}

async function pictureOf(id: string): Promise<string | null> {
  const [row] = await t.database.db.select({ picture: users.picture }).from(users).where(eq(users.id, id));
  return row?.picture ?? null;
}

describe("POST /api/upload", () => {
  it("stores a real PNG, sets the picture, and the next token carries it", async () => {
    const { id, token } = await t.createUser();
    const png = pngImage(4, 3);
    const response = await upload(token, profileFile(png));
    expect(response.statusCode, response.body).toBe(200);
    const url = (response.json() as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(await pictureOf(id)).toBe(url);
    // Stored re-encoded (metadata stripped), still a 4×3 PNG.
    const stored = await sharp(await servedBytes(url)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["png", 4, 3]);

    const served = await t.call({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");

    const check = await t.call({ method: "GET", url: "/api/auth/check", token });
    expect(check.statusCode).toBe(200);
    const fresh = (check.json() as { data: { access_token: string } }).data.access_token;
    expect(decodeJwt(fresh).picture).toBe(url);
  });

  it("judges by the bytes: a JPEG named .png is stored as .jpg, a WebP as .webp; fields in any order", async () => {
    const { id, token } = await t.createUser();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#036" } })
      .jpeg()
      .toBuffer();
    const jpeg = await upload(token, profileFile(photo, "photo.png", "image/png"));
    expect(jpeg.statusCode).toBe(200);
    expect((jpeg.json() as { data: { url: string } }).data.url).toMatch(/\.jpg$/);
    const webp = await upload(token, [
      {
        name: "file",
        value: await sharp({ create: { width: 8, height: 8, channels: 4, background: "#0f0a" } })
          .webp()
          .toBuffer(),
        filename: "x.bin",
        type: "application/octet-stream",
      },
      { name: "department", value: "users-profile" },
    ]);
    expect(webp.statusCode).toBe(200);
    expect(await pictureOf(id)).toMatch(/\.webp$/);
  });

  it("removes the previous picture when a new one is stored", async () => {
    const { id, token } = await t.createUser();
    const first = await upload(token, profileFile(pngImage(2, 2)));
    const firstUrl = (first.json() as { data: { url: string } }).data.url;
    const second = await upload(token, profileFile(pngImage(3, 3)));
    const secondUrl = (second.json() as { data: { url: string } }).data.url;
    expect(await pictureOf(id)).toBe(secondUrl);
    expect((await t.call({ method: "GET", url: firstUrl })).statusCode).toBe(404);
    expect((await t.call({ method: "GET", url: secondUrl })).statusCode).toBe(200);
    expect(await storedNames()).not.toContain(firstUrl.slice("/uploads/".length));
  });

  it("leaves a picture that is not one of its files alone", async () => {
    const { id, token } = await t.createUser();
    const outside = path.join(t.dataDir, "keep-me.txt");
    fs.writeFileSync(outside, "x");
    await t.database.db.update(users).set({ picture: "/uploads/../keep-me.txt" }).where(eq(users.id, id));
    expect((await upload(token, profileFile(pngImage(2, 2)))).statusCode).toBe(200);
    expect(fs.existsSync(outside)).toBe(true);
  });

  it("refuses a script named .png (415), storing nothing", async () => {
    const { id, token } = await t.createUser();
    const before = await storedNames();
    const response = await upload(token, profileFile(Buffer.from("<script>alert(1)</script>"), "evil.png"));
    expect(response.statusCode).toBe(415);
    expect((response.json() as { messages: { error: string } }).messages.error).toMatch(PERSIAN);
    const shell = await upload(token, profileFile(Buffer.from("#!/bin/sh\necho pwned\n"), "run.png"));
    expect(shell.statusCode).toBe(415);
    expect(await storedNames()).toEqual(before);
    expect(await pictureOf(id)).toBeNull();
  });

  it("refuses an empty file (422)", async () => {
    const { token } = await t.createUser();
    const before = await storedNames();
    const response = await upload(token, profileFile(Buffer.alloc(0)));
    expect(response.statusCode).toBe(422);
    expect((response.json() as { messages: { error: string } }).messages.error).toMatch(PERSIAN);
    expect(await storedNames()).toEqual(before);
  });

  it("refuses a file over 2 MB (413) with a Persian message", async () => {
    const { id, token } = await t.createUser();
    const before = await storedNames();
    const big = Buffer.concat([pngImage(2, 2), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(token, profileFile(big));
    expect(response.statusCode).toBe(413);
    expect((response.json() as { messages: { error: string } }).messages.error).toMatch(/۲ مگابایت/);
    expect(await storedNames()).toEqual(before);
    expect(await pictureOf(id)).toBeNull();
    // Exactly 2 MB is fine.
    const png = pngImage(2, 2);
    const exact = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]);
    expect((await upload(token, profileFile(exact))).statusCode).toBe(200);
  });

  it("refuses a pixel flood (a 20000×20000 PNG header) before decoding, with 422", async () => {
    const { id, token } = await t.createUser();
    const before = await storedNames();
    const flood = pngImage(2, 2, { width: 20_000, height: 20_000 });
    const response = await upload(token, profileFile(flood));
    expect(response.statusCode).toBe(422);
    expect((response.json() as { messages: { error: string } }).messages.error).toMatch(PERSIAN);
    expect(await storedNames()).toEqual(before);
    expect(await pictureOf(id)).toBeNull();
  });

  it("refuses a corrupt image header (422)", async () => {
    const { token } = await t.createUser();
    expect((await upload(token, profileFile(pngImage(2, 2).subarray(0, 20)))).statusCode).toBe(422);
  });

  it("answers 422 for a missing or wrong department, a missing file, or two files", async () => {
    const { token } = await t.createUser();
    const png = pngImage(2, 2);
    const before = await storedNames();
    const cases: Part[][] = [
      [{ name: "file", value: png, filename: "a.png", type: "image/png" }],
      [
        { name: "department", value: "admins" },
        { name: "file", value: png, filename: "a.png", type: "image/png" },
      ],
      [{ name: "department", value: "users-profile" }],
      [
        { name: "department", value: "users-profile" },
        { name: "file", value: png, filename: "a.png", type: "image/png" },
        { name: "file", value: png, filename: "b.png", type: "image/png" },
      ],
      [
        { name: "department", value: "users-profile" },
        { name: "avatar", value: png, filename: "a.png", type: "image/png" },
      ],
    ];
    for (const parts of cases) {
      const response = await upload(token, parts);
      expect(response.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(422);
    }
    const proto = await upload(token, [{ name: "__proto__", value: "x" }, ...profileFile(png)]);
    expect(proto.statusCode).toBeGreaterThanOrEqual(400);
    expect(proto.statusCode).toBeLessThan(500);
    expect(await storedNames()).toEqual(before);
  });

  it("answers 415 for a JSON body and 4xx for a broken multipart body, never 5xx", async () => {
    const { token } = await t.createUser();
    const json = await t.call({
      method: "POST",
      url: "/api/upload",
      token,
      payload: { department: "users-profile" },
    });
    expect(json.statusCode).toBe(415);
    const broken = await t.call({
      method: "POST",
      url: "/api/upload",
      token,
      payload: Buffer.from('--nope\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'),
      headers: { "content-type": "multipart/form-data; boundary=nope" },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const noBoundary = await t.call({
      method: "POST",
      url: "/api/upload",
      token,
      payload: Buffer.from("x"),
      headers: { "content-type": "multipart/form-data" },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
  });

  it("needs a token", async () => {
    expect((await upload(undefined, profileFile(pngImage(2, 2)))).statusCode).toBe(401);
  });
});
