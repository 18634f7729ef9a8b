import type { AxiosInstance, AxiosRequestConfig } from "axios";
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
}

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

const parseAnswer = <N extends EndpointName>(name: N, data: unknown): EndpointResponse<N> => {
  const schema = endpoints[name].response;
  return (schema ? schema.parse(data) : data) as EndpointResponse<N>;
};

/**
 * Calls one endpoint of the contract and parses its answer with the endpoint's schema: the path
 * built from its params, the timeout, and every failure (network, HTTP status, an answer that breaks
 * the contract) mapped to an AppError. Conditional GETs (If-None-Match) go over fetch instead:
 * fetch-answer.ts.
 */
export async function request<N extends EndpointName>(
  name: N,
  input: RequestInput<N> = {},
  client: AxiosInstance = http,
): Promise<EndpointResponse<N>> {
  const endpoint = endpoints[name];
  const url = buildPath(endpoint.path as string, (input.params ?? {}) as Record<string, string>);
  try {
    const response = await client.request({
      method: endpoint.method,
      url,
      params: input.query,
      data: input.body,
      headers: input.headers,
      signal: input.signal,
      ...(input.timeout === undefined ? {} : { timeout: input.timeout }),
      responseType: input.responseType,
    });
    input.onStatus?.(response.status);
    return parseAnswer(name, response.data);
  } catch (error) {
    throw toAppError(error);
  }
}
