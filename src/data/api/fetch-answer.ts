import type { EndpointResponse } from "../../contract/endpoint-types";
import { AppError, codeForStatus } from "../app-error";
import { reportDeadToken } from "../session/dead-token";
import { syncAnswers, type SyncAnswerName } from "./answer-schemas";
import { answerUrl } from "./answer-paths";
import { takeEarlyAsk } from "./early-asks";
import { apiConfig } from "./config";
import { TIMEOUT_MS } from "./timeouts";
import { readToken } from "./token-store";
import { yieldToMain } from "./yield-to-main";

/**
 * Answers longer than this (characters) are parsed, checked and handed to their merge in separate
 * tasks, so a lesson's first sync does not hold a phone's main thread in one long task (issue 13).
 */
const LONG_ANSWER = 16_000;

/**
 * GET for what sync pulls and the session check, over `fetch` (no axios, no contract registry: the
 * first load of a signed-in screen needs neither, docs/decisions/018). Same behaviour as
 * request(): the Bearer token, a timeout, a 401 to a sent token reported dead,
 * every failure an AppError, and the answer checked against the contract (sync-answers.ts).
 */

export interface AnswerInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Milliseconds before the call gives up (AppError "offline"); TIMEOUT_MS.request otherwise. */
  timeout?: number;
}

export type FetchedAnswer<N extends SyncAnswerName> =
  { changed: true; data: EndpointResponse<N>; etag: string | null } | { changed: false };

function urlOf(name: SyncAnswerName, input: AnswerInput): string {
  return answerUrl(apiConfig.VITE_API_BASE_URL, name, input.params, input.query);
}

/** The server's message and field texts from an error body that follows api.md; nothing otherwise. */
function readErrorBody(body: unknown): { message: string | null; fields: Record<string, string> } {
  const none = { message: null, fields: {} };
  if (typeof body !== "object" || body === null) return none;
  const { messages, fields } = body as { messages?: unknown; fields?: unknown };
  const error = (messages as { error?: unknown } | undefined)?.error;
  if (typeof messages !== "object" || messages === null || typeof error !== "string") return none;
  const texts: Record<string, string> = {};
  if (typeof fields === "object" && fields !== null) {
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value !== "string") return none;
      texts[key] = value;
    }
  } else if (fields !== undefined) return none;
  return { message: error.trim() === "" ? null : error, fields: texts };
}

/**
 * One GET of `name`, sent with `If-None-Match: <etag>` when `etag` is given: a 304 gives
 * `{ changed: false }`, a 2xx the checked answer and its ETag.
 */
export async function fetchAnswer<N extends SyncAnswerName>(
  name: N,
  input: AnswerInput = {},
  etag: string | null = null,
): Promise<FetchedAnswer<N>> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (etag) headers["If-None-Match"] = etag;
  const url = urlOf(name, input);
  // A new device's page may have sent this very GET already (decision 043): its answer is this one.
  const early = takeEarlyAsk(url, token, etag);
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
    early?.abort();
  }, input.timeout ?? TIMEOUT_MS.request);
  try {
    let response: Response;
    let text: string;
    try {
      response = await (early?.response ?? fetch(url, { headers, signal: controller.signal }));
      text = response.status === 304 ? "" : await response.text();
    } catch (error) {
      throw new AppError("offline", null, null, {}, { cause: error });
    }
    if (response.status === 304) return { changed: false };
    const long = text.length > LONG_ANSWER;
    if (long) await yieldToMain();
    let body: unknown = null;
    try {
      body = text === "" ? null : JSON.parse(text);
    } catch (error) {
      if (response.ok) throw new AppError("bad-response", null, response.status, {}, { cause: error });
    }
    if (!response.ok) {
      // The token the request went with: an early ask's may be one the session check has since renewed.
      const sent = early?.token ?? token;
      if (response.status === 401 && sent) reportDeadToken(sent);
      const { message, fields } = readErrorBody(body);
      throw new AppError(codeForStatus(response.status), message, response.status, fields);
    }
    if (long) await yieldToMain();
    const checked = syncAnswers[name].safeParse(body);
    if (!checked.success) {
      throw new AppError("bad-response", null, response.status, {}, { cause: checked.error });
    }
    if (long) await yieldToMain();
    return {
      changed: true,
      data: checked.data as EndpointResponse<N>,
      etag: response.headers.get("etag") || null,
    };
  } finally {
    clearTimeout(timer);
  }
}
