import { useEffect, useState } from "react";
import { loadApi } from "../api/load-api";
import { toAppError } from "../app-error";
import { device, withDevice } from "../db/device";

/**
 * What the server says about something the device does not hold (a course, lesson, section or post
 * opened by its URL): it exists (and is now on the device, so the screen shows it live), it does not
 * exist for this learner, or it exists but is not bought.
 */
export type CheckResult = "found" | "not-found" | "not-purchased";

/** The sync's pulls, loaded when the device's database may load (they store what they fetch). */
const pulls = () => withDevice(() => import("../sync/pull"));

/** `null` when the server could not be asked (offline, or it failed): the device simply lacks it. */
async function ask(check: () => Promise<CheckResult>): Promise<CheckResult | null> {
  try {
    return await check();
  } catch (error) {
    return toAppError(error).code === "not-found" ? "not-found" : null;
  }
}

export const checkCourse = (courseId: string) =>
  ask(async () => {
    await (await pulls()).pullCourse(courseId);
    return "found";
  });

async function lessonOnServer(courseId: string, lessonId: string): Promise<CheckResult> {
  const { pullCourse, pullLesson } = await pulls();
  await pullCourse(courseId);
  const db = await device();
  const lesson = await db.lessons.get(lessonId);
  if (!lesson || lesson.course_id !== courseId) return "not-found";
  if (!lesson.purchased) return "not-purchased";
  await pullLesson(courseId, lessonId);
  return "found";
}

export const checkLesson = (courseId: string, lessonId: string) =>
  ask(() => lessonOnServer(courseId, lessonId));

export const checkSection = (courseId: string, lessonId: string, sectionId: string) =>
  ask(async () => {
    const lesson = await lessonOnServer(courseId, lessonId);
    if (lesson !== "found") return lesson;
    const section = await (await device()).sections.get(sectionId);
    if (!section || section.lesson_id !== lessonId) return "not-found";
    return section.purchased ? "found" : "not-purchased";
  });

export const checkPost = (postId: string) =>
  ask(async () => {
    // The API client loads here, not with the screens that may show this (lesson, course, post).
    const { data } = await (await loadApi()).blogPost(postId);
    const db = await device();
    const existing = await db.posts.get(postId);
    await db.posts.put({
      id: data.id,
      title: data.title,
      summary: data.summary,
      image_link: data.image_link,
      content: data.content,
      position: existing?.position ?? Number.MAX_SAFE_INTEGER,
    });
    return "found";
  });

/**
 * While `key` is set (the screen lacks what it names) and the browser is online, asks the server
 * once per key. "checking" until it answers; null when there is nothing to ask, the browser is
 * offline, or the server could not answer (the screen then says it is not on this device yet).
 */
export function useServerCheck(
  key: string | null,
  check: () => Promise<CheckResult | null>,
): CheckResult | "checking" | null {
  const [answer, setAnswer] = useState<{ key: string; result: CheckResult | null } | null>(null);
  const online = typeof navigator === "undefined" || navigator.onLine;
  useEffect(() => {
    if (key === null || !online) return;
    let live = true;
    void check().then((result) => {
      if (live) setAnswer({ key, result });
    });
    return () => {
      live = false;
    };
    // `check` is a new function each render; the key names what it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online]);
  if (key === null || !online) return null;
  return answer?.key === key ? answer.result : "checking";
}
