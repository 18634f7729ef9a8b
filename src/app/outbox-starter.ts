import { sessionStore } from "../data/session/session-store";

/** The outbox's runner, once the outbox holds a write (none waiting: nothing to load before the first paint). */
async function loadWhenWritesWait(): Promise<{ startOutbox: () => () => void }> {
  const { outboxHasEntries } = await import("../data/sync/outbox-waiting");
  await outboxHasEntries();
  return import("../data/sync/outbox-runner");
}

/**
 * Starts the outbox the first time a user is signed in and a write waits in it, importing it then
 * (dynamic imports, so Dexie, sync and the outbox are not in the entry and a guest's pages never
 * load them). It keeps running after a sign-out, as before: it drains only the current user's writes.
 */
export function startOutboxWhileSignedIn(
  load: () => Promise<{ startOutbox: () => () => void }> = loadWhenWritesWait,
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
