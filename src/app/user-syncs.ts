import type { UserSync, UserSyncSource } from "../data/sync/user-sync";

/** What the holder needs of the session: who is signed in, and word when that changes. */
export interface SessionSource {
  get(): { user: { sub: string } | null };
  subscribe(listener: () => void): () => void;
}

/**
 * Holds the signed-in user's sync object: made with the app (`main.tsx`), light (it imports no
 * sync code, and lives outside `data/sync/`, so a guest's pages load none: decision 018's check). The object itself is made by whoever first needs it,
 * with the factory they already load (the signed-in frame, the outbox's runner), and the same
 * object is answered for the same user until the session leaves that user: a sign-out, an expired
 * token or another user's sign-in disposes it, and the next user gets a fresh one.
 */
export class UserSyncs implements UserSyncSource {
  private held: UserSync | null = null;

  constructor(private readonly session: SessionSource) {}

  /** Disposes the held object when the session leaves its user; returns the unsubscribe. */
  follow(): () => void {
    return this.session.subscribe(() => {
      if (this.held && this.held.userId !== (this.session.get().user?.sub ?? null)) this.release();
    });
  }

  /** The sync object of `userId`: the one held, or a new one from `create` (the previous disposed). */
  forUser(userId: string, create: (userId: string) => UserSync): UserSync {
    if (this.held?.userId !== userId) {
      this.held?.dispose();
      this.held = create(userId);
    }
    return this.held;
  }

  /** The object held (of the user signed in when it was made), if any. */
  current(): UserSync | null {
    return this.held;
  }

  /** Disposes the held object (its user signed out). */
  release(): void {
    this.held?.dispose();
    this.held = null;
  }
}
