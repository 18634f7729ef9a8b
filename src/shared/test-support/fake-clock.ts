import { vi } from "vitest";

/**
 * Fake timers for a screen that runs on the device's database: the clock (Date, setTimeout,
 * setInterval) is faked and moves with real time, but setImmediate stays real. fake-indexeddb
 * runs IndexedDB's tasks on setImmediate; faked, they waited for the fake clock to step, Dexie's
 * transactions ended between their requests (PrematureCommitError), and the screen never
 * rendered. On a busy machine this failed every time (the gift code and exam countdown tests).
 */
export function useFakeClock(): void {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"],
  });
}
