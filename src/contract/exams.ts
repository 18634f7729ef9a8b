import { z } from "zod";

import { dateObjectSchema, idAnswerSchema, idSchema, responseIdSchema, scoreSchema } from "./common.js";
import { highScoreSchema, questionSchema } from "./content.js";

/**
 * Exam attempts (api.md "Exams", online only). The server enforces: `question_index` equals the number of
 * answers already given (409 otherwise), no answer after `created_at + deadline` or after completion.
 */

/** POST /api/user/exam/answer: starts a new attempt (a "process"). */
export const examStartBodySchema = z.object({
  course_id: idSchema,
  lesson_id: idSchema,
  section_id: idSchema,
  test_id: idSchema,
});
export type ExamStartBody = z.infer<typeof examStartBodySchema>;

/** `{ id }` of the new attempt. */
export const examStartAnswerSchema = idAnswerSchema;
export type ExamStartAnswer = z.infer<typeof examStartAnswerSchema>;

export const processParamsSchema = z.object({ processId: idSchema });
export type ProcessParams = z.infer<typeof processParamsSchema>;

/** GET /api/user/exam/answer/:processId: the attempt with the answers given so far. */
export const examProcessSchema = z.object({
  id: responseIdSchema,
  /** one entry per answered question, in the shape of examAnswerBodySchema.answers */
  answers: z.array(z.array(z.string())),
  created_at: dateObjectSchema,
  completed_at: dateObjectSchema.nullable(),
  test: z.object({
    id: responseIdSchema,
    /** seconds */
    deadline: z.int().positive(),
    questions: z.array(questionSchema),
  }),
});
export type ExamProcess = z.infer<typeof examProcessSchema>;

/**
 * One shape for all question types: multiple choice and image, the chosen choice (one element); sortable,
 * the items in the learner's order; pluggable, for each left item in its order, the right item matched to it.
 */
export const examAnswersSchema = z.array(z.string().min(1).max(200)).min(1).max(20);

/** POST /api/user/exam/answer/:processId */
export const examAnswerBodySchema = examStartBodySchema.extend({
  question_index: z.int().min(0),
  answers: examAnswersSchema,
});
export type ExamAnswerBody = z.infer<typeof examAnswerBodySchema>;

/** `answer` is the list of correct answers, in the same shape as the learner's `answers`. */
export const examAnswerResultSchema = z.object({
  answer: z.array(z.string()),
  correct: z.boolean(),
});
export type ExamAnswerResult = z.infer<typeof examAnswerResultSchema>;

/** POST /api/user/exam/complete/:processId: this attempt's score and the best one so far. */
export const examCompleteAnswerSchema = z.object({
  score: scoreSchema,
  high: highScoreSchema,
});
export type ExamCompleteAnswer = z.infer<typeof examCompleteAnswerSchema>;
