/**
 * What the server's answer to one queued write (an outbox entry) means. The page's outbox and the
 * service worker's replay both decide with this one rule (issue 12, item 13).
 *
 * - `done`: 2xx, the server has the write.
 * - `not-found`: 404, the server knows no such id. For a bookmark it may hold the word under another
 *   id (saved on another device), so the page looks the word up before it counts the write as done
 *   or refused; the worker hands such an answer to the page.
 * - `unauthorized`: 401, the token is dead. Every write waits, and the learner is asked to sign in
 *   again; nothing is sent with that token any more.
 * - `wait`: 408 or 429, the server asks to come back later: every write waits, in order.
 * - `retry`: 5xx, this write failed at the server. It is tried again later with a growing delay;
 *   writes of other rows go on meanwhile (writes of the same row stay behind it, in order).
 * - `refused`: any other status (4xx), the server will never take it: the learner is told.
 */
export type WriteVerdict = "done" | "not-found" | "unauthorized" | "wait" | "retry" | "refused";

export function classifyWriteAnswer(status: number): WriteVerdict {
  if (status >= 200 && status < 300) return "done";
  if (status === 401) return "unauthorized";
  if (status === 404) return "not-found";
  if (status === 408 || status === 429) return "wait";
  if (status >= 500) return "retry";
  return "refused";
}

/** First delay after a write failed at the server; it doubles with each failure up to the cap. */
export const RETRY_BASE_MS = 10_000;
export const RETRY_CAP_MS = 30 * 60_000;

/** How long a write that failed `failures` times (≥ 1) at the server waits before its next try. */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** exponent);
}
