import { EARLY_ASKS_GLOBAL } from "./early-ask-keys";

/**
 * Answers a new device's page asked before the app ran (decision 043): the page's first script
 * (scripts/signed-in-preload.ts) sends the GETs the first sync will send, so they travel while the
 * app's code downloads, and leaves them here by URL. fetch-answer.ts takes one instead of sending
 * its GET only when it is the very request it would send.
 */
export interface EarlyAsk {
  /** The token it was sent with. */
  token: string;
  response: Promise<Response>;
  /** Ends it (the script also ends it after TIMEOUT_MS.request). */
  abort: () => void;
}

export type Table = Record<string, EarlyAsk | undefined>;

export function earlyAskTable(): Table | null {
  const value = (globalThis as Record<string, unknown>)[EARLY_ASKS_GLOBAL];
  return typeof value === "object" && value !== null ? (value as Table) : null;
}

export function isAsk(value: unknown): value is EarlyAsk {
  const ask = value as Partial<EarlyAsk> | undefined;
  return typeof ask?.token === "string" && ask.response instanceof Promise && typeof ask.abort === "function";
}
