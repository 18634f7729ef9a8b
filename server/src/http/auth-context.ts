import type { FastifyInstance, FastifyRequest } from "fastify";
import { type SessionRow, findLiveSession } from "../auth/sessions.js";
import type { VerifiedToken } from "../auth/tokens.js";
import type { users } from "../db/schema.js";
import { unauthorized } from "../errors.js";
import type { AppContext } from "./app-context.js";

export type UserRow = typeof users.$inferSelect;

/** The signed-in user of a request: the verified token, its live session and the user's current row. */
export interface AuthedUser {
  id: string;
  token: VerifiedToken;
  session: SessionRow;
  row: UserRow;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The user of the Bearer token; 401 when it is missing, invalid, expired, or its session has ended. */
    requireUser(): Promise<AuthedUser>;
    /** The user when a valid token is present, null when none is sent; 401 for a bad one. */
    optionalUser(): Promise<AuthedUser | null>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? "";
}

/** Decorates requests with requireUser/optionalUser, resolved once per request. */
export function registerAuthContext(app: FastifyInstance, ctx: AppContext): void {
  const cache = new WeakMap<FastifyRequest, Promise<AuthedUser | null>>();

  async function resolve(request: FastifyRequest): Promise<AuthedUser | null> {
    const token = bearer(request);
    if (token === null) return null;
    if (token === "") throw unauthorized();
    let verified: VerifiedToken;
    try {
      verified = await ctx.tokens.verify(token, ctx.clock.now());
    } catch {
      throw unauthorized();
    }
    const live = await findLiveSession(ctx.db, verified, ctx.clock.now());
    if (!live) throw unauthorized();
    return { id: live.user.id, token: verified, session: live.session, row: live.user };
  }

  const memo = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = resolve(request);
      cache.set(request, pending);
    }
    return pending;
  };

  app.decorateRequest("optionalUser", function (this: FastifyRequest) {
    return memo(this);
  });
  app.decorateRequest("requireUser", async function (this: FastifyRequest) {
    const user = await memo(this);
    if (!user) throw unauthorized();
    return user;
  });
}
