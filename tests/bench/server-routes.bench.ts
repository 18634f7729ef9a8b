// A load (wrk where installed, else autocannon: support/load-generator.ts says why) on the section
// route and the bookmark list (1,000 saved words) of the real app, against a bare Fastify route doing
// one PostgreSQL query, on PostgreSQL and on PGlite. Each of a route's runs comes right after a run
// of that baseline, and the figure is the median pair's ratio (pairedLoad). The apps run in this
// process, the load in a process of its own.
// Loopback only. SERVER_BENCH_SECONDS (default 10) and SERVER_BENCH_RUNS (default 3) shorten it;
// SERVER_BENCH_DB=postgres|pglite picks one database (both by default; PostgreSQL needs TEST_DATABASE_URL
// or the local default postgres://postgres@127.0.0.1:5432/test). Each route is loaded twice: as a bare
// client asks (no Accept-Encoding: the JSON text) and as a phone's browser asks (`br, gzip`).
// Beside each, a second baseline: bare Fastify doing the same query and sending the same bytes as
// the app's answer (support/bare-baseline.ts), so a figure held back by its bytes (the kernel's
// loopback and the load generator reading them) shows as such. Each line also gives the CPU each
// process used: a load generator near one full core with the app well under it set the pace.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../../server/src/app";
import { startSession } from "../../server/src/auth/sessions";
import { loadConfig } from "../../server/src/config";
import { type Database, openDatabase } from "../../server/src/db/client";
import { bumpContentVersion, seedIfEmpty } from "../../server/src/db/seed";
import { SEED_DIR } from "../../server/src/paths";
import { MemorySms } from "../../server/src/test-support/fakes";
import {
  bookmarks,
  courses,
  lessons,
  sections,
  subscriptions,
  users,
  words,
} from "../../server/src/db/schema";
import { type SentBytes, bareBaseline, bytesAsSent } from "./support/bare-baseline";
import type { Benchmark } from "./support/context";
import { type LoadFigures, type LoadOptions, chosenGenerator, runLoad } from "./support/load-generator";
import { summarize } from "./support/stats";

const SECONDS = Number(process.env.SERVER_BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.SERVER_BENCH_RUNS ?? 3);
const CONNECTIONS = 50;
const POOL_SIZE = 10; // the app's pg.Pool size (server/src/db/client.ts)
const BOOKMARKS = 1000;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A load's figures, with the CPU the app's process (this one) used over the load's wall time. */
type Figures = LoadFigures & { serverCpu: number };

/** One run of the load, in a process of its own (support/load-generator.ts). */
async function loadOnce(options: LoadOptions): Promise<Figures> {
  const { callerCpu, ...figures } = await runLoad(options);
  return { ...figures, serverCpu: callerCpu };
}

/** One load: runs × seconds against the URL; the median run's figures. */
async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const results: Figures[] = [];
  for (let run = 0; run < RUNS; run++) {
    results.push(await loadOnce({ url, headers, connections: CONNECTIONS, seconds: SECONDS }));
  }
  return median(results);
}

const median = (results: Figures[]): Figures => {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)] as Figures;
};

/** A warm-up before a route's measured runs, not counted: its first requests compile its code. */
const WARM_UP_SECONDS = 3;

/** A route's runs, each right after a baseline run: the pairs' ratios and both sides' median runs. */
interface PairedFigures {
  app: Figures;
  baseline: Figures;
  /** app / baseline of each pair, in run order. */
  ratios: number[];
}

/**
 * The route against the baseline run beside it: a warm-up of the route, then runs × (a baseline
 * run, the route's run). This machine's speed drifts over minutes (bare Fastify + select 1 gave
 * 8,700-17,600 req/s within a quarter of an hour, session 22), so a baseline measured once at the
 * start and compared with routes loaded minutes later put the drift in the ratio; each pair here
 * is seconds apart, and the figure is the median pair's ratio.
 */
