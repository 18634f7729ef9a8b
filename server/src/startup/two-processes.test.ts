import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { courses, bookmarks } from "../db/schema.js";
import { REQUESTS_PER_IP_PER_MINUTE } from "../plugins/rate-limit.js";
import { pngImage } from "../services/uploads.fixture.js";
import { createTestApp, type TestApp } from "../test-support/test-app.js";
import { createEmptyPostgresDatabase, onPostgres } from "../test-support/test-database.js";
import { type Prepared, prepareStart } from "./prepare.js";

// Issue 18: two server processes on one PostgreSQL database, as behind a load balancer. Each has its
// own pool, its own memory and its own DATA_DIR; whatever one does, the other must honour. Only on
// PostgreSQL (PGlite belongs to one process): skipped unless VAJEH_TEST_DB=postgres and
// TEST_DATABASE_URL are set, as `npm run test:pg` and CI do.

const JOURNAL = path.resolve(import.meta.dirname, "..", "db", "migrations", "meta", "_journal.json");
const hallo = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1", word_id: "a1-1-1-01" };

describe.skipIf(!onPostgres)("two server processes on one PostgreSQL database", () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let started: [Prepared, Prepared];
  let a: TestApp;
  let b: TestApp;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    const configFor = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-two-"));
      dataDirs.push(dataDir);
      return loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        DATABASE_URL: empty.url,
        JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
        PUBLIC_URL: "https://vajeh.example",
      });
    };
    // Both start at once on the empty database: migrations and seeding race unless serialised.
    started = await Promise.all([prepareStart(configFor()), prepareStart(configFor())]);
    a = await createTestApp({ database: started[0].database, seed: false });
    b = await createTestApp({ database: started[1].database, seed: false });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const prepared of started ?? []) await prepared.database.close();
    await empty?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("both starting at once migrate once and seed once", async () => {
    const journal = JSON.parse(fs.readFileSync(JOURNAL, "utf8")) as { entries: unknown[] };
    const db = started[0].database.db;
    const applied = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
    expect(started.map((s) => s.notes.seeded).sort()).toEqual([false, true]);
    const [seeded] = await db.select({ n: count() }).from(courses);
    expect(seeded?.n).toBeGreaterThan(0);
    for (const app of [a, b]) {
      const ready = await app.call({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode, ready.body).toBe(200);
    }
  });

  it("counts one client's requests together: the per-IP limit is crossed across both", async () => {
    const ip = "203.0.113.77";
    const half = REQUESTS_PER_IP_PER_MINUTE / 2;
    const hit = (app: TestApp) => app.call({ method: "GET", url: "/auth/methods", remoteAddress: ip });
    for (let i = 0; i < half; i += 1) expect((await hit(a)).statusCode).toBe(200);
    for (let i = 0; i < half; i += 1) expect((await hit(b)).statusCode).toBe(200);
    // The limit is reached through the two together: the next request is refused by either.
    const refusedByA = await hit(a);
    expect(refusedByA.statusCode).toBe(429);
    expect(Number(refusedByA.headers["retry-after"])).toBeGreaterThan(0);
    expect((await hit(b)).statusCode).toBe(429);
    // Another client is not affected.
    expect(
      (await a.call({ method: "GET", url: "/auth/methods", remoteAddress: "203.0.113.78" })).statusCode,
    ).toBe(200);
  });

  it("counts a route's own limit together too (20 uploads a minute, 10 through each)", async () => {
    const { token } = await a.createUser();
    const ip = "203.0.113.90";
    const upload = (app: TestApp) =>
      app.call({
        method: "POST",
        url: "/api/upload",
        token,
        remoteAddress: ip,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        payload: "--x--\r\n",
      });
    // Refused for the body (422/400), but counted: the limit runs before the handler.
    for (let i = 0; i < 10; i += 1) expect((await upload(a)).statusCode).not.toBe(429);
    for (let i = 0; i < 10; i += 1) expect((await upload(b)).statusCode).not.toBe(429);
    expect((await upload(a)).statusCode).toBe(429);
  });

  it("serves through one a picture uploaded through the other", async () => {
    const { token } = await a.createUser();
    const boundary = "----two-processes";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="department"\r\n\r\nusers-profile\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      pngImage(5, 4),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await a.call({
      method: "POST",
      url: "/api/upload",
      token,
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = (uploaded.json() as { data: { url: string } }).data.url;
    const served = await b.call({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    const viaA = await a.call({ method: "GET", url });
    expect(served.rawPayload.equals(viaA.rawPayload)).toBe(true);
    // Nothing was written to either process's disk.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, "uploads"))).toBe(false);
  });

  it("honours on one a logout made on the other", async () => {
    const token = await a.signUp("09351234567");
    expect((await b.call({ method: "GET", url: "/api/auth/check", token })).statusCode).toBe(200);
    expect((await a.call({ method: "GET", url: "/auth/logout", token })).statusCode).toBe(200);
    expect((await b.call({ method: "GET", url: "/api/auth/check", token })).statusCode).toBe(401);
    expect((await b.call({ method: "GET", url: "/api/courses/words/bookmarks", token })).statusCode).toBe(
      401,
    );
  });

  it("checks on one an SMS code requested through the other", async () => {
    const mobile = "09351112233";
    const requested = await a.call({
      method: "POST",
      url: "/auth/request_sms_code/sms_request_register",
      payload: { mobile },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const code = a.sms.lastCode(mobile, "sms_request_register");
    const verified = await b.call({
      method: "POST",
      url: `/auth/verify_sms_code/${code}`,
      payload: { mobile },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it("answers a replay sent to the other with the stored first answer", async () => {
    const { id: userId, token } = await a.createUser();
    const key = "replay-key-0001";
    const first = await a.call({
      method: "POST",
      url: "/api/courses/words/bookmarks",
      token,
      payload: hallo,
      headers: { "idempotency-key": key },
    });
    expect(first.statusCode, first.body).toBe(200);
    const id = (first.json() as { data: { id: string } }).data.id;
    // Deleted meanwhile (through A); the queued POST lands again, on B: it must not come back.
    const deleted = await a.call({ method: "DELETE", url: `/api/courses/words/bookmarks/${id}`, token });
    expect(deleted.statusCode).toBe(204);
    const replay = await b.call({
      method: "POST",
      url: "/api/courses/words/bookmarks",
      token,
      payload: hallo,
      headers: { "idempotency-key": key },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replay"]).toBe("true");
    expect(replay.body).toBe(first.body);
    const rows = await b.database.db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
    expect(rows).toEqual([]);
  });
});
