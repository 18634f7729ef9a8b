import { useSyncExternalStore } from "react";
import { type SessionState, sessionStore } from "./session-store";

/** The current session, re-rendering when it changes (sign-in, refresh, sign-out). */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
