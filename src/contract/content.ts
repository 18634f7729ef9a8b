import { z } from "zod";

import {
  dateObjectSchema,
  idSchema,
  nonNegativeIntSchema,
  nullableStringSchema,
  responseIdSchema,
  scoreSchema,
} from "./common.js";

/** Content calls (api.md "Content"): settings, blog, courses, lessons, sections, words, exams' questions. */

export const settingsSchema = z.object({
  configs: z.object({
    LINK_IMAGE_USER_MAIN_PAGE_HEADER: nullableStringSchema,
    LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: nullableStringSchema,
    LINK_IMAGE_USER_BEFORE_START_EXAM: nullableStringSchema,
  }),
  /** gateway key → Persian label */
  gateways: z.record(z.string(), z.string()),
});
export type Settings = z.infer<typeof settingsSchema>;

export const postSummarySchema = z.object({
  id: responseIdSchema,
  title: z.string(),
  image_link: nullableStringSchema,
  summary: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** A post with its `content` (HTML, sanitised by the app before rendering). */
export const postSchema = postSummarySchema.extend({ content: z.string() });
export type Post = z.infer<typeof postSchema>;

export const courseSummarySchema = z.object({
  id: responseIdSchema,
  name: z.string(),
  image_link: nullableStringSchema,
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** A section as listed inside a lesson summary (only when the lesson is bought). */
export const sectionSummarySchema = z.object({
  id: responseIdSchema,
  name: z.string(),
  order: z.int(),
  is_completed: z.boolean(),
});
export type SectionSummary = z.infer<typeof sectionSummarySchema>;

/** `sections: []` means the user has not bought the lesson. */
export const lessonSummarySchema = z.object({
  id: responseIdSchema,
  name: z.string(),
  is_completed: z.boolean(),
  sections_count: nonNegativeIntSchema,
  done_sections_count: nonNegativeIntSchema,
  sections: z.array(sectionSummarySchema),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const courseSchema = courseSummarySchema.extend({ lessons: z.array(lessonSummarySchema) });
export type Course = z.infer<typeof courseSchema>;

export const QUESTION_TYPE_MULTIPLE_CHOICE = "QUESTION_TYPE_MULTIPLE_CHOICE";
export const QUESTION_TYPE_IMAGE = "QUESTION_TYPE_IMAGE";
export const QUESTION_TYPE_SORTABLE = "QUESTION_TYPE_SORTABLE";
/** What the seed uses for pluggable questions; any unknown type is treated as pluggable too. */
export const QUESTION_TYPE_PLUGGABLE = "QUESTION_TYPE_PLUGGABLE";

export const QUESTION_TYPES = [
  QUESTION_TYPE_MULTIPLE_CHOICE,
  QUESTION_TYPE_IMAGE,
  QUESTION_TYPE_SORTABLE,
  QUESTION_TYPE_PLUGGABLE,
] as const;

/** The four type strings the reference server writes (for seeds and server-side validation). */
export const knownQuestionTypeSchema = z.enum(QUESTION_TYPES);
export type KnownQuestionType = z.infer<typeof knownQuestionTypeSchema>;

/** How the app renders and checks a question. */
export const questionKindSchema = z.enum(["multiple_choice", "image", "sortable", "pluggable"]);
export type QuestionKind = z.infer<typeof questionKindSchema>;

/** Classifies a question's `type`: the three named types, and anything else is pluggable. */
export function questionKind(type: string): QuestionKind {
  switch (type) {
    case QUESTION_TYPE_MULTIPLE_CHOICE:
      return "multiple_choice";
    case QUESTION_TYPE_IMAGE:
      return "image";
    case QUESTION_TYPE_SORTABLE:
      return "sortable";
    default:
      return "pluggable";
  }
}

/** A question's `type` as it travels (any non-empty string), parsed into its kind. */
export const questionTypeSchema = z.string().min(1).transform(questionKind);

/**
 * A question as the app sees it before answering. Multiple choice and image: `answers` are the choices
 * (`question_target` is the image source for the image type). Sortable: `answers` are the items, shuffled,
 * `answer` the slot labels (may be ""). Pluggable: `answers` the left items, `answer` the right items,
 * shuffled. The correct answers are never sent before the question is answered.
 */
export const questionSchema = z.object({
  type: z.string().min(1),
  question: z.string(),
  question_target: nullableStringSchema,
  answers: z.array(z.string()),
  answer: z.array(z.string()),
});
export type Question = z.infer<typeof questionSchema>;

/** The best attempt of an exam. */
export const highScoreSchema = z.object({
  done_at: dateObjectSchema,
  score: scoreSchema,
});
export type HighScore = z.infer<typeof highScoreSchema>;

export const examSchema = z.object({
  id: responseIdSchema,
  name: z.string(),
  /** seconds an attempt may last */
  deadline: z.int().positive(),
  questions: z.array(questionSchema),
  high: highScoreSchema.nullable(),
});
export type Exam = z.infer<typeof examSchema>;

export const genderSchema = z.enum(["masculine", "feminine", "neuter"]);
export type Gender = z.infer<typeof genderSchema>;

/** The user's bookmark of a word, as embedded in the word. */
export const wordBookmarkSchema = z.object({
  id: responseIdSchema,
  note: z.string(),
  description: z.string(),
  learned: z.boolean(),
});
export type WordBookmark = z.infer<typeof wordBookmarkSchema>;

/** `grammer` is spelt as on the wire. A word without a German translation is completed at once. */
export const wordSchema = z.object({
  id: responseIdSchema,
  name: z.string(),
  /** "NOUN", "VERB", "ADJECTIVE", … */
  type: z.string(),
  gender: genderSchema.nullable(),
  pronunciation: nullableStringSchema,
  image_link: nullableStringSchema,
  translation: z.object({ german: nullableStringSchema, persian: z.string() }),
  grammer: z.object({ plural: nullableStringSchema }),
  synonym: z.object({ german: nullableStringSchema }),
  example: z.object({ german: nullableStringSchema, persian: nullableStringSchema }),
  /** A short Persian usage note where a Persian speaker falls into a trap; absent from older servers. */
  note: nullableStringSchema.optional(),
  bookmark: wordBookmarkSchema.nullable(),
  is_completed: z.boolean(),
});
export type Word = z.infer<typeof wordSchema>;

/** `words` is empty when the user has not bought the section. */
export const sectionSchema = z.object({
  id: responseIdSchema,
  name: z.string(),
  order: z.int(),
  is_completed: z.boolean(),
  words: z.array(wordSchema),
  exams: z.array(examSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** Sections come ordered by `order` ascending. */
export const lessonSchema = z.object({
  id: responseIdSchema,
  name: z.string(),
  is_completed: z.boolean(),
  sections: z.array(sectionSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** `?order_by=order&order=asc` for the course list and a course. */
export const coursesQuerySchema = z.object({
  order_by: z.enum(["order"]).default("order"),
  order: z.enum(["asc", "desc"]).default("asc"),
});
export type CoursesQuery = z.infer<typeof coursesQuerySchema>;
export type CoursesQueryInput = z.input<typeof coursesQuerySchema>;

export const lessonQuerySchema = z.object({ course_id: idSchema });
export type LessonQuery = z.infer<typeof lessonQuerySchema>;

export const sectionQuerySchema = z.object({ course_id: idSchema, lesson_id: idSchema });
export type SectionQuery = z.infer<typeof sectionQuerySchema>;

/** `?bookmark_id=` may be sent empty: that means no bookmark. */
export const wordQuerySchema = z.object({
  bookmark_id: z
    .union([z.literal(""), idSchema])
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
});
export type WordQuery = z.infer<typeof wordQuerySchema>;
export type WordQueryInput = z.input<typeof wordQuerySchema>;

export const postParamsSchema = z.object({ postId: idSchema });
export type PostParams = z.infer<typeof postParamsSchema>;

export const courseParamsSchema = z.object({ courseId: idSchema });
export type CourseParams = z.infer<typeof courseParamsSchema>;

export const lessonParamsSchema = z.object({ lessonId: idSchema });
export type LessonParams = z.infer<typeof lessonParamsSchema>;

export const sectionParamsSchema = z.object({ sectionId: idSchema });
export type SectionParams = z.infer<typeof sectionParamsSchema>;

export const wordParamsSchema = z.object({ wordId: idSchema });
export type WordParams = z.infer<typeof wordParamsSchema>;
