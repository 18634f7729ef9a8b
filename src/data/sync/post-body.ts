import { useEffect } from "react";
import { pullPostBody } from "./pull";
import { markPending } from "./sync-state";

const opening = new Map<string, Promise<void>>();

/**
 * A post's body is fetched when the post is opened (not by every sync), revalidated with its ETag
 * when the device already holds it, and kept in Dexie so it opens offline next time. A failure
 * (offline) leaves what the device holds.
 */
export function openPost(postId: string): Promise<void> {
  const key = `post:${postId}`;
  let pending = opening.get(postId);
  if (!pending) {
    markPending(key, true);
    pending = pullPostBody(postId)
      .catch(() => undefined)
      .finally(() => {
        opening.delete(postId);
        markPending(key, false);
      });
    opening.set(postId, pending);
  }
  return pending;
}

export function usePostBody(postId: string): void {
  useEffect(() => {
    if (postId) void openPost(postId);
  }, [postId]);
}
