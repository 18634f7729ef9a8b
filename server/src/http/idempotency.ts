import { and, eq } from "drizzle-orm";
import type { FastifyInstance, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
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
 * `hook` put first in a route's list of hooks of one kind (none, one, or several), where an
 * app-wide hook would run: before the hooks other plugins add to the route (the rate limit keyed
 * by the body, compression, which must see the answer as text).
 */
const firstHook = <H>(hooks: H | H[] | undefined, hook: H): H[] =>
  hooks === undefined ? [hook] : [hook, ...(Array.isArray(hooks) ? hooks : [hooks])];

/**
 * Queued offline writes carry an Idempotency-Key. The first successful answer for a (user, key)
 * is stored; a replay of the same key gets that answer again without running the handler, so a
 * POST that lands twice after a DELETE cannot bring a bookmark back. Only the routes marked
 * `idempotent` get the two hooks (added as each such route is registered): every other request,
 * a content read among them, passes no hook of this.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  const replay: preHandlerAsyncHookHandler = async function (request, reply) {
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
  };

  const store: onSendAsyncHookHandler<unknown> = async function (request, reply, payload) {
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
  };

  app.addHook("onRoute", (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = firstHook(route.preHandler, replay);
    route.onSend = firstHook(route.onSend, store);
  });
}
