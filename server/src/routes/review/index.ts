import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute, defineSessionRoute } from "../../http/define-route.js";
import { readReviewLogs, storeReviewLogs } from "./review-log-store.js";
import { readReviewSettings, writeReviewSettings } from "./review-settings-store.js";

/**
 * Spaced review (docs/api-review.md): answer logs pushed by the outbox and pulled back by cursor,
 * and the learner's settings. Every query names the signed-in user: nothing of another user is read.
 * Writes check the session before they run (defineRoute); reads check it before answering.
 */
export async function reviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  // Idempotent by log id (not by Idempotency-Key: a batch the device grew before sending is the same
  // logs plus more, and each is stored once whatever request brings it).
  defineRoute(app, endpoints.reviewLogsPush, async ({ body, user }) => ({
    data: await storeReviewLogs(db, user.id, body.logs, ctx.clock.now()),
  }));

  // With an ETag: a re-sync that finds nothing after its cursor moves only headers (304).
  defineSessionRoute(
    app,
    endpoints.reviewLogs,
    async ({ query, user }) => ({
      data: await readReviewLogs(db, user.id, Number(query.after), query.limit),
    }),
    { etag: true },
  );

  defineSessionRoute(
    app,
    endpoints.reviewSettings,
    async ({ user }) => ({ data: await readReviewSettings(db, user.id) }),
    { etag: true },
  );

  defineRoute(app, endpoints.reviewSettingsUpdate, async ({ body, user }) => ({
    data: await writeReviewSettings(db, user.id, body, ctx.clock.now()),
  }));
}
