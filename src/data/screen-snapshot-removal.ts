import { SCREEN_SNAPSHOT_CACHE, SNAPSHOT_ELEMENT_ID } from "../contract/screen-snapshot";

/** Cache Storage, where the page has it (not in an insecure context or in jsdom). */
export const cacheStorage = (): CacheStorage | null => (typeof caches === "undefined" ? null : caches);

/** Forgets every screen saved on this device (a sign-out, another learner's sign-in). */
export async function clearScreenSnapshots(): Promise<void> {
  await cacheStorage()
    ?.delete(SCREEN_SNAPSHOT_CACHE)
    .catch(() => false);
}

/** Takes the worker's snapshot off the screen (the app now shows a screen of its own). */
export function dropScreenSnapshot(): void {
  document.getElementById(SNAPSHOT_ELEMENT_ID)?.remove();
}
