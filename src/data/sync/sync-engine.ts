import { toAppError } from "../app-error";
import {
  markCourseSynced,
  pullBookmarks,
  pullCourse,
  pullCourses,
  pullLesson,
  pullPosts,
  pullSettings,
} from "./pull";
import { type SyncFocus, SyncRun } from "./sync-run";
import type { SyncStateStore } from "./sync-state";

const FOCUS_RESYNC_MS = 5 * 60 * 1000;
/** Pulls on the wire at once: enough to hide round trips, few enough for a phone on a slow link. */
export const SYNC_CONCURRENCY = 3;

/**
 * One user's sync: what they view (the focus), the run under way, and the run asked for after it.
 * Made with that user's sync object (`createUserSync`), so another user on the same device, and
 * each test, starts with none of it.
 */
export class SyncEngine {
  private focus: SyncFocus | null = null;
  private current: SyncRun | null = null;
  private running: Promise<void> | null = null;
  private rerun: Promise<void> | null = null;
  private disposed = false;

  constructor(private readonly state: SyncStateStore) {}

  /**
   * A course's summary, then each lesson the learner may open (as tasks of the run), then when. A
   * course queued because it is viewed, before the list says it exists, is optional: a link to a
   * course that is gone must not fail the sync.
   */
  private addCourse(run: SyncRun, courseId: string, position?: number, optional = false): void {
    run.add({
      key: `course:${courseId}`,
      courseId,
      optional,
      run: async () => {
        const pull = await pullCourse(courseId, position);
        // Nothing changed in the course or any of its lessons since they were all pulled: no request each.
        if (pull.lessonsCurrent || pull.open.length === 0) {
          await markCourseSynced(courseId, pull);
          return;
        }
        let left = pull.open.length;
        for (const lessonId of pull.open) {
          run.add({
            key: `lesson:${lessonId}`,
            courseId,
            lessonId,
            run: async () => {
              await pullLesson(courseId, lessonId);
              if (--left > 0) return;
              await markCourseSynced(courseId, pull);
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
  private async pullEverything(): Promise<void> {
    const run = new SyncRun(
      SYNC_CONCURRENCY,
      () => this.focus,
      (key, pending, brought) => this.state.markPending(key, pending, brought),
    );
    this.current = run;
    try {
      if (this.focus) this.addCourse(run, this.focus.courseId, undefined, true);
      run.add({
        key: "courses",
        run: async () => {
          const courses = await pullCourses();
          for (const course of courses) this.addCourse(run, course.id, course.position);
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
      this.current = null;
    }
  }

  private async runSync(): Promise<void> {
    this.state.set({ running: true, done: new Set() });
    try {
      await this.pullEverything();
      this.state.set({ running: false, settledOnce: true, lastSuccessAt: Date.now(), lastErrorCode: null });
    } catch (error) {
      this.state.set({ running: false, settledOnce: true, lastErrorCode: toAppError(error).code });
    }
  }

  /**
   * Pulls everything the learner may study into Dexie. One run at a time; screens never wait for it
   * (they read Dexie and update live when it lands). A failed run (no network) leaves the data as it
   * was. A disposed engine (its user signed out) starts none.
   */
  syncNow(): Promise<void> {
    if (this.disposed) return this.running ?? Promise.resolve();
    this.running ??= this.runSync().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * A run that starts after the one in flight, or now when none is: what changed on the server
   * after that run read it (a purchase, say) is pulled, and asking twice meanwhile asks once.
   */
  syncAfterCurrent(): Promise<void> {
    const inFlight = this.running;
    if (!inFlight) return this.syncNow();
    this.rerun ??= inFlight
      .catch(() => undefined)
      .then(() => {
        this.rerun = null;
        return this.syncNow();
      });
    return this.rerun;
  }

  /**
   * What the learner is viewing: its course (and lesson) go first in a sync under way, and first in
   * the next one. A course not yet queued in a run under way is queued now.
   */
  setFocus(next: SyncFocus | null): void {
    this.focus = next;
    if (next && this.current) this.addCourse(this.current, next.courseId, undefined, true);
  }

  /** The screen of this course (and lesson) is gone: nothing is put first for it any more. */
  leaveFocus(courseId: string, lessonId: string | null): void {
    if (this.focus?.courseId === courseId && this.focus.lessonId === lessonId) this.focus = null;
  }

  /** Sync now, when the network comes back, and on focus when the last sync is over 5 minutes old. */
  start(): () => void {
    void this.syncNow();
    const onOnline = () => void this.syncNow();
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      const last = this.state.get().lastSuccessAt ?? 0;
      if (Date.now() - last > FOCUS_RESYNC_MS) void this.syncNow();
    };
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }

  /** Its user is gone: no new run starts (one on the wire finishes, into its own state). */
  dispose(): void {
    this.disposed = true;
    this.focus = null;
  }
}
