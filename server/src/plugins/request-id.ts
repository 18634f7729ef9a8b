import crypto from "node:crypto";
import type { FastifyInstance, FastifyServerOptions } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";
/** An id a proxy sends along is kept only when it looks like one (no log injection, bounded size). */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's options for request ids: the proxy's X-Request-Id when it has a sane shape, otherwise a
 * random UUID. Every log line of a request carries it as `reqId` (Fastify's default label in pino's JSON lines).
 */
export const requestIdOptions: Pick<FastifyServerOptions, "genReqId" | "requestIdHeader"> = {
  requestIdHeader: false,
  genReqId: (request) => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    return typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
  },
};

/** Every answer names its request id, so a user's report or a proxy's log leads to the server's lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  // A callback hook: an async one costs every request a promise for a line that never waits.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
