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

/**
 * The user of a verified token whose session is still to be confirmed: by the route's own query
 * (`confirm`, see liveSessionSql in auth/sessions.ts), or else by the usual lookup before the
 * answer leaves (defineSessionRoute). `confirm(false)` throws 401.
 */
export interface SessionUser {
  id: string;
  sessionId: string;
  token: VerifiedToken;
  confirm(live: boolean): void;
  /** True once the session was confirmed live. */
  readonly confirmed: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The verified token's user with the session not yet looked up (no database query); 401 when the
     * token is missing, invalid or expired. The caller must confirm the session before answering.
     */
    sessionUser(): Promise<SessionUser>;
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

  async function verifiedToken(request: FastifyRequest): Promise<VerifiedToken | null> {
    const token = bearer(request);
    if (token === null) return null;
    if (token === "") throw unauthorized();
    try {
      return await ctx.tokens.verify(token, ctx.clock.now());
    } catch {
      throw unauthorized();
    }
  }

  async function resolve(request: FastifyRequest): Promise<AuthedUser | null> {
    const verified = await verifiedToken(request);
    if (!verified) return null;
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
  app.decorateRequest("sessionUser", async function (this: FastifyRequest): Promise<SessionUser> {
    const verified = await verifiedToken(this);
    if (!verified) throw unauthorized();
    let confirmed = false;
    return {
      id: verified.sub,
      sessionId: verified.sid,
      token: verified,
      confirm(live: boolean) {
        if (!live) throw unauthorized();
        confirmed = true;
      },
      get confirmed() {
        return confirmed;
      },
    };
  });
  app.decorateRequest("requireUser", async function (this: FastifyRequest) {
    const user = await memo(this);
    if (!user) throw unauthorized();
    return user;
  });
}
