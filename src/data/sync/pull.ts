import { COURSE_TAG_MARK } from "../../contract/course-tag";
import { db } from "../db/db";
import type { CourseRow } from "../db/rows";
import { courseListRows, postListRows } from "./answer-rows";
import { etagKey } from "./etag-key";
import type { FetchedAnswer } from "../api/fetch-answer";
import { lessonQuery, ORDERED } from "./answer-queries";
import { answeredSince, askCounting } from "./answered-writes";
import { fetchIfChanged, pullIfChanged, STALE_ANSWER, storeAnswer } from "./etags";
import { mergeCourse, mergeLesson } from "./merge";

/**
 * Every pull below sends the ETag of the answer the device holds (If-None-Match) and skips the
 * merge on a 304, so a sync that finds nothing changed moves only headers.
 */

/** GET the course list into Dexie (one transaction, with its tag); courses the server no longer lists go. */
export async function pullCourses(): Promise<CourseRow[]> {
  const pulled = await pullIfChanged(
    "courses",
    "courses",
    { query: ORDERED },
    [db.courses],
    async ({ data }) => {
      const rows = courseListRows(data);
      // Inside pullIfChanged's transaction: the list, its stale rows' removal and its tag are one write.
      const keep = new Set(rows.map((r) => r.id));
      const stale = (await db.courses.toCollection().primaryKeys()).filter((id) => !keep.has(id));
      await db.courses.bulkDelete(stale);
      await db.courses.bulkPut(rows);
      return rows;
    },
  );
  return pulled.changed ? pulled.value : db.courses.orderBy("position").toArray();
}

/** What a course's pull found: the lessons this learner may open, and whether the device holds them as they are. */
export interface CoursePull {
  /** The ids of the lessons this learner may open, in order. */
  open: string[];
  /** The course's tag on the device now (null when the server sent none). */
  tag: string | null;
  /**
   * The course did not change (304) and every lesson it lists was pulled under this very tag: the
   * lessons need no request (the server's course tag covers its lessons for this user, decision 025).
   */
  lessonsCurrent: boolean;
}

/**
 * The marker of a course whose lessons were all pulled under its tag: the tag itself. Under `etag:`,
 * so forgetEtags forgets it with the tags (a refused write then pulls the lessons whole again).
 */
const lessonsPulledKey = (courseId: string) => etagKey(`lessons-of:${courseId}`);

/**
 * A course tag that covers its lessons says so (server/src/services/course-tag.ts): a tag from a
 * server that does not (an older deploy) never lets a sync skip a lesson.
 */
export const coversLessons = (tag: string | null): tag is string =>
  tag !== null && tag.includes(COURSE_TAG_MARK);

/** GET one course (its lessons' summaries) into Dexie, and whether its lessons need pulling. */
export async function pullCourse(courseId: string, position?: number): Promise<CoursePull> {
  const pulled = await pullIfChanged(
    `course:${courseId}`,
    "course",
    { params: { courseId }, query: ORDERED },
    [db.courses, db.lessons, db.sections, db.words, db.exams],
    async ({ data }) => {
      await mergeCourse(db, data, position);
      return data.lessons.filter((l) => l.sections.length > 0).map((l) => l.id);
    },
  );
  const [tagRow, pulledRow] = await db.meta.bulkGet([
    etagKey(`course:${courseId}`),
    lessonsPulledKey(courseId),
  ]);
  const tag = typeof tagRow?.value === "string" ? tagRow.value : null;
  if (pulled.changed) return { open: pulled.value, tag, lessonsCurrent: false };
  const lessons = await db.lessons
    .where("[course_id+position]")
    .between([courseId, -Infinity], [courseId, Infinity])
    .toArray();
  return {
    open: lessons.filter((l) => l.purchased).map((l) => l.id),
    tag,
    lessonsCurrent: coversLessons(tag) && pulledRow?.value === tag,
  };
}

const lastSyncedKey = (courseId: string) => `last-synced:${courseId}`;

/**
 * A course is synced: every lesson `pull` listed has been pulled since its course answer came (a
 * later sync whose course answer is a 304 under the same tag skips them), and when. One write.
 */
export async function markCourseSynced(courseId: string, pull: CoursePull, now = Date.now()): Promise<void> {
  const synced = { key: lastSyncedKey(courseId), value: now };
  await db.meta.bulkPut(
    coversLessons(pull.tag) ? [synced, { key: lessonsPulledKey(courseId), value: pull.tag }] : [synced],
  );
}

