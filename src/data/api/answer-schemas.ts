import {
  answer,
  array,
  boolean,
  type Check,
  int,
  isoDateTime,
  matching,
  nullable,
  number,
  object,
  oneOf,
  string,
  stringRecord,
} from "./answer-check";
import { REVIEW_CURSOR } from "../../contract/review-cursor";

/**
 * The answers sync pulls (review's settings and logs among them) and the two the first screens ask
 * (the session check, and the sign-in methods the login page shows), checked by the small hand checks of answer-check.ts rather than the
 * contract's zod schemas, so the first load of a signed-in screen loads no zod at all (issue 13:
 * the contract's schemas were 24 kB gzip and about a second of a throttled phone's main thread to
 * build; zod/mini, used here until decision 021, still brought zod's core, 15.5 kB). Each check
 * here mirrors one in src/contract: answer-schemas.test.ts holds them to the same result (accepted
 * or refused, and the same data) for every field set to each edge value and thousands of generated
 * answers, so a field changed in the contract and not here fails that test. Types come from the
 * contract.
 */

const responseId = string(1);
const nullableString = nullable(string());
const nonNegativeInt = int(0);
const dateObject = object({ date: isoDateTime });
const apiData = (check: Check) => answer(object({ data: check }));

const settings = object({
  configs: object({
    LINK_IMAGE_USER_MAIN_PAGE_HEADER: nullableString,
    LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: nullableString,
    LINK_IMAGE_USER_BEFORE_START_EXAM: nullableString,
  }),
  gateways: stringRecord,
});

const postSummaryShape = {
  id: responseId,
  title: string(),
  image_link: nullableString,
  summary: string(),
};

const courseSummaryShape = { id: responseId, name: string(), image_link: nullableString };

const lessonSummary = object({
  id: responseId,
  name: string(),
  is_completed: boolean,
  sections_count: nonNegativeInt,
  done_sections_count: nonNegativeInt,
  sections: array(object({ id: responseId, name: string(), order: int(), is_completed: boolean })),
});

const question = object({
  type: string(1),
  question: string(),
  question_target: nullableString,
  answers: array(string()),
  answer: array(string()),
});

const exam = object({
  id: responseId,
  name: string(),
  deadline: int(1),
  questions: array(question),
  high: nullable(object({ done_at: dateObject, score: int(0, 100) })),
});

const word = object({
  id: responseId,
  name: string(),
  type: string(),
  gender: nullable(oneOf(["masculine", "feminine", "neuter"])),
  pronunciation: nullableString,
  image_link: nullableString,
  translation: object({ german: nullableString, persian: string() }),
  grammer: object({ plural: nullableString }),
  synonym: object({ german: nullableString }),
  example: object({ german: nullableString, persian: nullableString }),
  bookmark: nullable(object({ id: responseId, note: string(), description: string(), learned: boolean })),
  is_completed: boolean,
});

const lesson = object({
  id: responseId,
  name: string(),
  is_completed: boolean,
  sections: array(
    object({
      id: responseId,
      name: string(),
      order: int(),
      is_completed: boolean,
      words: array(word),
      exams: array(exam),
    }),
  ),
});

const bookmark = object({
  id: responseId,
  course_id: responseId,
  lesson_id: responseId,
  section_id: responseId,
  word_id: responseId,
  word__name: string(),
  description: string(),
  note: string(),
  learned: boolean,
  updated_at: dateObject,
});

const storedReviewLog = object({
  id: string(1),
  card_id: string(1),
  rating: int(1, 4),
  reviewed_at: dateObject,
  elapsed_days: int(0),
  duration_ms: int(0),
});

const reviewSettings = object({
  desired_retention: number,
  new_cards_per_day: int(0),
  daily_goal: int(0),
  card_kinds: array(string()),
  fsrs_weights: nullable(array(number)),
  updated_at: dateObject,
});

/** Keyed by the contract's endpoint names. */
export const syncAnswers = {
  settings: apiData(settings),
  blogPosts: apiData(array(object(postSummaryShape))),
  blogPost: apiData(object({ ...postSummaryShape, content: string() })),
  courses: apiData(array(object(courseSummaryShape))),
  course: apiData(object({ ...courseSummaryShape, lessons: array(lessonSummary) })),
  teacherLesson: apiData(lesson),
  bookmarks: apiData(array(bookmark)),
  authCheck: apiData(object({ access_token: string(1) })),
  authMethods: answer(object({ oidc: boolean })),
  reviewSettings: apiData(reviewSettings),
  reviewLogs: apiData(
    object({
      logs: array(storedReviewLog),
      cursor: matching(REVIEW_CURSOR, "a cursor the server gave"),
      more: boolean,
    }),
  ),
} as const;

export type SyncAnswerName = keyof typeof syncAnswers;
