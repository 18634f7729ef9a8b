import { buildPath } from "../../contract/endpoint-def";
import type { EndpointBody, EndpointParams } from "../../contract/endpoint-types";
import { endpoints } from "../../contract/endpoints";
import { AppError } from "../app-error";
import type { OutboxBody, OutboxEndpoint, OutboxEntry } from "../db/rows";

type CallOf<N extends OutboxEndpoint> = { endpoint: N } & (EndpointParams<N> extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<N> }) &
  (EndpointBody<N> extends undefined ? { body?: undefined } : { body: EndpointBody<N> });

/** One learner's write, named as a call of the endpoint registry with its typed params and body. */
export type OutboxCall = { [N in OutboxEndpoint]: CallOf<N> }[OutboxEndpoint];

export type OutboxRequest = Pick<OutboxEntry, "endpoint" | "method" | "url" | "body">;

/**
 * The method, URL and body of a write, built from the endpoint registry; the body is checked
 * against the endpoint's request schema, so a write the server would refuse (a note with a NUL
 * character, too long) is refused here, before it is queued, and a contract change fails the type check.
 */
export function outboxRequest(call: OutboxCall): OutboxRequest {
  const endpoint = endpoints[call.endpoint];
  const params: Readonly<Record<string, string>> = call.params ?? {};
  const url = buildPath(endpoint.path as string, params);
  let body: OutboxBody = null;
  if ("body" in endpoint && call.body !== undefined) {
    const checked = endpoint.body.safeParse(call.body);
    if (!checked.success) throw new AppError("invalid", null, 422, {}, { cause: checked.error });
    body = call.body;
  }
  return { endpoint: call.endpoint, method: endpoint.method, url, body };
}

const BOOKMARK_ENDPOINTS: Readonly<Record<OutboxEntry["method"], OutboxEndpoint>> = {
  POST: "bookmarkCreate",
  PATCH: "bookmarkUpdate",
  DELETE: "bookmarkDelete",
};

/** The call an entry makes (entries written before `endpoint` was recorded: from method and subject). */
export function endpointOf(entry: Pick<OutboxEntry, "endpoint" | "method" | "subject">): OutboxEndpoint {
  if (entry.endpoint) return entry.endpoint;
  return entry.subject.startsWith("word:") ? "completeSection" : BOOKMARK_ENDPOINTS[entry.method];
}

/**
 * The same write of a saved word, naming the bookmark by `bookmarkId` (the id the server keeps). A
 * save is left as it is: it is the write whose answer told the id (the server's ids need not be
 * UUIDs, which a client id must be).
 */
export function rekeyedBookmarkRequest(entry: OutboxEntry, bookmarkId: string): OutboxRequest {
  const endpoint = endpointOf(entry);
  const body = entry.body;
  const isPatch = body && !("word_id" in body) && !("logs" in body) && !("card_kinds" in body);
  if (endpoint === "bookmarkUpdate" && isPatch) {
    return outboxRequest({ endpoint, params: { bookmarkId }, body });
  }
  if (endpoint === "bookmarkDelete") return outboxRequest({ endpoint, params: { bookmarkId } });
  return { endpoint, method: entry.method, url: entry.url, body: entry.body };
}
