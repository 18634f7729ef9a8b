import { accountMessages } from "./fa/account";
import { authMessages } from "./fa/auth";
import { examMessages } from "./fa/exam";
import { layoutMessages } from "./fa/layout";
import { learningMessages } from "./fa/learning";
import { reviewMessages } from "./fa/review";
import { studyMessages } from "./fa/study";
import { trustMessages } from "./fa/trust";
import { uiMessages } from "./fa/ui";
import { wordsMessages } from "./fa/words";

/**
 * Every Persian string the app shows, by key, kept in one part per route family (`./fa/*.ts`) and
 * read through this one object. German words are data, not UI strings; the exam buttons
 * (Überprüfung, weiter) are German on purpose and live here too, so one place holds all copy.
 * A key may appear in one part only (`fa.test.ts`).
 */
export const messageParts = {
  ui: uiMessages,
  auth: authMessages,
  learning: learningMessages,
  study: studyMessages,
  exam: examMessages,
  words: wordsMessages,
  layout: layoutMessages,
  account: accountMessages,
  trust: trustMessages,
  review: reviewMessages,
} as const;

export const fa = {
  ...uiMessages,
  ...authMessages,
  ...learningMessages,
  ...studyMessages,
  ...examMessages,
  ...wordsMessages,
  ...layoutMessages,
  ...accountMessages,
  ...trustMessages,
  ...reviewMessages,
} as const;

export type MessageKey = keyof typeof fa;
