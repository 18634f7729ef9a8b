import { loadOnce } from "../../domain/made-once";
import type { VajehDatabase } from "./database";
import type * as Loaded from "./device-module";

/** The loaded module: the database and Dexie's live queries. */
export type DeviceModule = typeof Loaded;

let hold: Promise<void> | null = null;
let asked = false;
let loaded: DeviceModule | null = null;

/**
 * Holds the device's database code (Dexie and all that stores) back until `ready` settles, or at
 * the latest `maxMs` later. For a new device whose first screen paints from the answers its first
 * script asked (decision 049): Dexie is then not downloaded and run before that paint. Only the
 * first hold counts, and only before anything has asked for the database.
 */
export function holdDeviceUntil(ready: Promise<unknown>, maxMs: number): void {
  if (hold || asked) return;
  hold = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    void ready
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

/**
 * The device's database module, loaded once (after any hold). A load that fails (the chunk
 * unreachable) is tried again by the next call.
 */
export function deviceModule(): Promise<DeviceModule> {
  asked = true;
  return load();
}

const load = loadOnce(() =>
  (hold ?? Promise.resolve())
    .then(() => import("./device-module"))
    .then((module) => {
      loaded = module;
      return module;
    }),
);

/** The device's database module when it has loaded, else null (a hook's first render). */
export function loadedDevice(): DeviceModule | null {
  return loaded;
}

/** The app's one database, once its code has loaded. Only modules under src/data/ use it. */
export async function device(): Promise<VajehDatabase> {
  return (await deviceModule()).db;
}

/**
 * Loads a module that imports the database itself (the sync's pulls, the outbox), no earlier than
 * the database may load: importing it would load Dexie with it.
 */
export async function withDevice<M>(load: () => Promise<M>): Promise<M> {
  await deviceModule();
  return load();
}
