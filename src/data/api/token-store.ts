import { TOKEN_KEY } from "./token-key";

/**
 * Where the token is read from: localStorage in a page; a worker has none, so the sync worker
 * (data/sync/pull-worker.ts) sets the token each request of the page brings.
 */
let tokenSource: (() => string | null) | null = null;

export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

export function readToken(): string | null {
  if (tokenSource) return tokenSource();
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
