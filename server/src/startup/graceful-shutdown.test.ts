import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import { bookmarks, uploads, users } from "../db/schema.js";
import { pngImage } from "../services/uploads.fixture.js";
import { freePort, spawnServer } from "../test-support/server-process.js";
import { copySeededDataDir } from "../test-support/seeded-data-dir.js";
import { createEmptyPostgresDatabase, onPostgres } from "../test-support/test-database.js";

// SIGTERM to a real server process (node + tsx on server/src/server.ts) in the middle of a burst of
// requests: each request is either answered in full or refused before anything ran, what was in
// flight finishes, and the database holds no half-done write. On PostgreSQL in the PostgreSQL run,
// on a PGlite DATA_DIR otherwise.

const SECRET = "test-secret-test-secret-test-secret-0123456789";

const running = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
afterEach(() => {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

interface LogLine {
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}

interface Server {
  port: number;
  dataDir: string;
  /** Resolves with the first JSON log line that satisfies the predicate (seen before or after). */
  logged(predicate: (line: LogLine) => boolean): Promise<LogLine>;
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
  openDatabase(): Promise<Database>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  // On PGlite a DATA_DIR a server has already started on, so start-up skips initdb and the seed.
  const dataDir = onPostgres
    ? fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-shutdown-"))
    : copySeededDataDir("vajeh-shutdown-");
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (onPostgres) {
    const empty = await createEmptyPostgresDatabase();
    cleanups.push(() => empty.drop());
    databaseUrl = empty.url;
  }
  const port = await freePort();
  const child = spawnServer({
    port,
    dataDir,
    env: {
      LOG_LEVEL: "info",
      JWT_SECRET: SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, PUBLIC_URL: "https://vajeh.example" } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  running.add(child);
  const lines: LogLine[] = [];
  const waiters: { predicate: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let buffered = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const text of complete) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.predicate(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const logged = (predicate: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const seen = lines.find(predicate);
      if (seen) return resolve(seen);
      waiters.push({ predicate, resolve });
      void exited.then(() => reject(new Error(`exited before logging what was awaited`)));
    });
  await Promise.race([
    logged((line) => line.msg === "started"),
    exited.then((code) => {
      throw new Error(`the server exited (${code}) before it started`);
    }),
  ]);
  return {
    port,
    dataDir,
    logged,
    exited,
    kill: (signal) => child.kill(signal),
    openDatabase: () => openDatabase({ url: databaseUrl, dataDir }),
  };
}

type Outcome = { status: number; body: string } | { error: string };

/** One request on a connection of its own (no keep-alive): either an answer or a connection error. */
function request(
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", (error) => resolve({ error: error.message }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(options.body);
  });
}

async function signIn(server: Server, mobile: string): Promise<string> {
  const requested = await request(server.port, {
    method: "POST",
    path: "/auth/request_sms_code/sms_request_register",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mobile }),
  });
  expect(requested).toMatchObject({ status: 200 });
  const outbox = fs.readFileSync(path.join(server.dataDir, "sms-outbox.jsonl"), "utf8").trim().split("\n");
  const { code } = JSON.parse(outbox.at(-1) ?? "{}") as { code: string };
  const verified = await request(server.port, {
    method: "POST",
    path: `/auth/verify_sms_code/${code}`,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mobile }),
  });
  if (!("status" in verified) || verified.status !== 200)
    throw new Error(`sign-in: ${JSON.stringify(verified)}`);
  return (JSON.parse(verified.body) as { access_token: string }).access_token;
}

