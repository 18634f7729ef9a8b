import { z } from "zod";

/**
 * Messages between the app and its service worker about queued writes (the outbox). They cross a
 * BroadcastChannel and postMessage, so both sides parse them with these schemas.
 */
export const OUTBOX_CHANNEL = "vajeh-outbox";

/** The worker tells open pages that a queued write reached the server (2xx, or 404 on a DELETE). */
export const outboxDeliveredSchema = z.object({
  type: z.literal("outbox-delivered"),
  key: z.string().min(1),
});

/** The worker tells open pages that the server refused a queued write (a 4xx other than 401/404-on-DELETE). */
export const outboxRefusedSchema = z.object({
  type: z.literal("outbox-refused"),
  key: z.string().min(1),
  status: z.int(),
  message: z.string(),
});

export const outboxMessageSchema = z.discriminatedUnion("type", [outboxDeliveredSchema, outboxRefusedSchema]);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The page mirrors the current token to the worker, so replays go out with it (null after logout). */
export const authMirrorSchema = z.object({
  type: z.literal("auth-token"),
  token: z.string().nullable(),
  userId: z.string().nullable(),
});
export type AuthMirror = z.infer<typeof authMirrorSchema>;

/** The page asks the worker to replay its queue now (on start, on `online`). */
export const replayRequestSchema = z.object({ type: z.literal("outbox-replay") });

/** Header names the outbox's requests carry. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const OUTBOX_USER_HEADER = "X-Vajeh-User";
