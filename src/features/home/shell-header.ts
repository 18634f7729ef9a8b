/**
 * The home header image the server named in the shell of /v1/ (a `<link rel=preload>` marked
 * `data-home-header`, server/src/plugins/static-pwa.ts), or null. On a device whose first sync has
 * not brought the settings yet, home shows it at once in the header's box instead of an empty box:
 * the browser has fetched it with the JS. The worker's cached shell names none; a device that starts
 * from it holds the settings already.
 */
export function shellHomeHeader(): string | null {
  return document.querySelector('link[rel="preload"][data-home-header]')?.getAttribute("href") || null;
}
