import { z } from "zod";

/**
 * Shared pieces of the wire contract (docs: /work/shared/spec/api.md, "Conventions").
 * Request schemas are strict about types and lengths; response schemas are tolerant enough that any
 * server following api.md parses (unknown keys are stripped, never rejected).
 */

/** Every 4xx/5xx body. 422 may add per-field texts. Texts meant for users are Persian. */
export const errorBodySchema = z.object({
  messages: z.object({ error: z.string() }),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** ISO 8601 date-time with a `Z` or `±hh:mm` offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Dates travel as objects, so that the app reads `created_at.date`. */
export const dateObjectSchema = z.object({ date: isoDateTimeSchema });
export type DateObject = z.infer<typeof dateObjectSchema>;

/** A date as it travels: `{ date: "2025-03-21T08:00:00.000Z" }`. */
export const dateObject = (date: Date): DateObject => ({ date: date.toISOString() });

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;
const LINE_BREAKS_AND_TABS = new Set(["\t", "\n", "\r"]);

/** True when a one-line text (an id, a name) holds no control character (NUL, ESC, DEL, line breaks…). */
export const hasNoControlChars = (text: string): boolean => ![...text].some(isControl);

/**
 * True when a text of several lines (a note) holds no control character other than tab and line
 * breaks. NUL above all: PostgreSQL cannot store it, so it must be a 422, never a 5xx.
 */
export const isPlainMultilineText = (text: string): boolean =>
  ![...text].some((c) => isControl(c) && !LINE_BREAKS_AND_TABS.has(c));

/** An id the server receives (path param, query or body): opaque, non-empty, trimmed, at most 64 chars. */
export const idSchema = z.string().trim().min(1).max(64).refine(hasNoControlChars, "no control characters");
export type Id = z.infer<typeof idSchema>;

/** An id the server sends: opaque and non-empty; no length limit so that other servers' ids parse. */
export const responseIdSchema = z.string().min(1);

/** Image links and other optional texts a server may leave empty. */
export const nullableStringSchema = z.string().nullable();

/** A count or an amount: an integer ≥ 0. */
export const nonNegativeIntSchema = z.int().min(0);

/** Prices are integers in tomans. */
export const tomanSchema = nonNegativeIntSchema;

/** A score of an exam attempt, 0–100. */
export const scoreSchema = z.int().min(0).max(100);

/** A URL the browser may be sent to: http or https only (never `javascript:`). */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** Where the browser is sent: an http(s) URL, or a path on the API's origin (not `//host`). */
export const redirectUrlSchema = z.union([httpUrlSchema, z.string().regex(/^\/(?![/\\])/)]);

/** `/api/*` success bodies are `{ data: <payload> }`. */
export function apiData<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** `{}`: the answer of calls whose body says nothing (change password, logout). */
export const emptyAnswerSchema = z.object({});
export type EmptyAnswer = z.infer<typeof emptyAnswerSchema>;

/** `{ id }`: the answer of calls that create something. */
export const idAnswerSchema = z.object({ id: responseIdSchema });
export type IdAnswer = z.infer<typeof idAnswerSchema>;

/** A query string passed through untouched (OAuth callback, payment gateway return). */
export const passThroughQuerySchema = z.record(z.string(), z.string());
export type PassThroughQuery = z.infer<typeof passThroughQuerySchema>;
