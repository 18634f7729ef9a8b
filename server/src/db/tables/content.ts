import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";

// ── Content ─────────────────────────────────────────────────────────────────────────────────

export const courses = pgTable("courses", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  imageLink: text("image_link"),
  order: integer("order").notNull(),
  /** Gone from the seed content but kept for learners' history (seed.ts); never listed. */
  retired: boolean("retired").notNull().default(false),
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
    retired: boolean("retired").notNull().default(false),
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
    retired: boolean("retired").notNull().default(false),
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
    /** A short Persian usage note, where a Persian speaker falls into a trap. */
    note: text("note"),
    retired: boolean("retired").notNull().default(false),
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
    retired: boolean("retired").notNull().default(false),
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
    /** Sortable: every other order graded as correct (each the same items as `correct`). */
    accepted: jsonb("accepted").$type<string[][]>().notNull().default([]),
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

/**
 * One row (id 1): the version of the shared content (courses … questions). The seed loader bumps it in
 * the transaction that changes content, so every server process on this database sees, in its next
 * per-user query, that its in-memory content cache is stale (docs/decisions/012-content-cache.md).
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});
