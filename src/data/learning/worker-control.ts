/**
 * Whether the service worker controls this page, waiting up to `timeoutMs` for one to take
 * control (a first visit registers it after the load event, and it takes control once its
 * precache is in). A course's images and recordings are cached for offline use only by a worker
 * that sees their requests (sw/media-cache.ts), and the app opens offline only from its precache:
 * without one, «ready for offline» would not be true. In development no worker is registered
 * (src/app/service-worker.ts), so nothing is waited for there.
 */
export function workerControls(timeoutMs: number): Promise<boolean> {
  if (import.meta.env.DEV) return Promise.resolve(true);
  if (!("serviceWorker" in navigator)) return Promise.resolve(false);
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      container.removeEventListener("controllerchange", changed);
      resolve(container.controller !== null);
    };
    const changed = () => {
      if (container.controller) settle();
    };
    const timer = setTimeout(settle, timeoutMs);
    container.addEventListener("controllerchange", changed);
  });
}
