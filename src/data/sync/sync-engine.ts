import { dropEarlyAsks } from "../api/early-asks";
import { toAppError } from "../app-error";
import { withDevice } from "../db/device";
import { holdsAnswer } from "./held-answers";
import type { LessonAnswer } from "./pull";
import { RunCourses } from "./run-courses";
import { type SyncFocus, SyncRun } from "./sync-run";
import { lessonFirstKey, type SyncStateStore } from "./sync-state";

const FOCUS_RESYNC_MS = 5 * 60 * 1000;
/** Pulls on the wire at once: enough to hide round trips, few enough for a phone on a slow link. */
export const SYNC_CONCURRENCY = 3;

/** The pulls, which store what they fetch: loaded when the device's database may load (device.ts). */
const pulls = () => withDevice(() => import("./pull"));

/**
 * One user's sync: what they view (the focus), the run under way, and the run asked for after it.
 * Made with that user's sync object (`createUserSync`), so another user on the same device, and
 * each test, starts with none of it.
 */
export class SyncEngine {
  private focus: SyncFocus | null = null;
  private current: { run: SyncRun; book: RunCourses } | null = null;
  private running: Promise<void> | null = null;
  private rerun: Promise<void> | null = null;
  private disposed = false;
  /** The viewed lesson, once found missing from the device (setFocus's check). */
  private lacking: string | null = null;

  constructor(private readonly state: SyncStateStore) {}

  /**
   * A course's summary, then each lesson the learner may open (as tasks of the run), then when. A
   * course queued because it is viewed, before the list says it exists, is optional: a link to a
   * course that is gone must not fail the sync.
   */
  private addCourse(
    run: SyncRun,
    book: RunCourses,
    courseId: string,
    position?: number,
    optional = false,
  ): void {
    run.add({
      key: `course:${courseId}`,
      courseId,
      optional,
      run: async () => {
        const { pullCourse, markCourseSynced, pullLesson, storeLesson } = await pulls();
        const pull = await pullCourse(courseId, position);
        // Nothing changed in the course or any of its lessons since they were all pulled: no request each.
        const needed = pull.lessonsCurrent ? [] : pull.open;
        if (needed.length === 0) {
          book.courseCame(courseId, pull, needed);
          await markCourseSynced(courseId, pull);
          return;
        }
        const plan = [...book.courseCame(courseId, pull, needed)];
        for (const [, next] of plan) if (next.kind === "failed") throw next.error;
        for (const [lessonId, next] of plan) {
          if (next.kind !== "pull") continue;
          run.add({
            key: `lesson:${lessonId}`,
            courseId,
            lessonId,
            run: async () => {
              await pullLesson(courseId, lessonId);
              await this.lessonLanded(book, courseId, lessonId);
            },
          });
        }
        // A lesson asked first that came before this answer is written here.
        for (const [lessonId, next] of plan) {
          if (next.kind !== "store") continue;
          await storeLesson(courseId, lessonId, next.answer);
          await this.lessonLanded(book, courseId, lessonId);
        }
      },
    });
  }

  /**
   * The lesson a deep link opens, on a device that does not hold it yet: asked beside its course,
   * not after it, so its sections come a round trip sooner (decision 041). It is written only if the
   * course's answer needs it (a lesson not bought, gone, or of another course writes nothing and
   * fails nothing), by whichever of the two tasks finds the other's answer already here. Its key is
   * its own: another course that lists the same lesson still pulls it as its own.
   */
  private addLessonFirst(run: SyncRun, book: RunCourses, courseId: string, lessonId: string): void {
    book.askedFirst(courseId, lessonId);
    run.add({
      key: lessonFirstKey(courseId, lessonId),
      courseId,
      lessonId,
      run: async () => {
        const { fetchLesson, storeLesson } = await pulls();
        let answer: LessonAnswer;
        try {
          answer = await fetchLesson(courseId, lessonId);
        } catch (error) {
          if (book.lessonCame(courseId, lessonId, { error })) throw error;
          return;
        }
        if (!book.lessonCame(courseId, lessonId, { answer })) return;
        await storeLesson(courseId, lessonId, answer);
        await this.lessonLanded(book, courseId, lessonId);
      },
    });
  }

