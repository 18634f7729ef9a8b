import { sessionStore } from "../data/session/session-store";

/**
 * Starts the outbox the first time a user is signed in, importing it then (a dynamic import, so
 * Dexie, sync and the outbox are not in the entry and a guest's pages never load them). It keeps
 * running after a sign-out, as before: it drains only the current user's writes.
 */
export function startOutboxWhileSignedIn(
  load: () => Promise<{ startOutbox: () => () => void }> = () => import("../data/sync/outbox-runner"),
): () => void {
  let started = false;
  let stop: (() => void) | null = null;
  let disposed = false;
  const maybeStart = () => {
    if (started || sessionStore.get().status !== "signed-in") return;
    started = true;
    void load().then((outbox) => {
      if (!disposed) stop = outbox.startOutbox();
    });
  };
  const unsubscribe = sessionStore.subscribe(maybeStart);
  maybeStart();
  return () => {
    disposed = true;
    unsubscribe();
    stop?.();
  };
}