function uploadBody(seed: number): { body: Buffer; type: string } {
  const boundary = `----shutdown-${seed}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="department"\r\n\r\nusers-profile\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    pngImage(2 + seed, 2),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const BOOKMARK = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1", word_id: "a1-1-1-01" };

describe("SIGTERM", () => {
  it("finishes what is in flight, refuses the rest cleanly, leaves nothing half-written, then exits 0", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: "60000" });
    const token = await signIn(server, "09351234567");
    const auth = { authorization: `Bearer ${token}` };

    // A request in flight: its headers are in, its body is still coming when SIGTERM arrives.
    const body = Buffer.from(JSON.stringify(BOOKMARK));
    let finishBody: () => void = () => undefined;
    const inFlight = new Promise<Outcome>((resolve) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          method: "POST",
          path: "/api/courses/words/bookmarks",
          agent: false,
          headers: {
            ...auth,
            "content-type": "application/json",
            "content-length": String(body.length),
            "idempotency-key": "in-flight-0001",
            "x-request-id": "in-flight-request",
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      req.write(body.subarray(0, 10));
      finishBody = () => req.end(body.subarray(10));
    });
    await server.logged((line) => line.reqId === "in-flight-request" && line.msg === "incoming request");

    // A burst of writes (each upload: a row, the user's picture, the previous picture deleted) and reads.
    const burst: Promise<{ kind: "upload" | "read"; outcome: Outcome }>[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { body: payload, type } = uploadBody(i);
      burst.push(
        request(server.port, {
          method: "POST",
          path: "/api/upload",
          headers: { ...auth, "content-type": type },
          body: payload,
        }).then((outcome) => ({ kind: "upload", outcome })),
      );
      burst.push(
        request(server.port, { method: "GET", path: "/api/auth/check", headers: auth }).then((outcome) => ({
          kind: "read",
          outcome,
        })),
      );
    }
    await Promise.race(burst);
    server.kill("SIGTERM");
    await server.logged((line) => line.msg === "shutting down: finishing requests in flight");
    const results = await Promise.all(burst);

    // Every request was answered in full (2xx) or refused before anything ran: 503 from the closing
    // server, or a connection refused or reset by the closed socket. Never a 5xx from a handler.
    for (const { outcome } of results) {
      if ("status" in outcome) expect([200, 503], outcome.body).toContain(outcome.status);
      else expect(["ECONNREFUSED", "ECONNRESET", "socket hang up"]).toContain(outcome.error);
    }
    // New connections are no longer accepted.
    expect(await request(server.port, { method: "GET", path: "/api/health" })).toEqual({
      error: "ECONNREFUSED",
    });

    // The request in flight still completes, writing through the pool that is not yet closed.
    finishBody();
    const finished = await inFlight;
    expect(finished).toMatchObject({ status: 200 });
    expect(await server.exited).toBe(0);
    await server.logged((line) => line.msg === "shut down");

    const database = await server.openDatabase();
    try {
      const [user] = await database.db.select().from(users).where(eq(users.mobile, "09351234567"));
      if (!user) throw new Error("user missing");
      const saved = await database.db.select().from(bookmarks).where(eq(bookmarks.userId, user.id));
      expect(saved.map((row) => row.id)).toEqual([
        (JSON.parse((finished as { body: string }).body) as { data: { id: string } }).data.id,
      ]);
      // Nothing half-written: the user has exactly the one picture their row names, and it is one
      // whose upload was answered 200.
      const pictures = await database.db
        .select({ name: uploads.name })
        .from(uploads)
        .where(eq(uploads.userId, user.id));
      const answered = results.flatMap(({ kind, outcome }) =>
        kind === "upload" && "status" in outcome && outcome.status === 200
          ? [(JSON.parse(outcome.body) as { data: { url: string } }).data.url]
          : [],
      );
      expect(answered.length).toBeGreaterThan(0);
      expect(pictures).toHaveLength(1);
      expect(user.picture).toBe(`/uploads/${pictures[0]?.name}`);
      expect(answered).toContain(user.picture);
    } finally {
      await database.close();
    }
  }, 240_000);

  it("exits within SHUTDOWN_TIMEOUT_MS even when a request never ends", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: "500" });
    const stuck = http.request({
      host: "127.0.0.1",
      port: server.port,
      method: "POST",
      path: "/api/user/profile",
      agent: false,
      headers: {
        "content-type": "application/json",
        "content-length": "1000",
        "x-request-id": "never-ending",
      },
    });
    stuck.on("error", () => undefined);
    stuck.write("{");
    await server.logged((line) => line.reqId === "never-ending" && line.msg === "incoming request");
    server.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    await server.logged((line) => line.msg === "shutdown timed out: exiting with requests unfinished");
    stuck.destroy();
  }, 240_000);
});
