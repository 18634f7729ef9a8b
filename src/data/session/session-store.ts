import { api } from "../api/api";
import { toAppError } from "../app-error";
import { clearToken, readToken, writeToken } from "../api/token-store";
import { decodeClaims, type SessionUser } from "./claims";

export type SessionState =
  | { status: "checking"; user: null }
  | { status: "signed-in"; user: SessionUser; offline: boolean }
  | { status: "signed-out"; user: null };

type Listener = () => void;

let state: SessionState = { status: "checking", user: null };
const listeners = new Set<Listener>();
let boot: Promise<SessionState> | null = null;

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The auth check on boot: GET /api/auth/check once (no retry, no refetch). Success stores the fresh
 * token and decodes it as the current user; an error removes the token (signed out) — except when
 * there is no connection, where the stored token's user is kept so study works offline.
 */
export function checkSession(): Promise<SessionState> {
  boot ??= (async () => {
    const stored = readToken();
    if (!stored) {
      set({ status: "signed-out", user: null });
      return state;
    }
    try {
      const answer = await api.authCheck();
      signIn(answer.data.access_token);
    } catch (error) {
      const storedUser = decodeClaims(stored);
      if (toAppError(error).code === "offline" && storedUser) {
        set({ status: "signed-in", user: storedUser, offline: true });
      } else {
        clearToken();
        set({ status: "signed-out", user: null });
      }
    }
    return state;
  })();
  return boot;
}

/** Stores a token (login, SMS verification, OAuth, refreshed claims) and makes its user current. */
export function signIn(token: string): SessionUser {
  const user = decodeClaims(token);
  if (!user) throw new Error("The server sent an unreadable token.");
  writeToken(token);
  set({ status: "signed-in", user, offline: false });
  return user;
}

/** Fetches a fresh token with the user's current claims (after a profile edit, an upload, points). */
export async function refreshSession(): Promise<SessionUser | null> {
  const answer = await api.authCheck();
  return signIn(answer.data.access_token);
}

/** Forgets the token and the user (logout, or a token the server refused). */
export function signOut(): void {
  clearToken();
  set({ status: "signed-out", user: null });
}

/** For tests: back to the state before boot. */
export function resetSessionForTests(): void {
  boot = null;
  state = { status: "checking", user: null };
}
