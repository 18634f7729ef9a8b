import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

// What a host's load balancer and monitoring read: liveness, readiness, request ids, metrics.

const METRICS_TOKEN = "metrics-token-0123456789";
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
  off = await createTestApp({ database: t.database, seed: false });
});
afterAll(async () => {
  await off?.close();
  await t?.close();
});

describe("GET /api/health and /api/ready", () => {
  it("answers live and ready", async () => {
    expect((await t.call({ method: "GET", url: "/api/health" })).json()).toEqual({ data: { status: "ok" } });
    const ready = await t.call({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: "ready" } });
  });

  it("is not ready while draining for a shutdown, though still live", async () => {
    off.app.draining.value = true;
    try {
      const ready = await off.call({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ problem: "draining" });
      expect((await off.call({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      off.app.draining.value = false;
    }
  });

  it("is not ready when a migration of this build is missing from the database", async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const ready = await t.call({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ problem: "migrations not applied" });
    } finally {
      await t.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await t.call({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
  });
});

describe("request ids", () => {
  it("names each answer's request id: a fresh UUID, or the proxy's when it looks like one", async () => {
    const own = await t.call({ method: "GET", url: "/api/health" });
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await t.call({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "proxy-id-12345" },
    });
    expect(forwarded.headers["x-request-id"]).toBe("proxy-id-12345");
    const hostile = await t.call({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": 'x"\n{"level":60}' },
    });
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /metrics", () => {
  it("is absent without METRICS_TOKEN", async () => {
    expect((await off.call({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
  });

  it("refuses a request without the token", async () => {
    expect((await t.call({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.call({ method: "GET", url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts requests and their latencies by route pattern, not by raw URL", async () => {
    const { token } = await t.createUser();
    await t.call({
      method: "GET",
      url: "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1",
      token,
    });
    const metrics = await t.call({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers["content-type"]).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(
      /vajeh_http_requests_total\{method="GET",route="\/api\/teacher\/courses\/sections\/:sectionId",status="200"\} 1/,
    );
    expect(metrics.body).toMatch(
      /vajeh_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/teacher\/courses\/sections\/:sectionId"/,
    );
    expect(metrics.body).not.toMatch(/a1-1-1/);
    expect(metrics.body).toMatch(/process_cpu_user_seconds_total/);
    if (t.database.kind === "postgres")
      expect(metrics.body).toMatch(/vajeh_db_pool_connections\{state="total"\}/);
  });
});
