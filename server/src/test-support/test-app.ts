import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.js";
import { startSession } from "../auth/sessions.js";
import { loadConfig } from "../config.js";
import { subscriptions, users } from "../db/schema.js";
import { seedIfEmpty } from "../db/seed.js";
import { SEED_DIR } from "../paths.js";
import type { Database } from "../db/client.js";
import { ManualClock } from "../services/clock.js";
import { FakeTts, MemorySms } from "./fakes.js";
import { createTestDatabase } from "./test-database.js";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  sms: MemorySms;
  tts: FakeTts;
  dataDir: string;
  /** app.inject with an optional Bearer token. */
  call(options: InjectOptions & { token?: string | undefined }): Promise<LightMyRequestResponse>;
  /**
   * Inserts a user straight into the database and returns a token of a new session for them: for tests of
   * areas other than sign-up. `subscribed` gives a subscription valid for a year.
   */
  createUser(options?: {
    mobile?: string;
    name?: string;
    lastname?: string;
    subscribed?: boolean;
  }): Promise<{ id: string; token: string }>;
  /** Gives a user a subscription that started a second ago and lasts `days` (as a purchase would). */
  subscribe(userId: string, days?: number): Promise<void>;
  /** Signs a new user up through the real SMS flow and returns their token (names set when given). */
  signUp(mobile: string, names?: { name: string; lastname: string }): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * The real app on a fresh database (in-memory PGlite, or PostgreSQL in the second run), seeded,
 * with a manual clock, an in-memory SMS provider and a fake TTS. One per test file.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /** A database another test app already uses (a second server process on it); not closed here. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ seeded: options.seed ?? true }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-test-"));
  const clock = new ManualClock("2026-03-01T08:00:00.000Z");
  const sms = new MemorySms();
  const tts = new FakeTts();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, "no-build"),
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    ...options.env,
  });
  if (options.seed ?? true) await seedIfEmpty(database.db, SEED_DIR);
  const app = await buildApp({
    config,
    database,
    jwtSecret: new TextEncoder().encode(config.JWT_SECRET),
    clock,
    sms,
    tts,
    logger: false,
  });
  await app.ready();

  const call: TestApp["call"] = ({ token, ...rest }) =>
    app.inject({
      ...rest,
      remoteAddress: rest.remoteAddress ?? `10.0.${(counter = (counter + 1) % 250)}.1`,
      headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  async function signUp(mobile: string, names?: { name: string; lastname: string }): Promise<string> {
    const request = await call({
      method: "POST",
      url: "/auth/request_sms_code/sms_request_register",
      payload: { mobile },
    });
    if (request.statusCode !== 200)
      throw new Error(`request_sms_code: ${request.statusCode} ${request.body}`);
    const code = sms.lastCode(mobile, "sms_request_register");
    const verify = await call({ method: "POST", url: `/auth/verify_sms_code/${code}`, payload: { mobile } });
    if (verify.statusCode !== 200) throw new Error(`verify_sms_code: ${verify.statusCode} ${verify.body}`);
    const token = (verify.json() as { access_token: string }).access_token;
    if (names) {
      const profile = await call({ method: "POST", url: "/api/user/profile", token, payload: { ...names } });
      if (profile.statusCode !== 200) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
    }
    return token;
  }

  let userCounter = 0;
  async function createUser(
    opts: { mobile?: string; name?: string; lastname?: string; subscribed?: boolean } = {},
  ): Promise<{ id: string; token: string }> {
    userCounter += 1;
    const id = crypto.randomUUID();
    const [row] = await database.db
      .insert(users)
      .values({
        id,
        mobile: opts.mobile ?? `0935${String(1_000_000 + userCounter * 7919).slice(-7)}`,
        givenName: opts.name ?? "سارا",
        familyName: opts.lastname ?? "رضایی",
        inviteCode: `t${id.slice(0, 8)}`,
      })
      .returning();
    if (!row) throw new Error("user not created");
    if (opts.subscribed) await subscribe(id);
    const token = await startSession(app.appContext, row, "pwd");
    return { id, token };
  }

  async function subscribe(userId: string, days = 365): Promise<void> {
    const now = clock.now();
    await database.db.insert(subscriptions).values({
      id: crypto.randomUUID(),
      userId,
      licenseId: "year-1",
      startsAt: new Date(now.getTime() - 1000),
      endsAt: new Date(now.getTime() + days * 24 * 3600 * 1000),
    });
  }

  return {
    app,
    createUser,
    subscribe,
    database,
    clock,
    sms,
    tts,
    dataDir,
    call,
    signUp,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
