import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns.js";

// ── Accounts ────────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    mobile: text("mobile"),
    email: text("email"),
    emailVerified: boolean("email_verified").notNull().default(false),
    passwordHash: text("password_hash"),
    givenName: text("given_name"),
    familyName: text("family_name"),
    city: text("city"),
    qualification: text("qualification"),
    picture: text("picture"),
    /** A cache of the sum of the user's points_ledger rows, updated in the same transaction. */
    points: integer("points").notNull().default(0),
    inviteCode: text("invite_code").notNull(),
    invitedBy: text("invited_by"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_mobile_uq").on(t.mobile),
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_invite_code_uq").on(t.inviteCode),
  ],
);

/** One live code per mobile and intent: a new request replaces the row. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    mobile: text("mobile").notNull(),
    intent: text("intent").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The signed-in user who asked (gift intent), or the inviter's code carried through sign-up. */
    requesterId: text("requester_id"),
    inviteCode: text("invite_code"),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    resendAt: ts("resend_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    verifiedAt: ts("verified_at"),
  },
  (t) => [primaryKey({ columns: [t.mobile, t.intent] })],
);

/** Timestamped events counted in sliding windows (SMS sent, failed verifications, failed logins). */
export const rateEvents = pgTable(
  "rate_events",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    at: ts("at").notNull(),
  },
  (t) => [index("rate_events_key_at_idx").on(t.key, t.at)],
);

/**
 * Signed-in sessions (docs/decisions/007-sessions.md): every token carries its session's id (`sid`)
 * and is refused once the row is gone (logout, a password change from another session, a reset) or
 * past `expires_at`, the hard age limit that refreshing never moves.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** How the session began: "sms", "pwd" or "oidc". */
    method: text("method").notNull(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Answers to requests that carried an Idempotency-Key, so a replay gets the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    statusCode: integer("status_code").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
