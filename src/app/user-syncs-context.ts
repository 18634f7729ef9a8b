import { createContext, useContext, useMemo } from "react";
import type { UserSync } from "../data/sync/user-sync";
import type { UserSyncs } from "./user-syncs";

/** The app's holder of the signed-in user's sync object (made in main.tsx, given by `App`). */
export const UserSyncsContext = createContext<UserSyncs | null>(null);

/**
 * The sync object of the signed-in user, for the signed-in frame to give its screens (the same
 * object for the same user, across the frame's remounts). While the session has no user (it
 * expired under a screen, before the sign-in-again page), the screens still shown get an empty
 * object that is disposed already, so it starts nothing.
 */
export function useUserSyncFor(userId: string | null, create: (userId: string) => UserSync): UserSync {
  const syncs = useContext(UserSyncsContext);
  if (!syncs) throw new Error("useUserSyncFor is used outside a UserSyncsContext provider.");
  return useMemo(() => {
    if (userId !== null) return syncs.forUser(userId, create);
    const signedOut = create("");
    signedOut.dispose();
    return signedOut;
  }, [syncs, userId, create]);
}
