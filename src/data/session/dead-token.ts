/**
 * A token the server answered 401 to (from any API call, the outbox's sends or the worker's
 * replays). The session store listens and, when it is still the current token, ends the session
 * and asks the learner to sign in again (issue 12, item 11). Kept apart from the store so the HTTP
 * layer can report without importing it.
 */
type Listener = (token: string) => void;

const listeners = new Set<Listener>();

export function onDeadToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportDeadToken(token: string): void {
  for (const listener of listeners) listener(token);
}
