import { Workbox } from "workbox-window";

/**
 * Registers /v1/sw.js (scope /v1/). When a new worker takes control — an update, or one
 * activated from another tab — the page reloads (product-spec.md section 1).
 */
export function registerServiceWorker(): Workbox | null {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return null;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  wb.addEventListener("controlling", (event) => {
    if (event.isUpdate || event.isExternal) window.location.reload();
  });
  void wb.register();
  return wb;
}
