// Two server processes on one PostgreSQL beside one (issue 18): a load (wrk where installed, else
// autocannon: support/load-generator.ts) on the section route (a signed-in read: rate-limit upsert +
// the read's one query) through real `server.ts` processes. This machine has 2 cores that the load
// generator, PostgreSQL and the servers share, so the figure is a correctness run (both processes
// answer, nothing but 2xx), not a scaling claim; docs/deploy.md turns the per-request costs into an
// estimate. PROCESSES_BENCH_SECONDS (default 10) shortens it; PostgreSQL from TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/test.
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startSession } from "../../server/src/auth/sessions";
import { createTokenService } from "../../server/src/auth/tokens";
import { openDatabase } from "../../server/src/db/client";
import { subscriptions, users } from "../../server/src/db/schema";
import { systemClock } from "../../server/src/services/clock";
import { freePort, spawnServer } from "../../server/src/test-support/server-process";
import type { Benchmark } from "./support/context";
import { type LoadFigures, chosenGenerator, runLoad } from "./support/load-generator";

const SECONDS = Number(process.env.PROCESSES_BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECRET = "bench-secret-bench-secret-bench-secret-0123456789";
const SECTION = "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1";

async function startProcess(url: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-bench-proc-"));
  const child = spawnServer({
    port,
    dataDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      NODE_ENV: "production",
      DATABASE_URL: url,
      JWT_SECRET: SECRET,
      PUBLIC_URL: "https://vajeh.example",
      // Production refuses the console SMS provider; no SMS is sent here.
      SMS_HTTP_URL: "http://127.0.0.1:9/",
      TRUST_PROXY_HOPS: "1",
    },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return { port, child };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One load on process `port`'s section route, from a process of its own (support/load-generator.ts). */
function load(port: number, token: string, connections: number): Promise<LoadFigures> {
  return runLoad({
    url: `http://127.0.0.1:${port}${SECTION}`,
    headers: { authorization: `Bearer ${token}` },
    connections,
    seconds: SECONDS,
  });
}

const fmt = (f: LoadFigures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms${f.non2xx ? `  (${f.non2xx} non-2xx/errors!)` : ""}`;

export const processesBench: Benchmark = {
  name: "processes",
  summary:
    "wrk (or autocannon): the section route through one server process, then two at once, on one PostgreSQL",
  async run() {
    const name = `vajeh_bench_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const children: ChildProcess[] = [];
    try {
      const a = await startProcess(url.toString());
      children.push(a.child);
      const database = await openDatabase({ url: url.toString(), dataDir: "" });
      let token: string;
      try {
        const [user] = await database.db
          .insert(users)
          .values({ id: crypto.randomUUID(), mobile: "09350000009", inviteCode: "benchproc" })
          .returning();
        if (!user) throw new Error("user not created");
        await database.db.insert(subscriptions).values({
          id: crypto.randomUUID(),
          userId: user.id,
          licenseId: "year-1",
          startsAt: new Date(Date.now() - 1000),
          endsAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
        });
        const ctx = {
          db: database.db,
          tokens: createTokenService(new TextEncoder().encode(SECRET)),
          clock: systemClock,
        };
        token = await startSession(ctx, user, "pwd");
      } finally {
        await database.close();
      }
      await load(a.port, token, CONNECTIONS); // warm-up: JIT, prepared statements, content cache
      const one = await load(a.port, token, CONNECTIONS);
      const b = await startProcess(url.toString());
      children.push(b.child);
      await load(b.port, token, CONNECTIONS);
      const [viaA, viaB] = await Promise.all([
        load(a.port, token, CONNECTIONS / 2),
        load(b.port, token, CONNECTIONS / 2),
      ]);
      const both = viaA.rps + viaB.rps;
      console.log(
        `  section route, ${chosenGenerator()}, ${CONNECTIONS} connections, ${SECONDS} s, ${os.cpus().length} cores shared by all:`,
      );
      console.log(`    one process           ${fmt(one)}`);
      console.log(`    two processes: A      ${fmt(viaA)}`);
      console.log(`                   B      ${fmt(viaB)}`);
      console.log(
        `    together              ${both.toFixed(0).padStart(6)} req/s = ${(both / one.rps).toFixed(2)} × one process`,
      );
      console.log(
        "    (a correctness run on this machine: see docs/deploy.md for what it says about scaling)",
      );
    } finally {
      for (const child of children) child.kill("SIGTERM");
      await Promise.all(children.map((child) => new Promise((resolve) => child.once("exit", resolve))));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  },
};
