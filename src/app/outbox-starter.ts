import { withDevice } from "../data/db/device";
import { sessionStore } from "../data/session/session-store";
import { whenIdle } from "../ui/when-idle";
import type { UserSyncs } from "./user-syncs";

type Runner = { startOutbox: (syncs: UserSyncs) => () => void };

/** The outbox's runner, once the outbox holds a write (none waiting: nothing to load before the first paint). */
async function loadWhenWritesWait(): Promise<Runner> {
  const { outboxHasEntries } = await withDevice(() => import("../data/sync/outbox-waiting"));
  await outboxHasEntries();
  return import("../data/sync/outbox-runner");
}

/**
 * Starts the outbox the first time a user is signed in and a write waits in it, importing it then
 * (dynamic imports, so Dexie, sync and the outbox are not in the entry and a guest's pages never
 * load them). It looks once the page is idle (within 2 s), so the first screen paints first. It
 * keeps running after a sign-out, as before: it drains only the signed-in user's writes, through
 * that user's sync object in `syncs`.
 */
export function startOutboxWhileSignedIn(
  syncs: UserSyncs,
  load: () => Promise<Runner> = loadWhenWritesWait,
): () => void {
  let started = false;
  let stop: (() => void) | null = null;
  let disposed = false;
  const maybeStart = () => {
    if (started || sessionStore.get().status !== "signed-in") return;
    started = true;
    whenIdle(() => {
      if (disposed) return;
      void load().then((outbox) => {
        if (!disposed) stop = outbox.startOutbox(syncs);
      });
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
