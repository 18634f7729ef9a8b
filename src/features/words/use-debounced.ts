import { useEffect, useState } from "react";

/** How long the saved-words search waits after the last keystroke before it filters. */
export const SEARCH_DEBOUNCE_MS = 550;

/** The value, once it has stopped changing for `ms` (the search box's 550 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
