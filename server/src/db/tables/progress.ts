import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns.js";
import { users } from "./accounts.js";
import { exams, words } from "./content.js";

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
  (t) => [
    uniqueIndex("bookmarks_user_word_uq").on(t.userId, t.wordId),
    // The saved-words list: one user's bookmarks newest first, read in index order with no sort.
    index("bookmarks_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A counter per user that grows with every change to that user's bookmarks, kept by a trigger on
 * `bookmarks` (migration 0003): the saved-words list is cached per user and process, and served from
 * memory while this number and the content version are what it was read at
 * (docs/decisions/015-one-query-per-read.md). No foreign key: the trigger also runs while a user's
 * bookmarks are deleted with the user.
 */
export const bookmarkRevisions = pgTable("bookmark_revisions", {
  userId: text("user_id").primaryKey(),
  revision: bigint("revision", { mode: "number" }).notNull(),
});

/**
 * A counter per user that grows with every change to that user's completions (`word_progress`) and
 * exam highs (`exam_highs`), kept by triggers on both (migration 0008). With the bookmark revision,
 * the content version and the subscription it stamps what a section answer was built from, so a
 * repeat read asks only these few numbers (docs/decisions/033-section-reads-by-revision.md). No
 * foreign key, as for bookmark_revisions.
 */
export const progressRevisions = pgTable("progress_revisions", {
  userId: text("user_id").primaryKey(),
  revision: bigint("revision", { mode: "number" }).notNull(),
});

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
