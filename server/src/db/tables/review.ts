import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ts } from "./columns.js";
import { users } from "./accounts.js";

// ── Spaced review (issue 16, docs/api-review.md) ───────────────────────────────────────────

/**
 * Every answer a learner gave, append-only: never updated, never deleted (but with the user). The id
 * is the device's UUID, unique per user (another user's id is another row and says nothing about
 * it). `seq` is this user's server sequence, taken from `review_log_heads` under its row lock, so a
 * user's logs become visible in `seq` order and a cursor never skips one committed later.
 */
export const reviewLogs = pgTable(
  "review_logs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    /** `<word id>:<kind>`; the word id is kept apart for joins with the content. */
    cardId: text("card_id").notNull(),
    wordId: text("word_id").notNull(),
    rating: smallint("rating").notNull(),
    reviewedAt: ts("reviewed_at").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    durationMs: integer("duration_ms").notNull(),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex("review_logs_user_seq_uq").on(t.userId, t.seq),
    index("review_logs_user_card_idx").on(t.userId, t.cardId, t.reviewedAt),
  ],
);

/** The last `seq` given to each user's logs; its row is locked while a push numbers new logs. */
export const reviewLogHeads = pgTable("review_log_heads", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSeq: bigint("last_seq", { mode: "number" }).notNull(),
});

/**
 * A learner's review settings, one row once they set any (none: the defaults). `fsrs_weights` null
 * means FSRS-6's defaults; optimised parameters replace them here later. The later `updated_at`
 * (the device's clock when the learner changed them, never past the server's) wins.
 */
export const reviewSettings = pgTable("review_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  desiredRetention: doublePrecision("desired_retention").notNull(),
  newCardsPerDay: integer("new_cards_per_day").notNull(),
  dailyGoal: integer("daily_goal").notNull(),
  cardKinds: jsonb("card_kinds").$type<string[]>().notNull(),
  fsrsWeights: jsonb("fsrs_weights").$type<number[] | null>(),
  updatedAt: ts("updated_at").notNull(),
  version: integer("version").notNull().default(1),
});
