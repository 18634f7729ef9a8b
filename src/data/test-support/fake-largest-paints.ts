import { vi } from "vitest";

/** One fake PerformanceObserver: the test gives it largest-contentful-paint entries by their times. */
export interface FakeLargestPaintObserver {
  observing: boolean;
  give(times: readonly number[]): void;
}

/**
 * Stubs the page's PerformanceObserver with one that knows the entry types `supported` and, observed
 * with `buffered`, first gives the entries of `buffered` (their startTimes). Returns the observers
 * made, in order; `vi.unstubAllGlobals()` puts the page's own back.
 */
export function fakeLargestPaints(
  supported: readonly string[],
  buffered: readonly number[] = [],
): FakeLargestPaintObserver[] {
  const observers: FakeLargestPaintObserver[] = [];
  class FakeObserver implements FakeLargestPaintObserver {
    static readonly supportedEntryTypes = supported;
    observing = false;
    constructor(private readonly callback: (list: { getEntries(): { startTime: number }[] }) => void) {
      observers.push(this);
    }
    observe(options: { type: string; buffered?: boolean }) {
      if (options.type !== "largest-contentful-paint") throw new TypeError(`not observed: ${options.type}`);
      this.observing = true;
      if (options.buffered && buffered.length > 0) queueMicrotask(() => this.give(buffered));
    }
    disconnect() {
      this.observing = false;
    }
    give(times: readonly number[]) {
      if (this.observing) this.callback({ getEntries: () => times.map((startTime) => ({ startTime })) });
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return observers;
}
