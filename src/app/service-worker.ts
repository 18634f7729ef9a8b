/**
 * Registers /v1/sw.js (scope /v1/). When a new worker takes control — an update, or one
 * activated from another tab — the page reloads (product-spec.md section 1), so it never runs
 * against caches of another version. The first worker a page ever gets replaces nothing, so it
 * does not reload (a first visit is never interrupted in the middle of a task). workbox-window is
 * imported here, when registering, so it is not in the entry (issue 13), and registering waits for
 * the page's load event, so it does not compete with what the first screen needs; whether a
 * worker already controlled the page is read at once.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  if (document.readyState !== "complete") {
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  }
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  wb.addEventListener("controlling", (event) => {
    if (hadController && (event.isUpdate || event.isExternal)) window.location.reload();
  });
  await wb.register();
}
