export interface SyncState {
  running: boolean;
  lastSuccessAt: number | null;
  lastErrorCode: string | null;
  /** A sync run has ended (well or not) since this user's sync object was made. */
  settledOnce: boolean;
  /**
   * What is still to come, by key: queued or on the wire. `courses` (the list), `course:<id>` (a
   * course's lessons), `lesson:<id>`, `posts`, `post:<id>` (a body being fetched on open), `settings`,
   * `bookmarks`.
   */
  pending: ReadonlySet<string>;
  /** What the run under way (or the last one) has brought, by the same keys. */
  done: ReadonlySet<string>;
}

/** What screens see of one user's sync: its state and who listens to it (one per sync object). */
export class SyncStateStore {
  private state: SyncState = {
    running: false,
    lastSuccessAt: null,
    lastErrorCode: null,
    settledOnce: false,
    pending: new Set(),
    done: new Set(),
  };
  private readonly listeners = new Set<() => void>();

  readonly get = (): SyncState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** How many listen (a disposed sync object has none left). */
  get listenerCount(): number {
    return this.listeners.size;
  }

  set(next: Partial<SyncState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** A pull is queued (`true`) or has ended (`false`; `brought`: it did not fail). */
  markPending(key: string, pending: boolean, brought = false): void {
    const next = new Set(this.state.pending);
    if (pending) next.add(key);
    else next.delete(key);
    this.set({
      pending: next,
      ...(brought ? { done: new Set(this.state.done).add(key) } : {}),
    });
  }

  /** Nobody is told of changes any more (the user signed out or another signed in). */
  clearListeners(): void {
    this.listeners.clear();
  }
}

/** The task of a lesson asked beside its course, before the course's answer (decision 041). */
export const lessonFirstKey = (courseId: string, lessonId: string) => `lesson-first:${courseId}/${lessonId}`;

/** Where a screen is: the data it shows, by what sync pulls. */
export interface SyncPlace {
  /** The course list (home). */
  courseList?: boolean;
  /** A list every learner shares, shown on home with the courses. */
  sharedList?: "posts" | "settings";
  courseId?: string;
  lessonId?: string;
  postId?: string;
}

/**
 * Whether a screen whose data is not on the device should say «syncing» rather than «not on this
 * device»: before the first sync has ended (it starts as the app opens), or while what would bring
 * that data is still queued or on the wire. A course may come with the course list (until it has
 * come in this run); a lesson with its course (which says whether it may be opened), or asked beside
 * it; a post's body with its own fetch (or with the list of posts).
 */
export function awaitingSync(s: SyncState, place: SyncPlace): boolean {
  if (!s.settledOnce && !s.running) return true;
  const has = (key: string) => s.pending.has(key);
  if (place.courseList && has("courses")) return true;
  if (place.sharedList !== undefined && has(place.sharedList)) return true;
  if (place.postId !== undefined && (has("posts") || has(`post:${place.postId}`))) return true;
  if (place.lessonId !== undefined && has(`lesson:${place.lessonId}`)) return true;
  if (
    place.lessonId !== undefined &&
    place.courseId !== undefined &&
    has(lessonFirstKey(place.courseId, place.lessonId))
  )
    return true;
  if (place.courseId === undefined) return false;
  const course = `course:${place.courseId}`;
  return has(course) || (has("courses") && !s.done.has(course));
}
