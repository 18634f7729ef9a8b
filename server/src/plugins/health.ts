import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { migrationsApplied, newestMigrationMillis } from "../db/migration-state.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Set when the process has been told to stop: /api/ready answers 503 so no new work is sent. */
    draining: { value: boolean };
  }
}

const NOT_READY = "سرور آمادهٔ پاسخ نیست.";

/**
 * GET /api/health: the process is alive (no database work, so a busy database does not get the
 * process restarted). GET /api/ready: it can serve — the database answers, every migration of this
 * build is applied, and it is not draining for a shutdown. Neither counts against the rate limit, so
 * a load balancer's checks never crowd out a client.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  const newest = newestMigrationMillis();
  app.decorate("draining", { value: false });
  const config = { rateLimit: false } as const;
  app.get("/api/health", { config }, async () => ({ data: { status: "ok" } }));
  app.get("/api/ready", { config }, async (request, reply) => {
    const problem = app.draining.value ? "draining" : await databaseProblem(db, newest);
    if (problem) {
      request.log.warn({ problem }, "not ready");
      return reply.code(503).send({ messages: { error: NOT_READY }, problem });
    }
    return { data: { status: "ready" } };
  });
}

async function databaseProblem(db: Db, newest: number): Promise<string | null> {
  try {
    return (await migrationsApplied(db, newest)) ? null : "migrations not applied";
  } catch {
    return "database unreachable";
  }
}
