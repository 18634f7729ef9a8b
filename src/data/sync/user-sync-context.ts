import { createContext, useContext } from "react";
import type { UserSync } from "./user-sync";

/** The signed-in user's sync object, given by the signed-in frame (and by the test renderer). */
export const UserSyncContext = createContext<UserSync | null>(null);

/** The signed-in user's sync object; throws outside the signed-in frame (a wiring mistake). */
export function useUserSync(): UserSync {
  const sync = useContext(UserSyncContext);
  if (!sync) throw new Error("useUserSync is used outside a UserSyncContext provider.");
  return sync;
}