  /** A lesson its course needed has landed: the course is marked synced when it was the last one. */
  private async lessonLanded(book: RunCourses, courseId: string, lessonId: string): Promise<void> {
    const pull = book.landed(courseId, lessonId);
    if (pull) await (await pulls()).markCourseSynced(courseId, pull);
  }

  /**
   * Everything the learner may study, into Dexie: the viewed course first (before even the course
   * list), with the viewed lesson beside it when the device lacks it, then the shared lists, then
   * the other courses, SYNC_CONCURRENCY at a time. Post bodies are not pulled here: a post's body
   * comes when it is opened (usePostBody).
   */
  private async pullEverything(lessonFirst: string | null): Promise<void> {
    const focus = this.focus;
    const book = new RunCourses();
    const run = new SyncRun(
      SYNC_CONCURRENCY,
      () => this.focus,
      (key, pending, brought) => this.state.markPending(key, pending, brought),
    );
    this.current = { run, book };
    try {
      if (focus) this.addCourse(run, book, focus.courseId, undefined, true);
      if (focus && lessonFirst) this.addLessonFirst(run, book, focus.courseId, lessonFirst);
      run.add({
        key: "courses",
        run: async () => {
          const courses = await (await pulls()).pullCourses();
          for (const course of courses) this.addCourse(run, book, course.id, course.position);
        },
      });
      run.add({ key: "settings", optional: true, run: async () => (await pulls()).pullSettings() });
      run.add({ key: "posts", optional: true, run: async () => (await pulls()).pullPosts() });
      run.add({ key: "bookmarks", run: async () => (await pulls()).pullBookmarks() });
      // Other devices' review answers, once everything else has landed: loaded when it runs, it brings
      // the full API client, which no screen's first paint may wait for.
      run.add({
        key: "review-logs",
        optional: true,
        last: true,
        run: async () => (await withDevice(() => import("../review/review-pull"))).pullDeviceReviewLogs(),
      });
      await run.finished;
      if (run.error !== null) throw run.error;
    } finally {
      this.current = null;
    }
  }

  /**
   * The viewed lesson, when the device was found not to hold it (no answer of it stored) since it
   * was focused: this run asks it beside its course. Read once: the run brings it.
   */
  private takeLessonFirst(): string | null {
    const lessonId = this.focus?.lessonId;
    const lacking = this.lacking;
    this.lacking = null;
    return lessonId && lacking === lessonId ? lessonId : null;
  }

  private async runSync(): Promise<void> {
    const lessonFirst = this.takeLessonFirst();
    this.state.set({ running: true, done: new Set() });
    try {
      await this.pullEverything(lessonFirst);
      this.state.set({ running: false, settledOnce: true, lastSuccessAt: Date.now(), lastErrorCode: null });
    } catch (error) {
      this.state.set({ running: false, settledOnce: true, lastErrorCode: toAppError(error).code });
    } finally {
      // What the page asked before the app ran and this run did not take, no request will (043).
      dropEarlyAsks();
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
   * the next one. A course not yet queued in a run under way is queued now. Resolves once it is known
   * whether the device holds the viewed lesson (the next run asks it first if not).
   */
  setFocus(next: SyncFocus | null): Promise<void> {
    this.focus = next;
    this.lacking = null;
    if (next && this.current)
      this.addCourse(this.current.run, this.current.book, next.courseId, undefined, true);
    const lessonId = next?.lessonId;
    if (!lessonId) return Promise.resolve();
    // Whether the device holds the lesson, read now (a Dexie read, done long before a sync starts
    // after the device's data is claimed): a run that starts before it is known asks the course first.
    return holdsAnswer(`lesson:${lessonId}`).then(
      (held) => {
        if (!held && this.focus?.lessonId === lessonId) this.lacking = lessonId;
      },
      () => undefined,
    );
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
