import * as contract from "./exams.js";
import {
  examAnswerBodySchema,
  examAnswerResultSchema,
  examAnswersSchema,
  examCompleteAnswerSchema,
  examProcessSchema,
  examStartAnswerSchema,
  examStartBodySchema,
  processParamsSchema,
} from "./exams.js";
import { describeSchemaCases, type SchemaCase } from "./schema-cases.test-support";

const date = { date: "2024-05-01T10:00:00+03:30" };
const start = { course_id: "c-1", lesson_id: "l-1", section_id: "s-1", test_id: "t-1" };
const question = {
  type: "QUESTION_TYPE_MULTIPLE_CHOICE",
  question: "«Hund» یعنی؟",
  question_target: null,
  answers: ["سگ", "گربه", "اسب"],
  answer: [],
};
const attempt = {
  id: "p-1",
  answers: [["سگ"]],
  created_at: date,
  completed_at: null,
  test: { id: "t-1", deadline: 300, questions: [question, question] },
};

const cases: SchemaCase[] = [
  [
    "examStartBodySchema",
    examStartBodySchema,
    start,
    [
      { ...start, test_id: undefined },
      { ...start, course_id: "" },
      { ...start, lesson_id: 7 },
    ],
  ],
  ["examStartAnswerSchema", examStartAnswerSchema, { id: "p-1" }, [{}, { id: "" }]],
  ["processParamsSchema", processParamsSchema, { processId: "p-1" }, [{}, { processId: "" }]],
  [
    "examProcessSchema",
    examProcessSchema,
    attempt,
    [
      { ...attempt, answers: ["سگ"] },
      { ...attempt, created_at: "2024-05-01T10:00:00Z" },
      { ...attempt, test: { ...attempt.test, deadline: 0 } },
      { ...attempt, completed_at: undefined },
    ],
  ],
  [
    "examAnswersSchema",
    examAnswersSchema,
    ["der Hund", "die Katze"],
    [[], [""], Array(21).fill("a"), ["x".repeat(201)]],
  ],
  [
    "examAnswerBodySchema",
    examAnswerBodySchema,
    { ...start, question_index: 0, answers: ["سگ"] },
    [
      { ...start, question_index: -1, answers: ["سگ"] },
      { ...start, question_index: 0.5, answers: ["سگ"] },
      { ...start, question_index: 0, answers: [] },
      { ...start, question_index: 0, answers: "سگ" },
      { question_index: 0, answers: ["سگ"] },
    ],
  ],
  [
    "examAnswerResultSchema",
    examAnswerResultSchema,
    { answer: ["سگ"], correct: false },
    [{ answer: "سگ", correct: false }, { answer: ["سگ"] }],
  ],
  [
    "examCompleteAnswerSchema",
    examCompleteAnswerSchema,
    { score: 80, high: { done_at: date, score: 90 } },
    [{ score: 120, high: { done_at: date, score: 90 } }, { score: 80, high: null }, { score: 80 }],
  ],
];

describeSchemaCases("exams.ts", contract, cases);
