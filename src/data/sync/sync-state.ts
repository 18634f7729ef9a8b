import { useSyncExternalStore } from "react";

export interface SyncState {
  running: boolean;
  lastSuccessAt: number | null;
  lastErrorCode: string | null;
  /** A sync run has ended (well or not) since the app started. */
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

let state: SyncState = {
  running: false,
  lastSuccessAt: null,
  lastErrorCode: null,
  settledOnce: false,
  pending: new Set(),
  done: new Set(),
};
const listeners = new Set<() => void>();

export function getSyncState(): SyncState {
  return state;
}

export function setSyncState(next: Partial<SyncState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** A pull is queued (`true`) or has ended (`false`; `brought`: it did not fail). */
export function markPending(key: string, pending: boolean, brought = false): void {
  const next = new Set(state.pending);
  if (pending) next.add(key);
  else next.delete(key);
  setSyncState({
    pending: next,
    ...(brought ? { done: new Set(state.done).add(key) } : {}),
  });
}

export function subscribeSyncState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: the state of an app that has just started. */
export function resetSyncStateForTests(): void {
  state = {
    running: false,
    lastSuccessAt: null,
    lastErrorCode: null,
    settledOnce: false,
    pending: new Set(),
    done: new Set(),
  };
  for (const l of listeners) l();
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribeSyncState, getSyncState);
}

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
 * come in this run); a lesson with its course (which says whether it may be opened); a post's body
 * with its own fetch (or with the list of posts).
 */
export function awaitingSync(s: SyncState, place: SyncPlace): boolean {
  if (!s.settledOnce && !s.running) return true;
  const has = (key: string) => s.pending.has(key);
  if (place.courseList && has("courses")) return true;
  if (place.sharedList !== undefined && has(place.sharedList)) return true;
  if (place.postId !== undefined && (has("posts") || has(`post:${place.postId}`))) return true;
  if (place.lessonId !== undefined && has(`lesson:${place.lessonId}`)) return true;
  if (place.courseId === undefined) return false;
  const course = `course:${place.courseId}`;
  return has(course) || (has("courses") && !s.done.has(course));
}

export function useAwaitingSync(place: SyncPlace): boolean {
  return awaitingSync(useSyncState(), place);
}
