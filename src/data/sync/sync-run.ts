import { toAppError } from "../app-error";

export interface SyncTask {
  /** Unique within a run: a key added twice runs once. Shown to screens while queued or running. */
  key: string;
  /** The course (and lesson) it brings, so what the learner is viewing goes first. */
  courseId?: string;
  lessonId?: string;
  /** A failure does not fail the run (settings, posts: nice to have). */
  optional?: boolean;
  /** Starts only when every other task of the run has finished (work no screen's first paint needs). */
  last?: boolean;
  run: () => Promise<void>;
}

/** What the learner is looking at: its course's tasks go first, its lesson's before everything. */
export interface SyncFocus {
  courseId: string;
  lessonId: string | null;
}

/**
 * Lower goes first: the viewed lesson, the viewed course, the shared lists, then other courses, then
 * what waits for all of those.
 */
export function rankOf(task: SyncTask, focus: SyncFocus | null): number {
  if (task.last) return 4;
  if (focus && task.lessonId !== undefined && task.lessonId === focus.lessonId) return 0;
  if (focus && task.courseId === focus.courseId) return 1;
  if (task.courseId === undefined) return 2;
  return 3;
}

/**
 * One sync run: a queue of pulls, at most `limit` on the wire at once, the next one always the
 * best ranked for the focus at that moment (so a screen opened mid-run moves its course ahead).
 * The first failure of a required task stops the queue (what is on the wire finishes) and is the
 * run's error; `finished` resolves when nothing is queued or running.
 */
export class SyncRun {
  private readonly queue: SyncTask[] = [];
  private readonly seen = new Set<string>();
  private active = 0;
  private failure: unknown = null;
  private resolve: () => void = () => {};
  readonly finished: Promise<void>;

  /** `mark`: a task is queued (`true`) or has ended (`false`; `brought`: it did not fail). */
  constructor(
    private readonly limit: number,
    private readonly focus: () => SyncFocus | null,
    private readonly mark: (key: string, pending: boolean, brought?: boolean) => void,
  ) {
    this.finished = new Promise((resolve) => (this.resolve = resolve));
  }

  get error(): unknown {
    return this.failure;
  }

  add(task: SyncTask): void {
    if (this.seen.has(task.key) || this.failure !== null) return;
    this.seen.add(task.key);
    this.queue.push(task);
    this.mark(task.key, true);
    queueMicrotask(() => this.pump());
  }

  private next(): SyncTask | undefined {
    const focus = this.focus();
    let best = 0;
    for (let i = 1; i < this.queue.length; i++) {
      const task = this.queue[i];
      const current = this.queue[best];
      if (task && current && rankOf(task, focus) < rankOf(current, focus)) best = i;
    }
    return this.queue.splice(best, 1)[0];
  }

  private pump(): void {
    while (this.active < this.limit && this.queue.length > 0) {
      if (this.active > 0 && this.queue.every((queued) => queued.last)) break;
      const task = this.next();
      if (!task) break;
      this.active++;
      void task
        .run()
        .then(
          () => this.mark(task.key, false, true),
          (error: unknown) => {
            this.mark(task.key, false);
            if (task.optional && toAppError(error).code !== "offline") return;
            this.failure ??= error;
            for (const dropped of this.queue.splice(0)) this.mark(dropped.key, false);
          },
        )
        .finally(() => {
          this.active--;
          this.pump();
        });
    }
    if (this.active === 0 && this.queue.length === 0) this.resolve();
  }
}
