import { describe, expect, it } from "vitest";

import * as contract from "./content.js";
import {
  QUESTION_TYPE_IMAGE,
  QUESTION_TYPE_MULTIPLE_CHOICE,
  QUESTION_TYPE_PLUGGABLE,
  QUESTION_TYPE_SORTABLE,
  courseParamsSchema,
  courseSchema,
  coursesQuerySchema,
  courseSummarySchema,
  examSchema,
  genderSchema,
  highScoreSchema,
  knownQuestionTypeSchema,
  lessonParamsSchema,
  lessonQuerySchema,
  lessonSchema,
  lessonSummarySchema,
  postParamsSchema,
  postSchema,
  postSummarySchema,
  questionKind,
  questionKindSchema,
  questionSchema,
  questionTypeSchema,
  sectionParamsSchema,
  sectionQuerySchema,
  sectionSchema,
  sectionSummarySchema,
  settingsSchema,
  wordBookmarkSchema,
  wordParamsSchema,
  wordQuerySchema,
  wordSchema,
} from "./content.js";
import { describeSchemaCases, type SchemaCase } from "./schema-cases.test-support";

const date = { date: "2024-05-01T10:00:00+03:30" };
const settings = {
  configs: {
    LINK_IMAGE_USER_MAIN_PAGE_HEADER: "/media/header.webp",
    LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: null,
    LINK_IMAGE_USER_BEFORE_START_EXAM: null,
  },
  gateways: { sandbox: "درگاه آزمایشی", points: "پرداخت با امتیاز" },
};
const postSummary = { id: "post-1", title: "چرا آلمانی؟", image_link: null, summary: "..." };
const sectionSummary = { id: "s-1", name: "بخش ۱", order: 1, is_completed: false };
const lessonSummary = {
  id: "l-1",
  name: "درس ۱",
  is_completed: false,
  sections_count: 3,
  done_sections_count: 1,
  sections: [sectionSummary],
};
const question = {
  type: QUESTION_TYPE_SORTABLE,
  question: "جمله را بسازید",
  question_target: null,
  answers: ["Hund", "Der", "bellt"],
  answer: ["", "", ""],
};
const exam = { id: "t-1", name: "آزمون بخش ۱", deadline: 300, questions: [question], high: null };
const word = {
  id: "w-1",
  name: "Hund",
  type: "NOUN",
  gender: "masculine",
  pronunciation: "hʊnt",
  image_link: null,
  translation: { german: "der Hund", persian: "سگ" },
  grammer: { plural: "die Hunde" },
  synonym: { german: null },
  example: { german: "Der Hund bellt.", persian: "سگ پارس می‌کند." },
  bookmark: { id: "b-1", note: "", description: "", learned: false },
  is_completed: false,
};
const section = { ...sectionSummary, words: [word], exams: [exam] };

