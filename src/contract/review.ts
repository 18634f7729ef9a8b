import { z } from "zod";
import { dateObjectSchema, hasNoControlChars, isoDateTimeSchema } from "./common.js";
import { REVIEW_CURSOR } from "./review-cursor.js";

/**
 * Spaced review on the wire (docs/api-review.md): answer logs pushed in batches and pulled back with
 * a cursor, and the learner's review settings. The card kinds repeat src/domain/review/card-kinds.ts
 * (the contract imports nothing of ours; a test holds the two lists equal).
 */
export const REVIEW_CARD_KINDS = ["meaning", "recall", "article", "plural"] as const;
export type ReviewCardKind = (typeof REVIEW_CARD_KINDS)[number];

/** At most this many logs in one push (a device batches its pending logs by this). */
export const MAX_LOGS_PER_PUSH = 500;
/** A pull page holds at most this many logs; `limit` defaults to it. */
export const MAX_LOGS_PER_PAGE = 1000;

export const MIN_DESIRED_RETENTION = 0.8;
export const MAX_DESIRED_RETENTION = 0.97;
export const MAX_NEW_CARDS_PER_DAY = 200;
export const MAX_DAILY_GOAL = 1000;

const CARD_ID = /^(.{1,64}):(meaning|recall|article|plural)$/su;

/** `<word id>:<kind>`: the word's id (1–64 characters, no control characters) and the card's kind. */
export const cardIdSchema = z
  .string()
  .regex(CARD_ID, "card id is <word id>:<kind>")
  .refine(hasNoControlChars, "no control characters");

/** One answer as a device sends it. `id` is the device's UUID: the same answer sent twice is one answer. */
export const reviewLogSchema = z.object({
  id: z.uuid(),
  card_id: cardIdSchema,
  /** FSRS grade: 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating: z.int().min(1).max(4),
  reviewed_at: z.object({ date: isoDateTimeSchema }),
  /** Whole days since the card's previous answer known to the answering device (statistics only). */
  elapsed_days: z.int().min(0).max(36_500),
  /** How long the learner took to answer, in milliseconds (statistics only). */
  duration_ms: z.int().min(0).max(86_400_000),
});
export type ReviewLog = z.infer<typeof reviewLogSchema>;

export const reviewLogsPushBodySchema = z.object({
  logs: z.array(reviewLogSchema).min(1).max(MAX_LOGS_PER_PUSH),
});
export type ReviewLogsPushBody = z.infer<typeof reviewLogsPushBodySchema>;

/**
 * What a push did: `stored` new logs, `known` ones the server already had (a replay), and the ids it
 * `ignored` — an id this user already used for a different answer (the first one stays), or a card
 * of a word this user cannot see. Every log of the request is settled either way.
 */
export const reviewLogsPushAnswerSchema = z.object({
  stored: z.int().min(0),
  known: z.int().min(0),
  ignored: z.array(z.object({ id: z.string(), reason: z.enum(["conflict", "unknown_card"]) })),
});
export type ReviewLogsPushAnswer = z.infer<typeof reviewLogsPushAnswerSchema>;

/** A cursor: opaque to the app (the server's position in this user's logs); "0" is the start. */
export const reviewCursorSchema = z.string().regex(REVIEW_CURSOR, "a cursor the server gave");

export const reviewLogsQuerySchema = z.object({
  after: reviewCursorSchema.default("0"),
  limit: z.coerce.number().int().min(1).max(MAX_LOGS_PER_PAGE).default(MAX_LOGS_PER_PAGE),
});

/** A log as the server hands it back (tolerant: unknown keys are stripped). */
export const storedReviewLogSchema = z.object({
  id: z.string().min(1),
  card_id: z.string().min(1),
  rating: z.int().min(1).max(4),
  reviewed_at: dateObjectSchema,
  elapsed_days: z.int().min(0),
  duration_ms: z.int().min(0),
});
export type StoredReviewLog = z.infer<typeof storedReviewLogSchema>;

/** A page of this user's logs in the order the server received them; `more` while another page waits. */
export const reviewLogsPageSchema = z.object({
  logs: z.array(storedReviewLogSchema),
  cursor: reviewCursorSchema,
  more: z.boolean(),
});
export type ReviewLogsPage = z.infer<typeof reviewLogsPageSchema>;

const cardKindsSchema = z
  .array(z.enum(REVIEW_CARD_KINDS))
  .min(1)
  .max(REVIEW_CARD_KINDS.length)
  .refine((kinds) => new Set(kinds).size === kinds.length, "each kind once");

/** What a device sets; `updated_at` is when the learner changed it (the later change wins). */
export const reviewSettingsBodySchema = z.object({
  desired_retention: z.number().min(MIN_DESIRED_RETENTION).max(MAX_DESIRED_RETENTION),
  new_cards_per_day: z.int().min(0).max(MAX_NEW_CARDS_PER_DAY),
  daily_goal: z.int().min(1).max(MAX_DAILY_GOAL),
  card_kinds: cardKindsSchema,
  updated_at: z.object({ date: isoDateTimeSchema }),
});
export type ReviewSettingsBody = z.infer<typeof reviewSettingsBodySchema>;

/** The learner's settings as the server keeps them; `fsrs_weights` null means FSRS-6's defaults. */
export const reviewSettingsSchema = z.object({
  desired_retention: z.number(),
  new_cards_per_day: z.int().min(0),
  daily_goal: z.int().min(0),
  card_kinds: z.array(z.string()),
  fsrs_weights: z.array(z.number()).nullable(),
  updated_at: dateObjectSchema,
});
export type ReviewSettingsWire = z.infer<typeof reviewSettingsSchema>;
