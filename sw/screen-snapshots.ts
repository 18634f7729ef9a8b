/// <reference lib="webworker" />
import {
  insertScreenSnapshot,
  SCREEN_SNAPSHOT_CACHE,
  SNAPSHOT_FONTS_HEADER,
  SNAPSHOT_STYLES_HEADER,
  SNAPSHOT_UNTIL_HEADER,
  snapshotCurrent,
  snapshotFonts,
  snapshotKey,
} from "../src/contract/screen-snapshot";

declare const self: ServiceWorkerGlobalScope;

/**
 * The headers the server gave the shell (its security policy, framing and the rest), for the page
 * written from it: those describing the stored body's bytes (length, encoding, validators) go, as
 * the body is now another text.
 */
function pageHeaders(shell: Headers): Headers {
  const headers = new Headers(shell);
  for (const name of ["Content-Length", "Content-Encoding", "ETag", "Last-Modified"]) headers.delete(name);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return headers;
}

/**
 * The shell for a navigation to `url`, with the snapshot the page saved of that path shown in it
 * and the fonts it was painted with preloaded (src/contract/screen-snapshot.ts), while the session
 * it was taken in lasts (a sign-out deletes them all) and when it was taken with this shell's
 * stylesheet; otherwise the shell as it is.
 * Anything that fails gives the shell.
 */
export async function shellWithSnapshot(shell: Response, url: string): Promise<Response> {
  try {
    if (!shell.ok) return shell;
    const { origin, pathname } = new URL(url);
    const cache = await self.caches.open(SCREEN_SNAPSHOT_CACHE);
    const saved = await cache.match(snapshotKey(origin, pathname));
    if (!saved || !snapshotCurrent(saved.headers.get(SNAPSHOT_UNTIL_HEADER), Date.now())) return shell;
    const html = insertScreenSnapshot(
      await shell.clone().text(),
      await saved.text(),
      saved.headers.get(SNAPSHOT_STYLES_HEADER) ?? "",
      snapshotFonts(saved.headers.get(SNAPSHOT_FONTS_HEADER)),
    );
    if (html === null) return shell;
    return new Response(html, { status: shell.status, headers: pageHeaders(shell.headers) });
  } catch {
    return shell;
  }
}
