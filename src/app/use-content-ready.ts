import { useState, useSyncExternalStore } from "react";
import { useAnyCourseStored } from "../data/learning/queries";
import type { UserSync } from "../data/sync/user-sync";

/**
 * Whether the frame's screens have what they show: the device held a course when the frame first
 * asked, or the first sync has ended (it brought everything, brought nothing, or failed). Code that
 * draws nothing of the first screen (today's review figures, the menu) waits for it. On a device
 * that holds content it is true as soon as Dexie answers. On a new device it waits for the whole
 * first sync, not for its first course: a lesson or a word opened there waits for its lesson's pull
 * after the course's, and a prefetch then would compete with it for a slow connection (issue 13).
 */
export function useContentReady(sync: UserSync): boolean {
  const stored = useAnyCourseStored();
  const settled = useSyncExternalStore(sync.state.subscribe, () => sync.state.get().settledOnce);
  // Dexie's first answer, kept: a course the sync stores later does not count.
  const [heldAtStart, setHeldAtStart] = useState<boolean | undefined>(undefined);
  if (heldAtStart === undefined && stored !== undefined) setHeldAtStart(stored);
  return heldAtStart === true || settled;
}