const cases: SchemaCase[] = [
  [
    "settingsSchema",
    settingsSchema,
    settings,
    [{ ...settings, gateways: { sandbox: 1 } }, { gateways: {} }, { ...settings, configs: {} }],
  ],
  [
    "postSummarySchema",
    postSummarySchema,
    postSummary,
    [
      { ...postSummary, title: undefined },
      { ...postSummary, id: 1 },
    ],
  ],
  [
    "postSchema",
    postSchema,
    { ...postSummary, content: "<p>سلام</p>" },
    [postSummary, { ...postSummary, content: null }],
  ],
  [
    "courseSummarySchema",
    courseSummarySchema,
    { id: "c-1", name: "A1", image_link: "/media/a1.webp" },
    [
      { id: "c-1", name: "A1" },
      { id: "", name: "A1", image_link: null },
    ],
  ],
  [
    "sectionSummarySchema",
    sectionSummarySchema,
    sectionSummary,
    [
      { id: "s-1", name: "بخش ۱" },
      { ...sectionSummary, order: 1.5 },
    ],
  ],
  [
    "lessonSummarySchema",
    lessonSummarySchema,
    { ...lessonSummary, sections: [] },
    [
      { ...lessonSummary, sections_count: -1 },
      { ...lessonSummary, sections: undefined },
      { ...lessonSummary, done_sections_count: "1" },
    ],
  ],
  [
    "courseSchema",
    courseSchema,
    { id: "c-1", name: "A1", image_link: null, lessons: [lessonSummary] },
    [
      { id: "c-1", name: "A1", image_link: null },
      { id: "c-1", name: "A1", image_link: null, lessons: [{}] },
    ],
  ],
  ["knownQuestionTypeSchema", knownQuestionTypeSchema, QUESTION_TYPE_PLUGGABLE, ["QUESTION_TYPE_MATCH", ""]],
  ["questionKindSchema", questionKindSchema, "sortable", ["QUESTION_TYPE_SORTABLE", "other"]],
  ["questionTypeSchema", questionTypeSchema, "QUESTION_TYPE_MATCHING", ["", 3, null]],
  [
    "questionSchema",
    questionSchema,
    question,
    [
      { ...question, type: "" },
      { ...question, answers: "Hund" },
      { ...question, answer: [1] },
      { ...question, question_target: undefined },
    ],
  ],
  [
    "highScoreSchema",
    highScoreSchema,
    { done_at: date, score: 0 },
    [{ done_at: date, score: 101 }, { done_at: "2024-05-01T10:00:00Z", score: 50 }, { score: 50 }],
  ],
  [
    "examSchema",
    examSchema,
    { ...exam, high: { done_at: date, score: 75 } },
    [
      { ...exam, deadline: 0 },
      { ...exam, deadline: 30.5 },
      { ...exam, high: undefined },
      { ...exam, questions: [{}] },
    ],
  ],
  ["genderSchema", genderSchema, "neuter", ["das", "Neuter", null]],
  [
    "wordBookmarkSchema",
    wordBookmarkSchema,
    { id: "b-1", note: "n", description: "d", learned: true },
    [
      { id: "b-1", note: "n", description: "d" },
      { id: "b-1", note: null, description: "d", learned: true },
    ],
  ],
  [
    "wordSchema",
    wordSchema,
    word,
    [
      { ...word, gender: "der" },
      { ...word, translation: { german: "der Hund" } },
      { ...word, grammer: {} },
      { ...word, bookmark: undefined },
      { ...word, is_completed: "false" },
    ],
  ],
  [
    "sectionSchema",
    sectionSchema,
    section,
    [
      { ...section, words: undefined },
      { ...section, exams: [{ ...exam, deadline: -5 }] },
      { ...section, order: "1" },
    ],
  ],
  [
    "lessonSchema",
    lessonSchema,
    { id: "l-1", name: "درس ۱", is_completed: true, sections: [section] },
    [
      { id: "l-1", name: "درس ۱", is_completed: true },
      { id: "l-1", name: "درس ۱", sections: [] },
    ],
  ],
  [
    "coursesQuerySchema",
    coursesQuerySchema,
    { order_by: "order", order: "asc" },
    [{ order_by: "name" }, { order: "up" }],
  ],
  ["lessonQuerySchema", lessonQuerySchema, { course_id: "c-1" }, [{}, { course_id: "" }]],
  [
    "sectionQuerySchema",
    sectionQuerySchema,
    { course_id: "c-1", lesson_id: "l-1" },
    [{ course_id: "c-1" }, { course_id: "c-1", lesson_id: "x".repeat(65) }],
  ],
  ["wordQuerySchema", wordQuerySchema, { bookmark_id: "b-1" }, [{ bookmark_id: "   " }, { bookmark_id: 3 }]],
  ["postParamsSchema", postParamsSchema, { postId: "post-1" }, [{}, { id: "post-1" }]],
  ["courseParamsSchema", courseParamsSchema, { courseId: "c-1" }, [{}, { courseId: "" }]],
  ["lessonParamsSchema", lessonParamsSchema, { lessonId: "l-1" }, [{}, { lessonId: "" }]],
  ["sectionParamsSchema", sectionParamsSchema, { sectionId: "s-1" }, [{}, { sectionId: "" }]],
  ["wordParamsSchema", wordParamsSchema, { wordId: "w-1" }, [{}, { wordId: "" }]],
];

describeSchemaCases("content.ts", contract, cases);

describe("content.ts", () => {
  it("classifies question types, anything unknown as pluggable", () => {
    expect(questionKind(QUESTION_TYPE_MULTIPLE_CHOICE)).toBe("multiple_choice");
    expect(questionKind(QUESTION_TYPE_IMAGE)).toBe("image");
    expect(questionKind(QUESTION_TYPE_SORTABLE)).toBe("sortable");
    expect(questionKind(QUESTION_TYPE_PLUGGABLE)).toBe("pluggable");
    expect(questionKind("QUESTION_TYPE_SOMETHING_NEW")).toBe("pluggable");
    expect(questionTypeSchema.parse(QUESTION_TYPE_IMAGE)).toBe("image");
  });

  it("defaults the course ordering to order ascending", () => {
    expect(coursesQuerySchema.parse({})).toEqual({ order_by: "order", order: "asc" });
  });

  it("reads an empty bookmark_id as no bookmark", () => {
    expect(wordQuerySchema.parse({ bookmark_id: "" })).toEqual({ bookmark_id: undefined });
    expect(wordQuerySchema.parse({})).toEqual({ bookmark_id: undefined });
  });

  it("accepts a word without a German translation, plural or example", () => {
    const bare = {
      ...word,
      gender: null,
      pronunciation: null,
      translation: { german: null, persian: "و" },
      grammer: { plural: null },
      example: { german: null, persian: null },
      bookmark: null,
    };
    expect(wordSchema.safeParse(bare).error?.issues).toBeUndefined();
  });
});
