/**
 * A value made on first use and kept. For Intl formatters: building one loads the locale's and the
 * calendar's data (about 100 ms on a cold page for the Persian calendar in Tehran time), which a
 * module should not pay when it is imported by a screen that never formats a date.
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * A load (a chunk, a library) started on first use and shared by the calls after; one that fails is
 * started again by the next call (a chunk that could not be fetched offline may be once the network
 * is back).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
