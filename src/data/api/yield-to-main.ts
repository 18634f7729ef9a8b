interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser run what waits (input, a frame) before the caller goes on: `scheduler.yield()`
 * where there is one (Chromium; the caller keeps its place in line), else a message-channel task.
 * Not a timer, so tests with fake timers are not held up.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
