import { useEffect } from "react";
import { toAppError } from "../app-error";
import { db } from "../db/db";
import {
  lastSyncedKey,
  pullBookmarks,
  pullCourse,
  pullCourses,
  pullLesson,
  pullPosts,
  pullSettings,
} from "./pull";
import { type SyncFocus, SyncRun } from "./sync-run";
import { getSyncState, setSyncState } from "./sync-state";

export { type SyncState, useAwaitingSync, useSyncState } from "./sync-state";

const FOCUS_RESYNC_MS = 5 * 60 * 1000;
/** Pulls on the wire at once: enough to hide round trips, few enough for a phone on a slow link. */
export const SYNC_CONCURRENCY = 3;

let focus: SyncFocus | null = null;
let current: SyncRun | null = null;
let running: Promise<void> | null = null;

/**
 * A course's summary, then each lesson the learner may open (as tasks of the run), then when. A
 * course queued because it is viewed, before the list says it exists, is optional: a link to a
 * course that is gone must not fail the sync.
 */
function addCourse(run: SyncRun, courseId: string, position?: number, optional = false): void {
  run.add({
    key: `course:${courseId}`,
    courseId,
    optional,
    run: async () => {
      const open = await pullCourse(courseId, position);
      let left = open.length;
      const done = () => db.meta.put({ key: lastSyncedKey(courseId), value: Date.now() });
      if (left === 0) await done();
      for (const lessonId of open) {
        run.add({
          key: `lesson:${lessonId}`,
          courseId,
          lessonId,
          run: async () => {
            await pullLesson(courseId, lessonId);
            if (--left === 0) await done();
          },
        });
      }
    },
  });
}

/**
 * Everything the learner may study, into Dexie: the viewed course first (before even the course
 * list), then the shared lists, then the other courses, SYNC_CONCURRENCY at a time. Post bodies
 * are not pulled here: a post's body comes when it is opened (usePostBody).
 */
async function pullEverything(): Promise<void> {
  const run = new SyncRun(SYNC_CONCURRENCY, () => focus);
  current = run;
  try {
    if (focus) addCourse(run, focus.courseId, undefined, true);
    run.add({
      key: "courses",
      run: async () => {
        const courses = await pullCourses();
        for (const course of courses) addCourse(run, course.id, course.position);
      },
    });
    run.add({ key: "settings", optional: true, run: pullSettings });
    run.add({ key: "posts", optional: true, run: pullPosts });
    run.add({ key: "bookmarks", run: pullBookmarks });
    // Other devices' review answers, once everything else has landed: loaded when it runs, it brings
    // the full API client, which no screen's first paint may wait for.
    run.add({
      key: "review-logs",
      optional: true,
      last: true,
      run: async () => (await import("../review/review-pull")).pullDeviceReviewLogs(),
    });
    await run.finished;
    if (run.error !== null) throw run.error;
  } finally {
    current = null;
  }
}

/**
 * Pulls everything the learner may study into Dexie. One run at a time; screens never wait for it
 * (they read Dexie and update live when it lands). A failed run (no network) leaves the data as it was.
 */
export function syncNow(): Promise<void> {
  running ??= runSync().finally(() => {
    running = null;
  });
  return running;
}

let rerun: Promise<void> | null = null;

/**
 * A run that starts after the one in flight, or now when none is: what changed on the server
 * after that run read it (a purchase, say) is pulled, and asking twice meanwhile asks once.
 */
export function syncAfterCurrent(): Promise<void> {
  const current = running;
  if (!current) return syncNow();
  rerun ??= current
    .catch(() => undefined)
    .then(() => {
      rerun = null;
      return syncNow();
    });
  return rerun;
}

async function runSync(): Promise<void> {
  setSyncState({ running: true, done: new Set() });
  try {
    await pullEverything();
    setSyncState({ running: false, settledOnce: true, lastSuccessAt: Date.now(), lastErrorCode: null });
  } catch (error) {
    setSyncState({ running: false, settledOnce: true, lastErrorCode: toAppError(error).code });
  }
}

/**
 * What the learner is viewing: its course (and lesson) go first in a sync under way, and first in
 * the next one. A course not yet queued in a run under way is queued now.
 */
export function setSyncFocus(next: SyncFocus | null): void {
  focus = next;
  if (next && current) addCourse(current, next.courseId, undefined, true);
}

/** For screens of a course or lesson: while shown, what they show is synced first. */
export function useSyncFocus(courseId: string, lessonId: string | null = null): void {
  useEffect(() => {
    if (!courseId) return;
    setSyncFocus({ courseId, lessonId });
    return () => {
      if (focus?.courseId === courseId && focus.lessonId === lessonId) focus = null;
    };
  }, [courseId, lessonId]);
}

/** Sync on start, when the network comes back, and on focus when the last sync is over 5 minutes old. */
export function startSync(): () => void {
  void syncNow();
  const onOnline = () => void syncNow();
  const onVisible = () => {
    if (document.visibilityState !== "visible") return;
    const last = getSyncState().lastSuccessAt ?? 0;
    if (Date.now() - last > FOCUS_RESYNC_MS) void syncNow();
  };
  window.addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.removeEventListener("online", onOnline);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
