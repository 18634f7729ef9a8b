import crypto from "node:crypto";
import { COURSE_TAG_MARK } from "../../../src/contract/course-tag.js";
import type { UserState } from "./user-state.js";

/**
 * The ETag of a course answer that also covers every lesson answer of that course for the same user
 * (docs/decisions/025-course-tag-covers-lessons.md): a sync whose course request is answered 304
 * knows that none of the course's lessons changed either, and asks none of them.
 *
 * A lesson answer (content-read.ts, buildSections) is a function of the content (its version),
 * whether the user's subscription covers now, which of its words the user completed, the user's
 * bookmarks of them and the user's highs of its exams. readCourse asks all of those for the whole
 * course in its one per-user query; the tag hashes them beside the course answer's text.
 * COURSE_TAG_MARK tells the app the tag covers the lessons; a tag without it (an older server)
 * never lets the app skip one.
 */

const byKey = <T>(entries: Iterable<[string, T]>) =>
  [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The state a course's lesson answers depend on, as one text: equal state, equal text. */
export function lessonsStateText(state: UserState): string {
  return JSON.stringify([
    state.version,
    state.subscribed,
    [...state.done].sort(),
    byKey(state.bookmarks),
    byKey(state.highs).map(([id, high]) => [id, high.score, high.doneAt.toISOString()]),
  ]);
}

/** The course answer's ETag: over the user, the answer's text and its lessons' state. */
export function courseTag(userId: string, text: string, lessonsState: string): string {
  const hash = crypto
    .createHash("sha256")
    .update(userId)
    .update("\n")
    .update(text)
    .update("\n")
    .update(lessonsState)
    .digest("base64url");
  return `"${COURSE_TAG_MARK}${hash}"`;
}
