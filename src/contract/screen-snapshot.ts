/**
 * A screen's snapshot: the HTML of a signed-in screen as it was last painted, which the service
 * worker writes into the shell of the next cold navigation to the same path, so the learner sees
 * it before the app's scripts have run (issue 13: an offline cold start to the word card took
 * 7× the worker's cheapest navigation). The page saves it (src/data/screen-snapshots.ts) and the
 * worker reads it (sw/screen-snapshots.ts); this module is what both must agree on.
 */

/** The Cache Storage cache that holds them, one entry per path. */
export const SCREEN_SNAPSHOT_CACHE = "vajeh-screens";
/**
 * When the session it was taken in ends (the token's expiry, ms since the epoch): the worker serves
 * it only before then. A sign-out deletes every snapshot (src/data/session/session-store.ts).
 */
export const SNAPSHOT_UNTIL_HEADER = "X-Vajeh-Until";
/** The stylesheet the page had: a shell of another build (other class names) gets no snapshot. */
export const SNAPSHOT_STYLES_HEADER = "X-Vajeh-Styles";
/**
 * The font files the page had loaded when it took the snapshot (paths, space-separated): the worker
 * preloads them in the shell, so the snapshot's first layout has its fonts and needs no fallback.
 */
export const SNAPSHOT_FONTS_HEADER = "X-Vajeh-Fonts";
/** What a font path in that header may be: a same-origin WOFF2 file, nothing that could end an attribute. */
const FONT_PATH = /^\/(?!\/)[\w./-]+\.woff2$/;
const fontPathAllowed = (path: string) => FONT_PATH.test(path) && !path.includes("..");

/** The element of the shell that shows it, above #root, until the app paints that screen itself. */
export const SNAPSHOT_ELEMENT_ID = "screen-snapshot";

/** The cache key of a path's snapshot (an address nothing is ever fetched from). */
export function snapshotKey(origin: string, pathname: string): string {
  return `${origin}/__vajeh/screens${pathname}`;
}

/**
 * The attribute the build puts on the app's entry script (scripts/signed-in-preload.ts). In a
 * snapshot's shell the worker turns that script into a module preload with the same attribute, and
 * the page's first script starts it once the snapshot's first frame has begun: the entry's
 * evaluation (React and the router, 25–45 ms on a phone-class core) then no longer comes before the
 * snapshot's paint.
 */
export const DEFERRED_ENTRY_ATTRIBUTE = "data-vajeh-entry";
const MARKED_ENTRY = new RegExp(
  `<script type="module" crossorigin src="([^"<>]+)" ${DEFERRED_ENTRY_ATTRIBUTE}></script>`,
);

/** How the shell opens the app's #root (index.html; its loading view is inside, scripts/loading-shell.ts). */
export const ROOT_OPEN = '<div id="root">';

/** Whether a snapshot saved with `until` (its header's value) may still be shown at `now`. */
export function snapshotCurrent(until: string | null, now: number): boolean {
  const end = Number(until);
  return until !== null && Number.isFinite(end) && now < end;
}

/** The font paths a snapshot names (its SNAPSHOT_FONTS_HEADER value), each once; anything else is dropped. */
export function snapshotFonts(header: string | null): string[] {
  const paths = (header ?? "").split(/\s+/).filter(fontPathAllowed);
  return [...new Set(paths)];
}

/**
 * The shell with `snapshot` shown just before its #root (over the loading view in it), each of
 * `fonts` preloaded in its head unless the shell preloads it already, and its marked entry script
 * (DEFERRED_ENTRY_ATTRIBUTE) held back as a module preload; or null when the shell is not the one
 * the snapshot was taken with (it does not link `styles`) or has no #root or head end to put them by.
 */
export function insertScreenSnapshot(
  shell: string,
  snapshot: string,
  styles: string,
  fonts: readonly string[] = [],
): string | null {
  if (styles === "" || !shell.includes(`href="${styles}"`)) return null;
  const at = shell.indexOf(ROOT_OPEN);
  const headEnd = shell.indexOf("</head>");
  if (at < 0 || headEnd < 0 || headEnd > at) return null;
  const preloads = fonts
    .filter((font) => fontPathAllowed(font) && !shell.includes(`href="${font}"`))
    .map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`)
    .join("");
  const shown = `<div id="${SNAPSHOT_ELEMENT_ID}" aria-hidden="true" inert>${snapshot}</div>`;
  const head = shell
    .slice(0, headEnd)
    .replace(
      MARKED_ENTRY,
      (_tag, src: string) =>
        `<link rel="modulepreload" crossorigin href="${src}" ${DEFERRED_ENTRY_ATTRIBUTE}>`,
    );
  return head + preloads + shell.slice(headEnd, at) + shown + shell.slice(at);
}
