/**
 * The longest wait for the browser to say a frame was shown, past the main thread's paint of it:
 * a screen whose commit makes no new largest paint (or a page hidden meanwhile) gets no word.
 */
export const PRESENTED_WAIT_MAX_MS = 200;

/** Once the main thread has painted the next frame (a frame, then a task after it). */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Once the frame that shows what the page committed at `since` (performance.now()) has been shown
 * on screen, as far as the browser tells: after the main thread's paint of it, the browser's
 * largest-contentful-paint entry stamped at or after `since` (its time is when the frame was shown,
 * which comes after the main thread's paint by the compositor's raster and draw: 18–46 ms in
 * Lighthouse's traces of a new device's lesson here). Where the browser has no such entries
 * (Safari), or gives none within PRESENTED_WAIT_MAX_MS, the main thread's paint is the word.
 */
export async function afterPresented(since: number, maxMs = PRESENTED_WAIT_MAX_MS): Promise<void> {
  await afterNextPaint();
  const Observer = globalThis.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (!Observer?.supportedEntryTypes?.includes("largest-contentful-paint")) return;
  await new Promise<void>((resolve) => {
    // Each is called only later (a timer, an observer's callback), once both exist.
    const finish = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const timer = setTimeout(finish, maxMs);
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    try {
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    } catch {
      finish();
    }
  });
}
