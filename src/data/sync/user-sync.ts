import { OutboxState } from "./outbox-state";
import { PostBodies } from "./post-body";
import { SyncEngine } from "./sync-engine";
import { SyncStateStore } from "./sync-state";

/**
 * Everything sync keeps in memory for one signed-in user: what screens are shown of it (`state`),
 * the pulls (`engine`), the post bodies being fetched (`posts`) and the outbox's drain and refusal
 * listeners (`outbox`). Made when the user signs in (`UserSyncs`, app/), disposed when they sign out or
 * another signs in, so nothing of one user's sync reaches the next (nor one test the next).
 */
export interface UserSync {
  readonly userId: string;
  readonly state: SyncStateStore;
  readonly engine: SyncEngine;
  readonly posts: PostBodies;
  readonly outbox: OutboxState;
  /** Nothing new starts and nobody listens any more: its user is gone. */
  dispose(): void;
}

/**
 * Where the sync object of the signed-in user is kept (`UserSyncs` in `app/`): the same object for
 * the same user, made with `create` when there is none for them.
 */
export interface UserSyncSource {
  forUser(userId: string, create: (userId: string) => UserSync): UserSync;
}

/** A fresh sync object for `userId`: nothing runs until `engine.start()` or a drain is asked for. */
export function createUserSync(userId: string): UserSync {
  const state = new SyncStateStore();
  const engine = new SyncEngine(state);
  const outbox = new OutboxState(userId);
  return {
    userId,
    state,
    engine,
    posts: new PostBodies(state),
    outbox,
    dispose() {
      engine.dispose();
      outbox.dispose();
      state.clearListeners();
    },
  };
}
