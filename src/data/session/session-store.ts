import { TIMEOUT_MS } from "../api/timeouts";
import { AppError, toAppError } from "../app-error";
import { clearToken, readToken, writeToken } from "../api/token-store";
import { clearScreenSnapshots } from "../screen-snapshot-removal";
import { decodeClaims, type SessionUser } from "./claims";
import { onDeadToken } from "./dead-token";

export type SessionState =
  | { status: "checking"; user: null }
  | { status: "signed-in"; user: SessionUser; offline: boolean }
  | { status: "signed-out"; user: null };

type Listener = () => void;

let state: SessionState = { status: "checking", user: null };
const listeners = new Set<Listener>();
let boot: Promise<SessionState> | null = null;
let check: Promise<void> | null = null;

/** A token this close to its expiry is not used to start without the server (clocks drift). */
export const EXPIRY_MARGIN_MS = 60_000;

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

/** The claims of a stored token that decodes and is still valid for a while; null otherwise. */
export function usableClaims(token: string, now = Date.now()): SessionUser | null {
  const user = decodeClaims(token);
  return user && user.exp * 1000 - EXPIRY_MARGIN_MS > now ? user : null;
}

/**
 * GET /api/auth/check over fetch (the client loads when first needed: a guest's first paint does
 * not), so the start of a signed-in visit loads neither axios nor zod with every schema.
 */
async function authCheck() {
  const { fetchAnswer } = await import("../api/fetch-answer").catch((error: unknown) => {
    throw new AppError("offline", null, null, {}, { cause: error });
  });
  const answer = await fetchAnswer("authCheck", { timeout: TIMEOUT_MS.authCheck });
  if (!answer.changed) throw new Error("The auth check was sent without a condition");
  return answer.data;
}

/**
 * GET /api/auth/check for the token `sent` (docs/decisions/010-start-without-waiting.md):
 * - success stores the fresh token;
 * - 401 ends the session through the sign-in-again flow (waiting changes stay);
 * - no answer (offline, a timeout) or a server error keeps the token's user, offline, so what is on
 *   the device stays readable; an unreadable token is dropped.
 */
async function verify(sent: string): Promise<void> {
  try {
    const answer = await authCheck();
    if (readToken() === sent) signIn(answer.data.access_token);
  } catch (error) {
    if (readToken() !== sent) return; // signed in or out meanwhile (a 401 already ended it)
    const code = toAppError(error).code;
    const user = decodeClaims(sent);
    if (code === "unauthorized") expireSession();
    else if (user) set({ status: "signed-in", user, offline: code === "offline" });
    else signOut();
  }
}

function startCheck(sent: string): Promise<void> {
  check ??= verify(sent).finally(() => {
    check = null;
  });
  return check;
}

/**
 * The session on boot, run once. A stored token that decodes and has not expired signs in at once
 * from its claims, and the check runs in the background, so no screen waits on the network. Only
 * without a usable token (none, or expired) does the app wait: no token is signed out at once; an
 * expired one waits for the check (with its timeout).
 */
export function checkSession(): Promise<SessionState> {
  boot ??= (async () => {
    const stored = readToken();
    if (!stored) {
      set({ status: "signed-out", user: null });
      return state;
    }
    const user = usableClaims(stored);
    if (user) {
      set({ status: "signed-in", user, offline: false });
      void startCheck(stored);
      return state;
    }
    await startCheck(stored);
    return state;
  })();
  return boot;
}

/** Resolves when the session check in flight (if any) has settled. */
export function sessionCheckSettled(): Promise<void> {
  return check ?? Promise.resolve();
}

/**
 * Checks again a session that is signed in offline (the connection came back, or a sync got
 * through): a fresh token, or a 401 that asks the learner to sign in again.
 */
export function recheckSession(): Promise<void> {
  const token = readToken();
  if (state.status !== "signed-in" || !state.offline || !token) return sessionCheckSettled();
  return startCheck(token);
}

/** Stores a token (login, SMS verification, OAuth, refreshed claims) and makes its user current. */
export function signIn(token: string): SessionUser {
  const user = decodeClaims(token);
  if (!user) throw new Error("The server sent an unreadable token.");
  writeToken(token);
  unheardExpiry = false;
  set({ status: "signed-in", user, offline: false });
  return user;
}

/** Fetches a fresh token with the user's current claims (after a profile edit, an upload, points). */
export async function refreshSession(): Promise<SessionUser | null> {
  const answer = await authCheck();
  return signIn(answer.data.access_token);
}

/** Forgets the token and the user (logout, or a token the server refused), and the screens saved in their session. */
export function signOut(): void {
  clearToken();
  void clearScreenSnapshots();
  set({ status: "signed-out", user: null });
}

const expiryListeners = new Set<Listener>();
/** The session expired before any screen listened (a background check answered 401 during start-up). */
let unheardExpiry = false;

/**
 * Called when the session ends because the server refused its token (the app asks to sign in
 * again). An expiry nobody heard yet is told to the first listener.
 */
export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  if (unheardExpiry) {
    unheardExpiry = false;
    queueMicrotask(listener);
  }
  return () => expiryListeners.delete(listener);
}

/**
 * The server answered 401 to the current token: the session ends here (nothing more is sent with
 * it) and the learner is asked to sign in again. The device's data and every waiting change stay:
 * the changes name their user and go out with that user's next token.
 */
function expireSession(): void {
  clearToken();
  set({ status: "signed-out", user: null });
  if (expiryListeners.size === 0) unheardExpiry = true;
  for (const listener of expiryListeners) listener();
}

onDeadToken((token) => {
  if (readToken() === token) expireSession();
});

if (typeof window !== "undefined") window.addEventListener("online", () => void recheckSession());

/** For tests: back to the state before boot. */
export function resetSessionForTests(): void {
  boot = null;
  check = null;
  unheardExpiry = false;
  state = { status: "checking", user: null };
}
