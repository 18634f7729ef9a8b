import { z } from "zod";

/**
 * Messages between the app and its service worker about queued writes (the outbox). They cross a
 * BroadcastChannel and postMessage, so both sides parse them with these schemas.
 */
export const OUTBOX_CHANNEL = "vajeh-outbox";

/**
 * The worker tells open pages the server's answer to a queued write it replayed (anything but a
 * network failure), with the answer's JSON body (null when there is none). The page decides what it
 * means with `classifyWriteAnswer`, exactly as for its own sends: it settles the entry (adopting a
 * bookmark id the server chose), looks a 404 up, refuses it, or asks the learner to sign in again.
 */
export const outboxAnsweredSchema = z.object({
  type: z.literal("outbox-answered"),
  key: z.string().min(1),
  status: z.int(),
  body: z.unknown(),
  /** `tokenTail` of the token the worker sent it with: a 401 ends the session only if that is still the page's token. */
  token_tail: z.string(),
});

/** The end of a token's signature: enough to tell two tokens apart, without passing the token around. */
export const tokenTail = (token: string): string => token.slice(-16);

export const outboxMessageSchema = z.discriminatedUnion("type", [outboxAnsweredSchema]);
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
/**
 * What an entry must stay in order with: the word for every write of a saved word (whatever its
 * bookmark id), the word for a completion. Entries with the same key go out strictly in order; an
 * entry that keeps failing holds back only the entries with its key.
 */
export const OUTBOX_ORDER_HEADER = "X-Vajeh-Order";
