import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from "axios";
import { buildPath } from "../../contract/endpoint-def";
import type {
  EndpointBody,
  EndpointName,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from "../../contract/endpoint-types";
import { endpoints } from "../../contract/endpoints";
import { toAppError } from "../app-error";
import { http } from "./http";

export interface RequestInput<N extends EndpointName> {
  params?: EndpointParams<N>;
  query?: EndpointQuery<N> | Record<string, string>;
  body?: EndpointBody<N> | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call gives up (an AppError "offline"); the client's default otherwise. */
  timeout?: number;
  responseType?: AxiosRequestConfig["responseType"];
  onStatus?: (status: number) => void;
  /**
   * The ETag of the answer the device holds: sent as If-None-Match, and a 304 is then an answer
   * (nothing changed), not an error. Only requestIfChanged() sets it.
   */
  ifNoneMatch?: string | null;
}

export type IfChanged<N extends EndpointName> =
  { changed: true; data: EndpointResponse<N>; etag: string | null } | { changed: false };

/** Like request(), but also gives the HTTP status (request_sms_code answers 201 for "already verified"). */
export async function requestWithStatus<N extends EndpointName>(
  name: N,
  input: RequestInput<N> = {},
  client: AxiosInstance = http,
): Promise<{ status: number; data: EndpointResponse<N> }> {
  let status = 0;
  const data = await request(name, { ...input, onStatus: (s) => (status = s) }, client);
  return { status, data };
}

/**
 * Sends one endpoint's request: the path built from its params, the timeout, and every failure
 * (network, HTTP status) mapped to an AppError, in one place for request() and requestIfChanged().
 */
async function send<N extends EndpointName>(
  name: N,
  input: RequestInput<N>,
  client: AxiosInstance,
  handle: (response: AxiosResponse) => unknown,
): Promise<unknown> {
  const endpoint = endpoints[name];
  const url = buildPath(endpoint.path as string, (input.params ?? {}) as Record<string, string>);
  const conditional = input.ifNoneMatch !== undefined;
  try {
    const response = await client.request({
      method: endpoint.method,
      url,
      params: input.query,
      data: input.body,
      headers: input.ifNoneMatch ? { ...input.headers, "If-None-Match": input.ifNoneMatch } : input.headers,
      signal: input.signal,
      ...(input.timeout === undefined ? {} : { timeout: input.timeout }),
      responseType: input.responseType,
      ...(conditional
        ? { validateStatus: (status: number) => (status >= 200 && status < 300) || status === 304 }
        : {}),
    });
    input.onStatus?.(response.status);
    return handle(response);
  } catch (error) {
    throw toAppError(error);
  }
}

const parseAnswer = <N extends EndpointName>(name: N, data: unknown): EndpointResponse<N> => {
  const schema = endpoints[name].response;
  return (schema ? schema.parse(data) : data) as EndpointResponse<N>;
};

/**
 * Calls one endpoint of the contract and parses its answer with the endpoint's schema; any
 * failure (network, HTTP status, an answer that breaks the contract) becomes an AppError.
 */
export async function request<N extends EndpointName>(
  name: N,
  input: RequestInput<N> = {},
  client: AxiosInstance = http,
): Promise<EndpointResponse<N>> {
  return (await send(name, input, client, (response) =>
    parseAnswer(name, response.data),
  )) as EndpointResponse<N>;
}

/**
 * A GET sent with `If-None-Match: <etag>` when the device holds an answer tagged `etag`: a 304
 * (nothing changed; no body moves) gives `{ changed: false }`, a 2xx the parsed answer and its new
 * ETag. Anything else becomes an AppError, as with request(). The server tags what sync pulls
 * (docs/decisions/012-content-cache.md); a browser passes a 304 to the page when the page set the
 * condition itself.
 */
export async function requestIfChanged<N extends EndpointName>(
  name: N,
  input: Pick<RequestInput<N>, "params" | "query">,
  etag: string | null,
  client: AxiosInstance = http,
): Promise<IfChanged<N>> {
  return (await send(name, { ...input, ifNoneMatch: etag }, client, (response): IfChanged<N> => {
    if (response.status === 304) return { changed: false };
    const tag: unknown = response.headers.etag;
    return {
      changed: true,
      data: parseAnswer(name, response.data),
      etag: typeof tag === "string" && tag ? tag : null,
    };
  })) as IfChanged<N>;
}
