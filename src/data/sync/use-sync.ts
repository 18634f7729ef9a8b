import { useEffect, useSyncExternalStore } from "react";
import { awaitingSync, type SyncPlace, type SyncState } from "./sync-state";
import { useUserSync } from "./user-sync-context";

/**
 * One value read from the sync state (a flag, a time, a code: compared with Object.is), re-rendering
 * only when it changes. A sync run changes its state twice per pull (queued, done): a screen that
 * read the whole state re-rendered on each, a dozen commits over a first sync.
 */
export function useSyncSelect<T extends string | number | boolean | null>(
  select: (state: SyncState) => T,
): T {
  const { state } = useUserSync();
  return useSyncExternalStore(state.subscribe, () => select(state.get()));
}

/** Whether a screen with nothing to show should say «syncing» (see `awaitingSync`). */
export function useAwaitingSync(place: SyncPlace): boolean {
  return useSyncSelect((state) => awaitingSync(state, place));
}

/** For screens of a course or lesson: while shown, what they show is synced first. */
export function useSyncFocus(courseId: string, lessonId: string | null = null): void {
  const { engine } = useUserSync();
  useEffect(() => {
    if (!courseId) return;
    void engine.setFocus({ courseId, lessonId });
    return () => engine.leaveFocus(courseId, lessonId);
  }, [engine, courseId, lessonId]);
}

/** For a post's screen: its body is fetched (or revalidated) when it opens. */
export function usePostBody(postId: string): void {
  const { posts } = useUserSync();
  useEffect(() => {
    if (postId) void posts.open(postId);
  }, [posts, postId]);
}