async function pairedLoad(
  url: string,
  headers: Record<string, string>,
  baselineUrl: string,
): Promise<PairedFigures> {
  await loadOnce({ url, headers, connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
  const apps: Figures[] = [];
  const baselines: Figures[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const baseline = await loadOnce({
      url: baselineUrl,
      headers: {},
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const app = await loadOnce({ url, headers, connections: CONNECTIONS, seconds: SECONDS });
    baselines.push(baseline);
    apps.push(app);
    ratios.push(app.rps / baseline.rps);
  }
  return { app: median(apps), baseline: median(baselines), ratios };
}

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vajeh_bench_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: PG_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A user with a live subscription (owns A1) and 1,000 saved words of a bench course. */
async function seedUser(app: FastifyInstance, database: Database): Promise<string> {
  const { db } = database;
  const id = crypto.randomUUID();
  const [user] = await db
    .insert(users)
    .values({ id, mobile: "09350000001", givenName: "سارا", familyName: "رضایی", inviteCode: "bench01" })
    .returning();
  if (!user) throw new Error("user not created");
  const now = Date.now();
  await db.insert(subscriptions).values({
    id: crypto.randomUUID(),
    userId: id,
    licenseId: "year-1",
    startsAt: new Date(now - 1000),
    endsAt: new Date(now + 365 * 24 * 3600 * 1000),
  });
  await db.insert(courses).values({ id: "bench", name: "bench", imageLink: "", order: 99 });
  await db.insert(lessons).values({ id: "bench-1", courseId: "bench", name: "bench", order: 1, free: true });
  await db
    .insert(sections)
    .values({ id: "bench-1-1", lessonId: "bench-1", courseId: "bench", name: "bench", order: 1 });
  const wordIds = Array.from({ length: BOOKMARKS }, (_, i) => `bench-w${i}`);
  await db.insert(words).values(
    wordIds.map((wordId, i) => ({
      id: wordId,
      courseId: "bench",
      lessonId: "bench-1",
      sectionId: "bench-1-1",
      order: i,
      name: `Wort${i}`,
      type: "noun",
      german: "",
      persian: `واژه ${i}`,
    })),
  );
  await db.insert(bookmarks).values(
    wordIds.map((wordId, i) => ({
      id: crypto.randomUUID(),
      userId: id,
      wordId,
      courseId: "bench",
      lessonId: "bench-1",
      sectionId: "bench-1-1",
      note: `note ${i}`,
    })),
  );
  await bumpContentVersion(db); // content changed: as the seed loader does
  return startSession(app.appContext, user, "pwd");
}

const port = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return address.port;
};

/** The app process's CPU time per answer: its share of a core over the load, divided by the answers a second. */
const perAnswer = (f: Figures) => ((1e6 * f.serverCpu) / f.rps).toFixed(0).padStart(3);

const percent = (share: number) => `${(100 * share).toFixed(0).padStart(3)}%`;

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms` +
  `  cpu: app ${percent(f.serverCpu)} (${perAnswer(f)} µs an answer), load ${percent(f.generatorCpu)}` +
  `${f.non2xx ? `  (${f.non2xx} non-2xx/errors!)` : ""}`;

async function benchOn(kind: "postgres" | "pglite"): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-bench-"));
  const pgDb = kind === "postgres" ? await freshPostgres() : null;
  const database = await openDatabase({ url: pgDb?.url, dataDir: pgDb ? "" : "memory://" });
  // The seed content (start-up does this since issue 18; buildApp alone does not).
  await seedIfEmpty(database.db, SEED_DIR);
  const pool = pgDb ? new pg.Pool({ connectionString: pgDb.url, max: POOL_SIZE }) : null;
  // pool.end() answers once it has asked its clients to end, not when they have: the database's
  // forced drop below can still reach a closing client, and an unheard 'error' would end the run.
  pool?.on("error", () => undefined);
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_URL: "http://127.0.0.1",
    TRUST_PROXY_HOPS: "1",
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, "no-build"),
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123456789",
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: new TextEncoder().encode(config.JWT_SECRET),
    sms: new MemorySms(),
    logger: false,
  });
  let bare: FastifyInstance | null = null;
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const token = await seedUser(app, database);
    const auth = { authorization: `Bearer ${token}` };
    const phone = { ...auth, "accept-encoding": "br, gzip" };
    const base = `http://127.0.0.1:${port(app)}`;
    const section = `${base}/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1`;
    const list = `${base}/api/courses/words/bookmarks`;
    const sent = new Map<string, SentBytes>();
    for (const [key, url, expect] of [
      ["section", section, "a1-1-1-01"],
      ["list", list, "bench-w999"],
    ] as const) {
      const probe = await fetch(url, { headers: auth });
      const body = await probe.text();
      if (probe.status !== 200 || !body.includes(expect)) throw new Error(`${url}: ${probe.status}`);
      sent.set(key, { body: Buffer.from(body), encoding: null });
      const squeezed = await bytesAsSent(url, phone);
      if (squeezed.encoding !== "br" || zlib.brotliDecompressSync(squeezed.body).toString() !== body)
        throw new Error(`${url}: not compressed`);
      sent.set(`${key}-br`, { body: squeezed.body, encoding: "br" });
    }
    bare = await bareBaseline(pool, pool ? null : database, sent);
    const generator = chosenGenerator();
    console.log(
      `  ${kind}: ${generator}, ${CONNECTIONS} connections; each route: a ${WARM_UP_SECONDS} s warm-up, then ${RUNS} pairs of` +
        ` ${SECONDS} s runs (the baseline, then the route), the median pair; the same-bytes line: median of ${RUNS} runs` +
        (generator === "autocannon"
          ? " (autocannon reads each answer into a string, so the bookmark lines measure it more than the app: decision 038)"
          : ""),
    );
    console.log(
      "    cpu: the share of one core each process used over the load (the app's process holds both apps" +
        (kind === "pglite" ? " and PGlite" : "; PostgreSQL's own processes are not counted") +
        "). With 2 cores, a load near 100% while the app is well under it says the load generator set the pace." +
        " µs an answer: that CPU time over the answers, what each answer cost the app's process (the bare app's for a baseline line).",
    );
    const baselineUrl = `http://127.0.0.1:${port(bare)}/one`;
    for (const [label, url, headers, key, goal] of [
      ["section a1-1-1                   ", section, auth, "section", 50],
      ["section a1-1-1, br/gzip          ", section, phone, "section-br", 50],
      ["bookmarks (1,000)                ", list, auth, "list", 25],
      ["bookmarks (1,000), br/gzip       ", list, phone, "list-br", 25],
    ] as const) {
      const { app: figures, baseline, ratios } = await pairedLoad(url, headers, baselineUrl);
      const same = await load(`http://127.0.0.1:${port(bare)}/same/${key}`, {});
      const bytes = sent.get(key)?.body.length ?? 0;
      const share = summarize(ratios).median;
      const each = ratios.map((ratio) => `${(100 * ratio).toFixed(1)}%`).join(", ");
      console.log(
        `    ${label} ${fmt(figures)}  = ${(100 * share).toFixed(1)}% of the baseline beside it (pairs: ${each}; goal ≥ ${goal}%)`,
      );
      console.log(`      baseline, bare Fastify + select 1 ${fmt(baseline)}`);
      console.log(
        `      bare + select 1, the same ${(bytes / 1024).toFixed(1)} kB ${fmt(same)}  (the app: ${((100 * figures.rps) / same.rps).toFixed(0)}% of it)`,
      );
    }
  } finally {
    await bare?.close();
    await app.close();
    await pool?.end();
    await database.close();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const serverRoutesBench: Benchmark = {
  name: "server-routes",
  summary:
    "wrk (or autocannon): section and bookmark routes vs bare Fastify + one query (PostgreSQL, PGlite)",
  async run() {
    const only = process.env.SERVER_BENCH_DB;
    for (const kind of ["postgres", "pglite"] as const) {
      if (!only || only === kind) await benchOn(kind);
    }
  },
};
