import { decodeClaims } from "../session/claims";
import { ANSWERS_HELD_KEY, EARLY_ASKS_GLOBAL } from "./early-ask-keys";

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

type Table = Record<string, EarlyAsk | undefined>;

function table(): Table | null {
  const value = (globalThis as Record<string, unknown>)[EARLY_ASKS_GLOBAL];
  return typeof value === "object" && value !== null ? (value as Table) : null;
}

function isAsk(value: unknown): value is EarlyAsk {
  const ask = value as Partial<EarlyAsk> | undefined;
  return typeof ask?.token === "string" && ask.response instanceof Promise && typeof ask.abort === "function";
}

/**
 * Whether `sent` and `now` are the same learner's: the same token, or one renewed since (the session
 * check answers with a new token, often before the sync asks).
 */
function sameLearner(sent: string, now: string | null): boolean {
  if (now === null) return false;
  if (sent === now) return true;
  const learner = decodeClaims(sent)?.sub;
  return learner !== undefined && learner === decodeClaims(now)?.sub;
}

/**
 * The early ask of `url`, taken (once): only when it is the request the caller would send, with no
 * If-None-Match (`etag` null) and the current learner's token (`token`). One that is not is ended,
 * and null returned.
 */
export function takeEarlyAsk(url: string, token: string | null, etag: string | null): EarlyAsk | null {
  const asks = table();
  const ask = asks?.[url];
  if (!asks || ask === undefined) return null;
  Reflect.deleteProperty(asks, url);
  if (!isAsk(ask)) return null;
  if (etag === null && sameLearner(ask.token, token)) return ask;
  ask.abort();
  return null;
}

/** Ends every early ask no request took (the first sync has run: none will be). */
export function dropEarlyAsks(): void {
  const asks = table();
  if (!asks) return;
  Reflect.deleteProperty(globalThis, EARLY_ASKS_GLOBAL);
  for (const ask of Object.values(asks)) if (isAsk(ask)) ask.abort();
}

/** Notes that the device holds an answer (a sync stored one), so later pages ask nothing early. */
export function markAnswersHeld(): void {
  try {
    if (localStorage.getItem(ANSWERS_HELD_KEY) !== "1") localStorage.setItem(ANSWERS_HELD_KEY, "1");
  } catch {
    // Storage refused: later pages ask early, and the sync, sending tags, takes none of it.
  }
}

/** The device holds no answer any more (a learner's data was cleared). */
export function forgetAnswersHeld(): void {
  try {
    localStorage.removeItem(ANSWERS_HELD_KEY);
  } catch {
    // Nothing to do: the key could not be read either.
  }
}
