import { describe, expect, it } from "vitest";
import { SyncRun } from "./sync-run";

/** The run's queue on its own: tasks are promises the test settles, so what has started is exact. */
function controllable(started: string[]) {
  const finishers = new Map<string, () => void>();
  const task = (key: string, courseId?: string, lessonId?: string) => ({
    key,
    ...(courseId ? { courseId } : {}),
    ...(lessonId ? { lessonId } : {}),
    run: () =>
      new Promise<void>((resolve) => {
        started.push(key);
        finishers.set(key, resolve);
      }),
  });
  const finish = async (key: string) => {
    finishers.get(key)?.();
    // Let the run see the end and start what comes next (promise callbacks only, no timers).
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { task, finish };
}

/** What a run marks is not looked at here. */
const unmarked = () => undefined;

describe("a sync run's queue", () => {
  it("never has more than its limit on the wire, and starts the next as soon as one ends", async () => {
    const started: string[] = [];
    const { task, finish } = controllable(started);
    const run = new SyncRun(3, () => null, unmarked);
    for (let i = 1; i <= 6; i++) run.add(task(`t${i}`));
    await finish("none");
    expect(started).toEqual(["t1", "t2", "t3"]);
    await finish("t2");
    expect(started).toEqual(["t1", "t2", "t3", "t4"]);
    for (const key of ["t1", "t3", "t4", "t5", "t6"]) await finish(key);
    await run.finished;
    expect(started).toHaveLength(6);
  });

  it("starts the viewed lesson, then the viewed course, then shared lists, then other courses", async () => {
    const started: string[] = [];
    const { task, finish } = controllable(started);
    let focus: { courseId: string; lessonId: string | null } | null = null;
    const run = new SyncRun(1, () => focus, unmarked);
    run.add(task("blocker"));
    await finish("none");
    expect(started).toEqual(["blocker"]);
    run.add(task("lesson:a1", "a", "a1"));
    run.add(task("bookmarks"));
    run.add(task("lesson:b1", "b", "b1"));
    run.add(task("lesson:b2", "b", "b2"));
    focus = { courseId: "b", lessonId: "b2" };
    // Each step ends the task that started last (one at a time), whichever it is.
    while (started.length < 5) await finish(started.at(-1) ?? "");
    await finish(started.at(-1) ?? "");
    await run.finished;
    expect(started).toEqual(["blocker", "lesson:b2", "lesson:b1", "bookmarks", "lesson:a1"]);
  });

  it("starts a task marked last only when every other task has finished, even ones added meanwhile", async () => {
    const started: string[] = [];
    const { task, finish } = controllable(started);
    const run = new SyncRun(3, () => null, unmarked);
    run.add({ ...task("review-logs"), last: true });
    run.add(task("course:a"));
    run.add(task("bookmarks"));
    await finish("none");
    expect(started).toEqual(["course:a", "bookmarks"]);
    run.add(task("lesson:a1", "a", "a1"));
    await finish("course:a");
    await finish("bookmarks");
    expect(started).toEqual(["course:a", "bookmarks", "lesson:a1"]);
    await finish("lesson:a1");
    expect(started).toEqual(["course:a", "bookmarks", "lesson:a1", "review-logs"]);
    await finish("review-logs");
    await run.finished;
  });
});
