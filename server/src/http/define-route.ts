import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { EndpointDef } from "../../../src/contract/endpoint-def.js";
import { HttpError } from "../errors.js";
import type { AuthedUser, SessionUser } from "./auth-context.js";

type Out<E, K extends "params" | "query" | "body"> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a handler returns: the success body (checked against the contract outside production). */
type ResponseIn<E extends EndpointDef> = E["response"] extends infer S extends z.ZodType
  ? z.input<S>
  : unknown;

export interface RouteContext<E extends EndpointDef, U> {
  params: Out<E, "params">;
  query: Out<E, "query">;
  body: Out<E, "body">;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserFor<E extends EndpointDef> = E extends { auth: "none" }
  ? null
  : E extends { auth: "optional" }
    ? AuthedUser | null
    : AuthedUser;

export interface RouteOptions {
  /** Per-route rate limit (passed to @fastify/rate-limit). */
  rateLimit?: {
    max: number;
    timeWindow: string | number;
    keyGenerator?: (request: FastifyRequest) => string;
    /** preHandler when the key comes from the body (parsed by then). */
    hook?: "onRequest" | "preHandler";
  };
  /** Replays carrying the same Idempotency-Key get the first answer (queued offline writes). */
  idempotent?: boolean;
  /**
   * A strong ETag over the user and the answer, `Cache-Control: private, no-cache`, and 304 with no
   * body when If-None-Match names it: a re-sync that finds nothing changed moves a few hundred bytes.
   */
  etag?: boolean;
}

/**
 * An answer already serialised (e.g. built as JSON by the database): sent as it is. `etag`, when
 * given, is answerEtag(user, text) computed earlier (a cached answer keeps its tag); `encoded` holds
 * the text as bytes already ("identity", sent as they are) and compressed, for clients that accept it.
 */
export class JsonText {
  constructor(
    readonly text: string,
    readonly etag?: string,
    readonly encoded?: ReadonlyMap<"identity" | "br" | "gzip", Buffer>,
  ) {}
}

/**
 * The ETag of an answer for one user ("" for an answer that is the same for everyone): another
 * user's answer never shares it, even when equal.
 */
export function answerEtag(userId: string, text: string): string {
  return `"${crypto.createHash("sha256").update(userId).update("\n").update(text).digest("base64url")}"`;
}

function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const candidate = part.trim();
    return candidate === tag || candidate === `W/${tag}` || candidate === "*";
  });
}

function parsePart<S extends z.ZodType>(schema: S | undefined, value: unknown, status: number): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  throw new HttpError(status, "اطلاعات ارسال‌شده معتبر نیست.", { fields });
}

type Handler<E extends EndpointDef, U> = (
  ctx: RouteContext<E, U>,
) => Promise<ResponseIn<E> | JsonText | FastifyReply | undefined>;

/**
 * Registers one endpoint of the contract: params and query are parsed with its schemas (400 on a
 * bad one), the body too (422), the user resolved from the token as the endpoint's `auth` says,
 * and — outside production — the answer checked against the response schema, so any drift from
 * the contract fails the tests.
 */
export function defineRoute<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, UserFor<E>>,
  options: RouteOptions = {},
): void {
  registerRoute(
    app,
    endpoint,
    options,
    async (request) => {
      const auth = endpoint.auth;
      const user =
        auth === "none"
          ? null
          : auth === "optional"
            ? await request.optionalUser()
            : await request.requireUser();
      return { user: user as UserFor<E>, settle: async () => undefined };
    },
    handler,
  );
}

/**
 * defineRoute for a signed-in read whose own query also tests the token's session (passing the answer
 * to `user.confirm`, which throws 401 when it has ended): one round trip instead of a session lookup
 * plus the read. Fail-closed: whenever the handler ends — with an answer or an error — without the
 * session confirmed, the usual lookup runs first and an ended session gets its 401 as anywhere else.
 */
export function defineSessionRoute<E extends EndpointDef & { auth?: undefined }>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, SessionUser>,
  options: RouteOptions = {},
): void {
  registerRoute(
    app,
    endpoint,
    options,
    async (request) => {
      const user = await request.sessionUser();
      return {
        user,
        settle: async () => {
          if (!user.confirmed) await request.requireUser();
        },
      };
    },
    handler,
  );
}

function registerRoute<E extends EndpointDef, U>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  resolveUser: (request: FastifyRequest) => Promise<{ user: U; settle: () => Promise<unknown> }>,
  handler: Handler<E, U>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      idempotent: options.idempotent === true,
    },
    handler: async (request, reply) => {
      const { user, settle } = await resolveUser(request);
      let result: Awaited<ReturnType<Handler<E, U>>>;
      try {
        const ctx = {
          params: parsePart(endpoint.params, request.params, 400),
          query: parsePart(endpoint.query, request.query, 400),
          body: endpoint.multipart ? undefined : parsePart(endpoint.body, request.body, 422),
          user,
          request,
          reply,
        } as RouteContext<E, U>;
        result = await handler(ctx);
      } catch (error) {
        await settle();
        throw error;
      }
      await settle();
      if (result === reply || reply.sent) return reply;
      // Outside production only: in production an answer goes out unchecked (and a JsonText unparsed).
      if (endpoint.response && app.validateResponses) {
        const checked = endpoint.response.safeParse(
          result instanceof JsonText ? (JSON.parse(result.text) as unknown) : result,
        );
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, url: endpoint.path },
            "response breaks the contract",
          );
          throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks the contract`);
        }
      }
      const userId = (user as { id?: string } | null)?.id ?? "";
      if (options.etag) {
        const text = result instanceof JsonText ? result.text : JSON.stringify(result);
        const tag = (result instanceof JsonText ? result.etag : undefined) ?? answerEtag(userId, text);
        reply.header("etag", tag).header("cache-control", "private, no-cache");
        if (matchesIfNoneMatch(request.headers["if-none-match"], tag)) return reply.code(304).send();
        if (result instanceof JsonText) return sendJsonText(request, reply, result);
        return reply.type("application/json; charset=utf-8").send(text);
      }
      if (result instanceof JsonText) return sendJsonText(request, reply, result);
      return result;
    },
  });
}

/** The first of br, gzip the client accepts (q > 0), as Accept-Encoding names them. */
export function acceptedEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const wants = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return null;
}

/** A JsonText: its compressed bytes when they are at hand and accepted, else the text (compressed by the plugin). */
function sendJsonText(request: FastifyRequest, reply: FastifyReply, answer: JsonText): FastifyReply {
  reply.type("application/json; charset=utf-8");
  const encoding =
    answer.encoded && !request.headers["x-no-compression"]
      ? acceptedEncoding(request.headers["accept-encoding"])
      : null;
  const bytes = encoding ? answer.encoded?.get(encoding) : undefined;
  // The answer depends on Accept-Encoding whenever a compressed form is held, whichever is sent.
  if (answer.encoded?.has("br") || answer.encoded?.has("gzip")) reply.header("vary", "accept-encoding");
  if (encoding && bytes) return reply.header("content-encoding", encoding).send(bytes);
  return reply.send(answer.encoded?.get("identity") ?? answer.text);
}
