import { withDevice } from "../db/device";
import type { SyncStateStore } from "./sync-state";

/**
 * The post bodies one user's screens are fetching: a post's body is fetched when the post is opened
 * (not by every sync), revalidated with its ETag when the device already holds it, and kept in
 * Dexie so it opens offline next time. A failure (offline) leaves what the device holds.
 */
export class PostBodies {
  private readonly opening = new Map<string, Promise<void>>();

  constructor(private readonly state: SyncStateStore) {}

  /** Fetches the body of `postId`; opening it again meanwhile waits for the same fetch. */
  open(postId: string): Promise<void> {
    const key = `post:${postId}`;
    let pending = this.opening.get(postId);
    if (!pending) {
      this.state.markPending(key, true);
      pending = withDevice(() => import("./pull"))
        .then(({ pullPostBody }) => pullPostBody(postId))
        .catch(() => undefined)
        .finally(() => {
          this.opening.delete(postId);
          this.state.markPending(key, false);
        });
      this.opening.set(postId, pending);
    }
    return pending;
  }
}
