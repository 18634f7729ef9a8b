import { useEffect, useSyncExternalStore } from "react";
import { awaitingSync, type SyncPlace, type SyncState } from "./sync-state";
import { useUserSync } from "./user-sync-context";

/** The signed-in user's sync state, re-rendering when it changes. */
export function useSyncState(): SyncState {
  const { state } = useUserSync();
  return useSyncExternalStore(state.subscribe, state.get);
}

/** Whether a screen with nothing to show should say «syncing» (see `awaitingSync`). */
export function useAwaitingSync(place: SyncPlace): boolean {
  return awaitingSync(useSyncState(), place);
}

/** For screens of a course or lesson: while shown, what they show is synced first. */
export function useSyncFocus(courseId: string, lessonId: string | null = null): void {
  const { engine } = useUserSync();
  useEffect(() => {
    if (!courseId) return;
    engine.setFocus({ courseId, lessonId });
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
