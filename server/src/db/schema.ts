import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

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

/** Logged-out tokens by jti, kept until they would have expired anyway. */
export const revokedTokens = pgTable("revoked_tokens", {
  jti: text("jti").primaryKey(),
  expiresAt: ts("expires_at").notNull(),
});

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

// ── Content ─────────────────────────────────────────────────────────────────────────────────

export const courses = pgTable("courses", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  imageLink: text("image_link"),
  order: integer("order").notNull(),
});

export const lessons = pgTable(
  "lessons",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    order: integer("order").notNull(),
    free: boolean("free").notNull().default(false),
  },
  (t) => [index("lessons_course_idx").on(t.courseId, t.order)],
);

export const sections = pgTable(
  "sections",
  {
    id: text("id").primaryKey(),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    name: text("name").notNull(),
    order: integer("order").notNull(),
  },
  (t) => [index("sections_lesson_idx").on(t.lessonId, t.order)],
);

export const words = pgTable(
  "words",
  {
    id: text("id").primaryKey(),
    sectionId: text("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id").notNull(),
    courseId: text("course_id").notNull(),
    order: integer("order").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    gender: text("gender"),
    pronunciation: text("pronunciation"),
    imageLink: text("image_link"),
    german: text("german").notNull(),
    persian: text("persian").notNull(),
    plural: text("plural"),
    synonym: text("synonym"),
    exampleGerman: text("example_german"),
    examplePersian: text("example_persian"),
  },
  (t) => [index("words_section_idx").on(t.sectionId, t.order)],
);

export const exams = pgTable(
  "exams",
  {
    id: text("id").primaryKey(),
    sectionId: text("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    deadline: integer("deadline").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("exams_section_idx").on(t.sectionId)],
);

/** A question; `correct` never leaves the server before the question is answered. */
export const questions = pgTable(
  "questions",
  {
    examId: text("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    type: text("type").notNull(),
    question: text("question").notNull(),
    questionTarget: text("question_target"),
    /** Choices (multiple choice, image), items (sortable) or left items (pluggable), in authored order. */
    answers: jsonb("answers").$type<string[]>().notNull(),
    /** The target side: sortable slot labels, or pluggable right items (authored order = correct pairs). */
    target: jsonb("target").$type<string[]>().notNull(),
    /** The correct answer in the one shape api.md defines for what the learner sends. */
    correct: jsonb("correct").$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.index] })],
);

export const posts = pgTable("posts", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  imageLink: text("image_link"),
  /** HTML, sanitised when stored. */
  content: text("content").notNull(),
  order: integer("order").notNull(),
  createdAt: createdAt(),
});

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value"),
});

// ── Learner progress ────────────────────────────────────────────────────────────────────────

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    wordId: text("word_id")
      .notNull()
      .references(() => words.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    lessonId: text("lesson_id").notNull(),
    sectionId: text("section_id").notNull(),
    description: text("description").notNull().default(""),
    note: text("note").notNull().default(""),
    learned: boolean("learned").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bookmarks_user_word_uq").on(t.userId, t.wordId)],
);

export const wordProgress = pgTable(
  "word_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    wordId: text("word_id")
      .notNull()
      .references(() => words.id, { onDelete: "cascade" }),
    sectionId: text("section_id").notNull(),
    completedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.wordId] }),
    index("word_progress_section_idx").on(t.userId, t.sectionId),
  ],
);

export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    examId: text("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    lessonId: text("lesson_id").notNull(),
    sectionId: text("section_id").notNull(),
    createdAt: ts("created_at").notNull(),
    deadlineAt: ts("deadline_at").notNull(),
    completedAt: ts("completed_at"),
    score: integer("score"),
  },
  (t) => [index("exam_attempts_user_idx").on(t.userId, t.examId)],
);

/** One row per answered question: the primary key makes a concurrent second answer fail. */
export const examAnswers = pgTable(
  "exam_answers",
  {
    attemptId: text("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    questionIndex: integer("question_index").notNull(),
    answers: jsonb("answers").$type<string[]>().notNull(),
    correct: boolean("correct").notNull(),
    answeredAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionIndex] })],
);

export const examHighs = pgTable(
  "exam_highs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    examId: text("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    doneAt: ts("done_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.examId] })],
);

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
  (t) => [uniqueIndex("factors_no_uq").on(t.no), index("factors_user_idx").on(t.userId)],
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
