import { AppError } from "../app-error";

/** What a loader of an online-only screen returns without a connection. */
export type Offline = { offline: true };

/**
 * Runs the load of an online-only screen (cart, payment, profile's invite link). No network gives
 * `{ offline: true }`, so the screen can show the "needs a connection" notice inside the main
 * layout; any other error is thrown to the route's error boundary, and a thrown redirect passes.
 */
export async function loadOnline<T extends object>(
  load: () => Promise<T>,
): Promise<Offline | (T & { offline: false })> {
  try {
    return { ...(await load()), offline: false };
  } catch (error) {
    if (error instanceof AppError && error.code === "offline") return { offline: true };
    throw error;
  }
}
