import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { createdAt, ts } from "./columns.js";

// ── State every server process shares (issue 18, docs/decisions/017-shared-state.md) ────────

/** Raw bytes: Buffer in, Buffer out (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The counters of @fastify/rate-limit (the per-IP request limit and every per-route limit): one row
 * per key and window, so every process counts into one. The table is UNLOGGED (migration): a
 * counter lost in a crash only forgives a minute's requests, and no WAL is written per request.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: ts("reset_at").notNull(),
  },
  (t) => [index("rate_limit_hits_reset_at_idx").on(t.resetAt)],
);

/** Uploaded files (profile pictures), served at /uploads/<name> by any process. */
export const uploads = pgTable(
  "uploads",
  {
    name: text("name").primaryKey(),
    /** The uploader; the row goes with the user. Null for files imported from an old DATA_DIR/uploads. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_user_idx").on(t.userId)],
);
