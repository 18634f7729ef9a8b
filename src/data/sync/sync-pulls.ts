import type { CourseRow } from "../db/rows";
import type * as PullModule from "./pull";
import type { CoursePull } from "./pull";

/**
 * The pulls the page asks for: each GETs one answer (with the device's ETag) and merges it into
 * Dexie, or writes what a run learnt. They run in the sync worker (pull-worker.ts) or, where there
 * is no worker, on this thread (`pullsHere`); their code is in pull.ts.
 */
export interface SyncPulls {
  courses(): Promise<CourseRow[]>;
  course(courseId: string, position?: number): Promise<CoursePull>;
  lesson(courseId: string, lessonId: string): Promise<void>;
  courseSynced(courseId: string, pull: CoursePull): Promise<void>;
  settings(): Promise<void>;
  posts(): Promise<void>;
  postBody(postId: string): Promise<void>;
  bookmarks(): Promise<void>;
}

export type PullName = keyof SyncPulls;

export const PULL_NAMES: readonly PullName[] = [
  "courses",
  "course",
  "lesson",
  "courseSynced",
  "settings",
  "posts",
  "postBody",
  "bookmarks",
];

/**
 * pull.ts's functions as SyncPulls. Each is looked up when called, not before, so a test that
 * stands in for pull.ts with only the functions it needs still works.
 */
export function pullsOf(pull: typeof PullModule): SyncPulls {
  return {
    courses: () => pull.pullCourses(),
    course: (...args) => pull.pullCourse(...args),
    lesson: (...args) => pull.pullLesson(...args),
    courseSynced: (...args) => pull.markCourseSynced(...args),
    settings: () => pull.pullSettings(),
    posts: () => pull.pullPosts(),
    postBody: (...args) => pull.pullPostBody(...args),
    bookmarks: () => pull.pullBookmarks(),
  };
}

type AnyPull = (...args: unknown[]) => Promise<unknown>;

/** Calls `name` of a SyncPulls with arguments that came as a list (from a message, or a fallback). */
export function callPull(pulls: SyncPulls, name: PullName, args: readonly unknown[]): Promise<unknown> {
  return (pulls[name] as AnyPull)(...args);
}
