import type { EndpointResponse } from "../../contract/endpoint-types";
import { decodeClaims } from "../session/claims";
import { answerUrl } from "./answer-paths";
import { type SyncAnswerName, syncAnswers } from "./answer-schemas";
import { apiConfig } from "./config";
import { ANSWERS_HELD_KEY, EARLY_ASKS_GLOBAL } from "./early-ask-keys";
import { type EarlyAsk, earlyAskTable as table, isAsk } from "./early-ask-table";
import { readToken } from "./token-store";

export type { EarlyAsk } from "./early-ask-table";

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

/** An early ask's answer kept for the screens (decision 048): a copy of a 2xx body, and who asked. */
interface KeptAnswer {
  token: string;
  copy: Promise<Response | null>;
  body?: Promise<unknown>;
}

/**
 * Copies of the early answers, by URL, until the first sync run ends (dropEarlyAsks): a screen paints
 * from one while the sync that took the ask is still storing it.
 */
const kept = new Map<string, KeptAnswer>();

/**
 * Keeps a copy of `ask`'s answer (once per URL): its response becomes the original, taken after the
 * copy was made, so whoever reads it and the screen that reads the copy each have a whole body.
 */
function keep(url: string, ask: EarlyAsk): void {
  if (kept.has(url)) return;
  const both = ask.response.then((response) => ({ response, copy: response.ok ? response.clone() : null }));
  ask.response = both.then(({ response }) => response);
  // As the page's script does for the original: an ask nobody takes may fail unheard.
  ask.response.catch(() => undefined);
  kept.set(url, { token: ask.token, copy: both.then(({ copy }) => copy).catch(() => null) });
}

/**
 * The early ask of `url`, taken (once): only when it is the request the caller would send, with no
 * If-None-Match (`etag` null) and the current learner's token (`token`). One that is not is ended,
 * and null returned. A copy of the answer of one taken stays for the screens (earlyAnswerInHand).
 */
export function takeEarlyAsk(url: string, token: string | null, etag: string | null): EarlyAsk | null {
  const asks = table();
  const ask = asks?.[url];
  if (!asks || ask === undefined) return null;
  Reflect.deleteProperty(asks, url);
  if (!isAsk(ask)) return null;
  if (etag === null && sameLearner(ask.token, token)) {
    keep(url, ask);
    return ask;
  }
  ask.abort();
  kept.delete(url);
  return null;
}

/**
 * The parsed body of the early answer of `url` (a 2xx), asked with the learner's token (`token`),
 * whether the sync has taken the ask or not: what a screen on a new device paints from before the
 * sync has stored it. Null when there is none for this learner; the promise gives null when the
 * answer fails, is not a 2xx or is not JSON. The caller checks the body (answer-schemas.ts).
 */
export function earlyAnswerInHand(url: string, token: string | null): Promise<unknown> | null {
  const ask = table()?.[url];
  if (isAsk(ask)) keep(url, ask);
  const answer = kept.get(url);
  if (!answer || !sameLearner(answer.token, token)) return null;
  // Parsed as fetchAnswer parses (text, then JSON.parse), so the body's objects are the page's own.
  answer.body ??= answer.copy
    .then(async (copy) => (copy ? (JSON.parse(await copy.text()) as unknown) : null))
    .catch(() => null);
  return answer.body;
}

/** What an answer of `N` carries under `data`. */
export type AnswerData<N extends SyncAnswerName> = EndpointResponse<N> extends { data: infer D } ? D : never;

/**
 * The data of the early answer of `name` (its URL as the sync spells it: answerUrl), in hand for the
 * signed-in learner (decision 048), checked as the sync checks it: null when there is none; the
 * promise gives null when it fails or does not check.
 */
export function answerInHand<N extends SyncAnswerName>(
  name: N,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, string>>,
): Promise<AnswerData<N> | null> | null {
  const body = earlyAnswerInHand(answerUrl(apiConfig.VITE_API_BASE_URL, name, params, query), readToken());
  return (
    body?.then((value) => {
      const checked = syncAnswers[name].safeParse(value);
      return checked.success ? (checked.data as { data: AnswerData<N> }).data : null;
    }) ?? null
  );
}

/** Ends every early ask no request took (the first sync has run: none will be), and drops the copies. */
export function dropEarlyAsks(): void {
  kept.clear();
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