/**
 * A lesson's answer, asked with the tag of the one the device holds (a 304 when unchanged), with
 * how many completions the server had answered when it was asked (answered-writes.ts).
 */
export type LessonAnswer = FetchedAnswer<"teacherLesson"> & { completionsAnswered: number };

/** GET one lesson (sections with their words and exams), not yet written. */
export async function fetchLesson(courseId: string, lessonId: string): Promise<LessonAnswer> {
  // The lesson a deep link opens is asked beside its course (decision 041): the count's read does
  // not hold the request back.
  const { answeredBefore, answer } = await askCounting(db, "word", () =>
    fetchIfChanged(`lesson:${lessonId}`, "teacherLesson", {
      params: { lessonId },
      query: lessonQuery(courseId),
    }),
  );
  return { ...answer, completionsAnswered: answeredBefore };
}

/** Writes a lesson's answer into Dexie with its tag (nothing for a 304). */
export async function storeLesson(courseId: string, lessonId: string, answer: LessonAnswer): Promise<void> {
  if (!answer.changed) return;
  await storeAnswer<"teacherLesson", unknown>(
    `lesson:${lessonId}`,
    answer,
    [db.lessons, db.sections, db.words, db.exams],
    ({ data }) => mergeLesson(db, courseId, data, answer.completionsAnswered),
  );
}

/** GET one lesson (sections with their words and exams) into Dexie. */
export async function pullLesson(courseId: string, lessonId: string): Promise<void> {
  await storeLesson(courseId, lessonId, await fetchLesson(courseId, lessonId));
}

export async function pullSettings(): Promise<void> {
  await pullIfChanged("settings", "settings", {}, [db.settings], async ({ data }) => {
    await db.settings.put({ key: "settings", value: data });
  });
}

/** The list of posts (titles, summaries, pictures); a body comes when its post is opened (pullPostBody). */
export async function pullPosts(): Promise<void> {
  await pullIfChanged("posts", "blogPosts", {}, [db.posts], async ({ data }) => {
    const existing = new Map((await db.posts.toArray()).map((p) => [p.id, p]));
    const rows = postListRows(data, (postId) => existing.get(postId)?.content ?? null);
    await db.posts.clear();
    await db.posts.bulkPut(rows);
  });
}

/** One post's body, into its Dexie row so it opens offline next time (a post not listed yet gets a row). */
export async function pullPostBody(postId: string): Promise<void> {
  await pullIfChanged(`post:${postId}`, "blogPost", { params: { postId } }, [db.posts], async ({ data }) => {
    const row = await db.posts.get(postId);
    await db.posts.put({
      id: postId,
      title: data.title,
      summary: data.summary,
      image_link: data.image_link,
      content: data.content,
      position: row?.position ?? Number.MAX_SAFE_INTEGER,
    });
  });
}

/** How many times a pull of the saved words asks again when its answers keep coming older than the device's writes. */
const BOOKMARK_PULL_TRIES = 3;

/**
 * The learner's saved words, merged without touching any with a write still pending. The merge (and
 * the search keys it builds) loads once a changed list has come: sync starts on every signed-in
 * screen, none draws saved words before its first paint, and on a slow link its code asked for
 * beside the first screen's own took a connection from it (a word card's deep link 0.4 s later).
 * An answer made before the server took a write this device has seen answered since is not merged
 * (answered-writes.ts): the list is asked again, a few times at most, then left to the next sync.
 */
export async function pullBookmarks(): Promise<void> {
  for (let tries = 0; tries < BOOKMARK_PULL_TRIES; tries++) {
    const { answeredBefore, answer } = await askCounting(db, "bookmark", () =>
      fetchIfChanged("bookmarks", "bookmarks", {}),
    );
    if (!answer.changed) return;
    const { mergeBookmarks } = await import("../bookmarks/bookmark-merge");
    const merged = await storeAnswer<"bookmarks", unknown>(
      "bookmarks",
      answer,
      [db.bookmarks, db.words],
      async ({ data }) => {
        if (await answeredSince(db, "bookmark", answeredBefore)) return STALE_ANSWER;
        return mergeBookmarks(data);
      },
    );
    if (merged !== STALE_ANSWER) return;
  }
}
