import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest();

/** The bearer token matches, compared in constant time. */
function authorised(header: string | undefined, token: string): boolean {
  const given = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  return crypto.timingSafeEqual(sha256(given), sha256(token));
}

/**
 * Prometheus metrics at GET /metrics (prom-client), only when METRICS_TOKEN is set and only for a
 * request bearing it: request counts and latencies by method, route pattern and status; the
 * PostgreSQL pool's connections (total, idle, waiting); the process's own (CPU, memory, event-loop
 * lag). Each app has its own registry, so two apps in one test process never share counters.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; pool: pg.Pool | undefined },
): void {
  const { token, pool } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "vajeh_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "vajeh_http_request_duration_seconds",
    help: "Time from the request's arrival to its answer being sent, by method, route pattern and status code.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  if (pool) {
    new Gauge({
      name: "vajeh_db_pool_connections",
      help: "PostgreSQL pool connections: total open, idle, and requests waiting for one.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }

  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, never the raw URL: ids in paths would make a series per id.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get("/metrics", { config: { rateLimit: false } }, async (request, reply) => {
    if (!authorised(request.headers.authorization, token)) {
      return reply.code(401).send({ messages: { error: "دسترسی مجاز نیست." } });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
