import { useSyncExternalStore } from "react";
import { useAnyCourseStored } from "../data/learning/queries";
import type { UserSync } from "../data/sync/user-sync";

/**
 * Whether the frame's screens have what they show: a course is on the device, or the first sync has
 * ended (it brought nothing, or failed). Code that draws nothing of the first screen (today's review
 * figures, the menu) waits for it, so on a new device it does not compete with the sync for the
 * connection; on a device that holds content it is true as soon as Dexie answers.
 */
export function useContentReady(sync: UserSync): boolean {
  const stored = useAnyCourseStored();
  const settled = useSyncExternalStore(sync.state.subscribe, () => sync.state.get().settledOnce);
  return stored === true || settled;
}
