// Saving a screen: loaded with the screens that save theirs (home, a word's card), not the entry,
// which only takes snapshots away (screen-snapshot-removal.ts).
import {
  SCREEN_SNAPSHOT_CACHE,
  SNAPSHOT_FONTS_HEADER,
  SNAPSHOT_STYLES_HEADER,
  SNAPSHOT_UNTIL_HEADER,
  snapshotKey,
} from "../contract/screen-snapshot";
import { cacheStorage } from "./screen-snapshot-removal";

/** Paths kept: the oldest saved goes first (home and the last words studied are what reopen). */
const KEPT = 12;
/** What a snapshot never holds: what belongs to a moment, and what could run or load. */
const LEFT_OUT = ".Toastify, [role=dialog], dialog, script, iframe, object, embed, template";
/** Attributes that point at other elements by id: the snapshot has none, so they would point wrong. */
const ID_REFERENCES = ["id", "for", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns"];

/** The stylesheet the page runs with, as the shell names it ("" in dev, where none is linked). */
function stylesheet(): string {
  return document.querySelector('link[rel="stylesheet"]')?.getAttribute("href") ?? "";
}

/**
 * The font files this page has loaded (same-origin paths, from Resource Timing): what the worker
 * preloads for the snapshot, so its first layout finds them and asks the system for no fallback.
 */
export function loadedFonts(): string[] {
  const paths = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.endsWith(".woff2"))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

/** The HTML of #root as painted, without what LEFT_OUT names and without ids or references to them. */
export function snapshotHtml(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll(LEFT_OUT)) element.remove();
  for (const element of [copy, ...copy.querySelectorAll("*")]) {
    for (const name of ID_REFERENCES) element.removeAttribute(name);
  }
  return copy.innerHTML;
}

/**
 * Saves the screen now painted as the snapshot of `pathname`, to be shown until `until` (the
 * session's end, ms). Best effort: without Cache Storage, a stylesheet or room, nothing is saved
 * and nothing fails.
 */
export async function saveScreenSnapshot(pathname: string, until: number): Promise<void> {
  const storage = cacheStorage();
  const root = document.getElementById("root");
  const styles = stylesheet();
  if (!storage || !root || styles === "") return;
  try {
    const cache = await storage.open(SCREEN_SNAPSHOT_CACHE);
    const key = snapshotKey(location.origin, pathname);
    // A put replaces the path's entry and puts it last (the Cache API's order is the order of
    // saving), so the oldest come first when trimming; it is never deleted first, which a page
    // closed in between would leave with no snapshot.
    await cache.put(
      key,
      new Response(snapshotHtml(root), {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          [SNAPSHOT_UNTIL_HEADER]: String(until),
          [SNAPSHOT_STYLES_HEADER]: styles,
          [SNAPSHOT_FONTS_HEADER]: loadedFonts().join(" "),
        },
      }),
    );
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - KEPT)).map((old) => cache.delete(old)));
  } catch {
    // Quota or a private mode without Cache Storage: the next cold start shows the loading view.
  }
}

/** Forgets the screen saved for `pathname` (it now shows something else: a lock, content missing). */
export async function forgetScreenSnapshot(pathname: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(SCREEN_SNAPSHOT_CACHE).catch(() => false))) return;
  await storage
    .open(SCREEN_SNAPSHOT_CACHE)
    .then((cache) => cache.delete(snapshotKey(location.origin, pathname)))
    .catch(() => false);
}
