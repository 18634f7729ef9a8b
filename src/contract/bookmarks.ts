import { z } from "zod";

import {
  dateObjectSchema,
  idAnswerSchema,
  idSchema,
  isPlainMultilineText,
  responseIdSchema,
} from "./common.js";

/**
 * Saved words and progress (api.md "Saved words and progress"). These calls may be queued offline and
 * replayed, so the server treats them as idempotent; each queued request carries an `Idempotency-Key`.
 */

/** A note or description: up to 2000 characters over several lines, no NUL or other control character. */
const bookmarkTextSchema = z.string().max(2000).refine(isPlainMultilineText, "no control characters");

/**
 * POST /api/courses/words/bookmarks. `id` is a client UUID so that a bookmark made offline can be patched
 * or deleted before it reached the server; a known `id`, or a word already saved, answers the existing id.
 */
export const bookmarkCreateBodySchema = z.object({
  id: z.uuid().optional(),
  course_id: idSchema,
  lesson_id: idSchema,
  section_id: idSchema,
  word_id: idSchema,
  description: bookmarkTextSchema.default(""),
  note: bookmarkTextSchema.default(""),
  learned: z.boolean().default(false),
});
export type BookmarkCreateBody = z.infer<typeof bookmarkCreateBodySchema>;
export type BookmarkCreateBodyInput = z.input<typeof bookmarkCreateBodySchema>;

/** `{ id }` of the new (or already existing) bookmark. */
export const bookmarkCreateAnswerSchema = idAnswerSchema;
export type BookmarkCreateAnswer = z.infer<typeof bookmarkCreateAnswerSchema>;

export const bookmarkParamsSchema = z.object({ bookmarkId: idSchema });
export type BookmarkParams = z.infer<typeof bookmarkParamsSchema>;

/** PATCH /api/courses/words/bookmarks/:bookmarkId: sets the given values; at least one is required. */
export const bookmarkPatchBodySchema = z
  .object({
    description: bookmarkTextSchema.optional(),
    note: bookmarkTextSchema.optional(),
    learned: z.boolean().optional(),
  })
  .refine((body) => body.description !== undefined || body.note !== undefined || body.learned !== undefined, {
    message: "at least one of description, note, learned is required",
  });
export type BookmarkPatchBody = z.infer<typeof bookmarkPatchBodySchema>;

export const bookmarkSchema = z.object({
  id: responseIdSchema,
  course_id: responseIdSchema,
  lesson_id: responseIdSchema,
  section_id: responseIdSchema,
  word_id: responseIdSchema,
  /** the word's name, spelt with two underscores on the wire */
  word__name: z.string(),
  description: z.string(),
  note: z.string(),
  learned: z.boolean(),
  updated_at: dateObjectSchema,
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** GET /api/courses/words/bookmarks[?search_text=] */
export const bookmarksQuerySchema = z.object({
  search_text: z.string().trim().max(100).optional(),
});
export type BookmarksQuery = z.infer<typeof bookmarksQuerySchema>;

/** POST /api/course/status/complete_section: marks one word of a section as done. */
export const completeSectionBodySchema = z.object({
  course_id: idSchema,
  lesson_id: idSchema,
  section_id: idSchema,
  word_id: idSchema,
});
export type CompleteSectionBody = z.infer<typeof completeSectionBodySchema>;

export const completeSectionAnswerSchema = z.object({
  word_completed: z.boolean(),
  section_completed: z.boolean(),
  lesson_completed: z.boolean(),
});
export type CompleteSectionAnswer = z.infer<typeof completeSectionAnswerSchema>;

/** What the service worker answers (status 202) when it queued a write because the network failed. */
export const queuedAnswerSchema = z.object({ queued: z.literal(true) });
export type QueuedAnswer = z.infer<typeof queuedAnswerSchema>;
