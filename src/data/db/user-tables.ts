/** Tables that hold one learner's view of the content; cleared on logout (the outbox is not). */
export const USER_TABLES = [
  "courses",
  "lessons",
  "sections",
  "words",
  "exams",
  "bookmarks",
  "meta",
  "reviewCards",
  "reviewLogs",
] as const;
