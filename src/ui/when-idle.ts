/**
 * Runs `work` once the page is idle (not while the screen that asked is painting), at the latest
 * after `timeoutMs`. Safari has no requestIdleCallback: there it runs after a short delay.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, 200);
}
