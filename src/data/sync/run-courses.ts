import type { CoursePull, LessonAnswer } from "./pull";

/** A lesson asked before its course answered: still on the wire, its answer, or how it failed. */
type EarlyLesson =
  { state: "asked" } | { state: "came"; answer: LessonAnswer } | { state: "failed"; error: unknown };

/** What the course task is to do with a lesson its answer needs. */
export type NeededLesson =
  /** Ask for it (a task of its own). */
  | { kind: "pull" }
  /** Write the answer already here (asked first), in the course's task. */
  | { kind: "store"; answer: LessonAnswer }
  /** Nothing: it is on the wire, and its own task writes it when it comes. */
  | { kind: "coming" }
  /** It was asked first and failed: the run fails as it would for any lesson. */
  | { kind: "failed"; error: unknown };

/**
 * One sync run's book of its courses (decision 041): which lessons each course's answer needs
 * pulled, which of them have landed, and the lesson a deep link opens, asked beside its course
 * before the course has said the learner may open it. Whoever comes second writes that lesson: its
 * own task when the course answered first, the course's task when the lesson did. Every decision
 * is taken synchronously when an answer comes, so the two never both write it, or neither.
 */
export class RunCourses {
  private readonly needed = new Map<string, Set<string>>();
  private readonly pulls = new Map<string, CoursePull>();
  private readonly early = new Map<string, EarlyLesson>();

  /** A lesson is asked before its course's answer came. */
  askedFirst(courseId: string, lessonId: string): void {
    this.early.set(`${courseId}/${lessonId}`, { state: "asked" });
  }

  /**
   * The course's answer came: `needed` are the lessons this run must pull for it. Says, for each,
   * what the course's task does with it.
   */
  courseCame(courseId: string, pull: CoursePull, needed: readonly string[]): Map<string, NeededLesson> {
    this.pulls.set(courseId, pull);
    this.needed.set(courseId, new Set(needed));
    const plan = new Map<string, NeededLesson>();
    for (const lessonId of needed) {
      const early = this.early.get(`${courseId}/${lessonId}`);
      if (!early) plan.set(lessonId, { kind: "pull" });
      else if (early.state === "came") plan.set(lessonId, { kind: "store", answer: early.answer });
      else if (early.state === "failed") plan.set(lessonId, { kind: "failed", error: early.error });
      else plan.set(lessonId, { kind: "coming" });
    }
    return plan;
  }

  /**
   * A lesson asked first came back (`answer`, or `error`): true when its own task is to write it
   * now (its course answered first and needs it); false when the course's task will, or nobody (a
   * course whose answer never comes in this run leaves it unwritten, kept here until the run ends).
   */
  lessonCame(
    courseId: string,
    lessonId: string,
    outcome: { answer: LessonAnswer } | { error: unknown },
  ): boolean {
    const needed = this.needed.get(courseId);
    if (needed === undefined) {
      this.early.set(
        `${courseId}/${lessonId}`,
        "answer" in outcome
          ? { state: "came", answer: outcome.answer }
          : { state: "failed", error: outcome.error },
      );
      return false;
    }
    return needed.has(lessonId);
  }

  /**
   * A lesson the course needed has landed: the course's pull when it was the last of them (the
   * course is synced now), otherwise null.
   */
  landed(courseId: string, lessonId: string): CoursePull | null {
    const left = this.needed.get(courseId);
    if (!left?.delete(lessonId) || left.size > 0) return null;
    return this.pulls.get(courseId) ?? null;
  }
}
