import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns.js";
import { users } from "./accounts.js";

// ── Store (server part 2 fills these) ───────────────────────────────────────────────────────

export const licenses = pgTable("licenses", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  price: integer("price").notNull(),
  expiryTime: integer("expiry_time").notNull(),
  expiryTimeType: text("expiry_time_type").$type<"day" | "month" | "year">().notNull(),
  order: integer("order").notNull(),
});

export const discountCodes = pgTable("discount_codes", {
  code: text("code").primaryKey(),
  kind: text("kind").$type<"percent" | "fixed">().notNull(),
  amount: integer("amount").notNull(),
  expiresAt: ts("expires_at"),
  maxUses: integer("max_uses"),
  uses: integer("uses").notNull().default(0),
});

export const carts = pgTable("carts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  licenseId: text("license_id").references(() => licenses.id),
  discountCode: text("discount_code"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const factors = pgTable(
  "factors",
  {
    id: text("id").primaryKey(),
    no: text("no").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who receives the subscription: the buyer, or the gift's recipient. */
    recipientId: text("recipient_id").notNull(),
    licenseId: text("license_id").notNull(),
    licenseName: text("license_name").notNull(),
    gateway: text("gateway").notNull(),
    authority: text("authority"),
    totalPrice: integer("total_price").notNull(),
    discountCode: text("discount_code"),
    discountAmount: integer("discount_amount").notNull().default(0),
    finalPrice: integer("final_price").notNull(),
    status: text("status").$type<"pending" | "paid" | "failed">().notNull().default("pending"),
    phone: text("phone"),
    createdAt: createdAt(),
    paidAt: ts("paid_at"),
    expiryAt: ts("expiry_at"),
  },
  (t) => [
    uniqueIndex("factors_no_uq").on(t.no),
    index("factors_user_idx").on(t.userId),
    // The history lists the gifts a user received too (routes/store/verify.ts): without this, a scan.
    index("factors_recipient_idx").on(t.recipientId),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    factorId: text("factor_id"),
    licenseId: text("license_id").notNull(),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId, t.endsAt),
    uniqueIndex("subscriptions_factor_uq").on(t.factorId),
  ],
);

/** Every change of a user's points, with a unique key so a reward or a payment counts once. */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    uniqueKey: text("unique_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("points_ledger_key_uq").on(t.uniqueKey), index("points_ledger_user_idx").on(t.userId)],
);

export const discountUses = pgTable(
  "discount_uses",
  {
    code: text("code").notNull(),
    factorId: text("factor_id").notNull(),
    userId: text("user_id").notNull(),
    usedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.factorId] })],
);
