import { callPull, PULL_NAMES, pullsOf, type SyncPulls } from "./sync-pulls";

/**
 * The pulls on this thread, for a page that cannot start the sync worker (and for tests): their
 * code (merges, answer checks) loads at the first call, so no screen's first paint carries it.
 */
export const pullsHere = Object.fromEntries(
  PULL_NAMES.map((name) => [
    name,
    async (...args: unknown[]) => callPull(pullsOf(await import("./pull")), name, args),
  ]),
) as unknown as SyncPulls;
