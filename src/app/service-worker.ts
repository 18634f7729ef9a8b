/**
 * Registers /v1/sw.js (scope /v1/). When a new worker takes control — an update, or one
 * activated from another tab — the page reloads (product-spec.md section 1), so it never runs
 * against caches of another version. The first worker a page ever gets replaces nothing, so it
 * does not reload (a first visit is never interrupted in the middle of a task).
 *
 * The browser's own API does all of it (issue 13: workbox-window was 2.2 kB gzip before the first
 * paint for what is one `controllerchange` listener): the worker calls skipWaiting and
 * clients.claim, so every change of controller is a worker taking over; when the page started
 * with a controller, that is always a replacement. Registering waits for the page's load event,
 * so it does not compete with what the first screen needs; whether a worker already controlled the
 * page is read at once.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const container = navigator.serviceWorker;
  const hadController = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    if (hadController) window.location.reload();
  });
  if (document.readyState !== "complete") {
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  }
  await container.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
}
