import { z } from "zod/mini";

/**
 * The answers sync pulls, checked with zod/mini rather than the contract's zod schemas, so the
 * first load of a signed-in screen does not load zod with every endpoint's schema (issue 13:
 * 24 kB gzip, and about a second of a throttled phone's main thread to build them). Each schema
 * here mirrors one in src/contract: answer-schemas.test.ts holds them to the same result (accepted
 * or refused, and the same data) for thousands of generated answers, so a field changed in the
 * contract and not here fails that test. Types come from the contract.
 */

const responseId = z.string().check(z.minLength(1));
const nullableString = z.nullable(z.string());
const nonNegativeInt = z.int().check(z.minimum(0));
const dateObject = z.object({ date: z.iso.datetime({ offset: true }) });
const apiData = <T extends z.core.SomeType>(schema: T) => z.object({ data: schema });

const settings = z.object({
  configs: z.object({
    LINK_IMAGE_USER_MAIN_PAGE_HEADER: nullableString,
    LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: nullableString,
    LINK_IMAGE_USER_BEFORE_START_EXAM: nullableString,
  }),
  gateways: z.record(z.string(), z.string()),
});

const postSummaryShape = {
  id: responseId,
  title: z.string(),
  image_link: nullableString,
  summary: z.string(),
};

const courseSummaryShape = { id: responseId, name: z.string(), image_link: nullableString };

const lessonSummary = z.object({
  id: responseId,
  name: z.string(),
  is_completed: z.boolean(),
  sections_count: nonNegativeInt,
  done_sections_count: nonNegativeInt,
  sections: z.array(
    z.object({ id: responseId, name: z.string(), order: z.int(), is_completed: z.boolean() }),
  ),
});

const question = z.object({
  type: z.string().check(z.minLength(1)),
  question: z.string(),
  question_target: nullableString,
  answers: z.array(z.string()),
  answer: z.array(z.string()),
});

const exam = z.object({
  id: responseId,
  name: z.string(),
  deadline: z.int().check(z.positive()),
  questions: z.array(question),
  high: z.nullable(z.object({ done_at: dateObject, score: z.int().check(z.minimum(0), z.maximum(100)) })),
});

const word = z.object({
  id: responseId,
  name: z.string(),
  type: z.string(),
  gender: z.nullable(z.enum(["masculine", "feminine", "neuter"])),
  pronunciation: nullableString,
  image_link: nullableString,
  translation: z.object({ german: nullableString, persian: z.string() }),
  grammer: z.object({ plural: nullableString }),
  synonym: z.object({ german: nullableString }),
  example: z.object({ german: nullableString, persian: nullableString }),
  bookmark: z.nullable(
    z.object({ id: responseId, note: z.string(), description: z.string(), learned: z.boolean() }),
  ),
  is_completed: z.boolean(),
});

const lesson = z.object({
  id: responseId,
  name: z.string(),
  is_completed: z.boolean(),
  sections: z.array(
    z.object({
      id: responseId,
      name: z.string(),
      order: z.int(),
      is_completed: z.boolean(),
      words: z.array(word),
      exams: z.array(exam),
    }),
  ),
});

const bookmark = z.object({
  id: responseId,
  course_id: responseId,
  lesson_id: responseId,
  section_id: responseId,
  word_id: responseId,
  word__name: z.string(),
  description: z.string(),
  note: z.string(),
  learned: z.boolean(),
  updated_at: dateObject,
});

/** Keyed by the contract's endpoint names. */
export const syncAnswers = {
  settings: apiData(settings),
  blogPosts: apiData(z.array(z.object(postSummaryShape))),
  blogPost: apiData(z.object({ ...postSummaryShape, content: z.string() })),
  courses: apiData(z.array(z.object(courseSummaryShape))),
  course: apiData(z.object({ ...courseSummaryShape, lessons: z.array(lessonSummary) })),
  teacherLesson: apiData(lesson),
  bookmarks: apiData(z.array(bookmark)),
  authCheck: apiData(z.object({ access_token: z.string().check(z.minLength(1)) })),
} as const;

export type SyncAnswerName = keyof typeof syncAnswers;
