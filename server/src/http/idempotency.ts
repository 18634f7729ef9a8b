import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { idempotencyKeys } from "../db/schema.js";
import type { AppContext } from "./app-context.js";

declare module "fastify" {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { userId: string; key: string };
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Queued offline writes carry an Idempotency-Key. The first successful answer for a (user, key)
 * is stored; a replay of the same key gets that answer again without running the handler, so a
 * POST that lands twice after a DELETE cannot bring a bookmark back.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("preHandler", async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string" || !KEY_PATTERN.test(key)) return;
    const user = await request.optionalUser();
    if (!user) return;
    const [stored] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (stored && stored.method === request.method && stored.path === request.url) {
      reply.header("idempotent-replay", "true").code(stored.statusCode);
      if (stored.body === "") return reply.send();
      return reply.type("application/json; charset=utf-8").send(stored.body);
    }
    request.idempotency = { userId: user.id, key };
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const marker = request.idempotency;
    if (!marker || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const body = typeof payload === "string" ? payload : payload == null ? "" : null;
    if (body === null) return payload;
    await ctx.db
      .insert(idempotencyKeys)
      .values({
        userId: marker.userId,
        key: marker.key,
        method: request.method,
        path: request.url,
        statusCode: reply.statusCode,
        body,
      })
      .onConflictDoNothing();
    return payload;
  });
}
