import { Workbox } from "workbox-window";

/**
 * Registers /v1/sw.js (scope /v1/). When a new worker takes control — an update, or one
 * activated from another tab — the page reloads (product-spec.md section 1), so it never runs
 * against caches of another version. The first worker a page ever gets replaces nothing, so it
 * does not reload (a first visit is never interrupted in the middle of a task).
 */
export function registerServiceWorker(): Workbox | null {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return null;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  const hadController = Boolean(navigator.serviceWorker.controller);
  wb.addEventListener("controlling", (event) => {
    if (hadController && (event.isUpdate || event.isExternal)) window.location.reload();
  });
  void wb.register();
  return wb;
}
