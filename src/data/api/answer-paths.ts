import { buildPath } from "../../contract/endpoint-def";
import type { SyncAnswerName } from "./answer-schemas";

/**
 * The paths of the GETs fetch-answer.ts makes (sync, the session check); answer-schemas.test.ts
 * holds them to the contract's registry. Their own module, free of the browser: the build reads them
 * too, for the answers a new device asks before the app runs (first-asks.ts).
 */
export const ANSWER_PATHS = {
  settings: "/api/app/settings",
  blogPosts: "/api/blog/posts",
  blogPost: "/api/blog/posts/:postId",
  courses: "/api/courses/courses",
  course: "/api/courses/courses/:courseId",
  teacherLesson: "/api/teacher/courses/lessons/:lessonId",
  bookmarks: "/api/courses/words/bookmarks",
  authCheck: "/api/auth/check",
  authMethods: "/auth/methods",
  reviewSettings: "/api/review/settings",
  reviewLogs: "/api/review/logs",
} as const satisfies Record<SyncAnswerName, string>;

/**
 * The URL of an answer's GET under `base` (the API's origin; empty for the page's own): the path
 * with its params encoded, then the query. The one way both the app and the page's first script
 * (the early asks) spell it, so an early answer is found by its URL.
 */
export function answerUrl(
  base: string,
  name: SyncAnswerName,
  params: Readonly<Record<string, string>> = {},
  query?: Readonly<Record<string, string>>,
): string {
  const path = buildPath(ANSWER_PATHS[name] as string, params);
  const search = query ? new URLSearchParams(query).toString() : "";
  return `${base}${path}${search ? `?${search}` : ""}`;
}
