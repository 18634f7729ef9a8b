import { api } from "../api/api";
import { mergeBookmarks } from "../bookmarks/bookmark-writes";
import { db } from "../db/db";
import type { CourseRow, PostRow } from "../db/rows";
import { mergeCourse, mergeLesson } from "./merge";

/** GET the course list into Dexie (one transaction); courses the server no longer lists go. */
export async function pullCourses(): Promise<CourseRow[]> {
  const { data } = await api.courses();
  const rows: CourseRow[] = data.map((c, position) => ({
    id: c.id,
    name: c.name,
    image_link: c.image_link,
    position,
  }));
  await db.transaction("rw", db.courses, async () => {
    const keep = new Set(rows.map((r) => r.id));
    const stale = (await db.courses.toCollection().primaryKeys()).filter((id) => !keep.has(id));
    await db.courses.bulkDelete(stale);
    await db.courses.bulkPut(rows);
  });
  return rows;
}

/** GET one course (its lessons' summaries) into Dexie; returns the ids of the lessons this learner may open. */
export async function pullCourse(courseId: string, position?: number): Promise<string[]> {
  const { data } = await api.course(courseId);
  await mergeCourse(db, data, position);
  return data.lessons.filter((l) => l.sections.length > 0).map((l) => l.id);
}

/** GET one lesson (sections with their words and exams) into Dexie. */
export async function pullLesson(courseId: string, lessonId: string): Promise<void> {
  const { data } = await api.lesson(courseId, lessonId);
  await mergeLesson(db, courseId, data);
}

export async function pullSettings(): Promise<void> {
  const { data } = await api.settings();
  await db.settings.put({ key: "settings", value: data });
}

/** Posts: the list, then each body, so the ones synced open offline. */
export async function pullPosts(): Promise<void> {
  const { data } = await api.blogPosts();
  const existing = new Map((await db.posts.toArray()).map((p) => [p.id, p]));
  const rows: PostRow[] = data.map((p, position) => ({
    id: p.id,
    title: p.title,
    summary: p.summary,
    image_link: p.image_link,
    content: existing.get(p.id)?.content ?? null,
    position,
  }));
  await db.transaction("rw", db.posts, async () => {
    await db.posts.clear();
    await db.posts.bulkPut(rows);
  });
  for (const row of rows) {
    const { data: post } = await api.blogPost(row.id);
    await db.posts.update(row.id, { content: post.content, title: post.title, image_link: post.image_link });
  }
}

/** The learner's saved words, merged without touching any with a write still pending. */
export async function pullBookmarks(): Promise<void> {
  const { data } = await api.bookmarks();
  await mergeBookmarks(data);
}

export const lastSyncedKey = (courseId: string) => `last-synced:${courseId}`;

/** Pulls a whole course: its summary, then every lesson the learner may open; records when. */
export async function pullWholeCourse(
  courseId: string,
  onProgress?: (done: number, total: number) => void,
): Promise<string[]> {
  const open = await pullCourse(courseId);
  let done = 0;
  onProgress?.(done, open.length);
  for (const lessonId of open) {
    await pullLesson(courseId, lessonId);
    onProgress?.(++done, open.length);
  }
  await db.meta.put({ key: lastSyncedKey(courseId), value: Date.now() });
  return open;
}
