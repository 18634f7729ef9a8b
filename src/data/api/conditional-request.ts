import type { AxiosInstance } from "axios";
import { buildPath } from "../../contract/endpoint-def";
import type {
  EndpointName,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from "../../contract/endpoint-types";
import { endpoints } from "../../contract/endpoints";
import { toAppError } from "../app-error";
import { http } from "./http";

export type IfChanged<N extends EndpointName> =
  { changed: true; data: EndpointResponse<N>; etag: string | null } | { changed: false };

/**
 * A GET sent with `If-None-Match: <etag>` when the device holds an answer tagged `etag`: a 304
 * (nothing changed; no body moves) gives `{ changed: false }`, a 2xx the parsed answer and its new
 * ETag. Anything else becomes an AppError, as with request(). The server tags what sync pulls
 * (docs/decisions/012-content-cache.md); a browser passes a 304 to the page when the page set the
 * condition itself.
 */
export async function requestIfChanged<N extends EndpointName>(
  name: N,
  input: { params?: EndpointParams<N>; query?: EndpointQuery<N> | Record<string, string> },
  etag: string | null,
  client: AxiosInstance = http,
): Promise<IfChanged<N>> {
  const endpoint = endpoints[name];
  const url = buildPath(endpoint.path as string, (input.params ?? {}) as Record<string, string>);
  try {
    const response = await client.request({
      method: endpoint.method,
      url,
      params: input.query,
      headers: etag ? { "If-None-Match": etag } : {},
      validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
    });
    if (response.status === 304) return { changed: false };
    const schema = endpoint.response;
    const data = (schema ? schema.parse(response.data) : response.data) as EndpointResponse<N>;
    const tag: unknown = response.headers.etag;
    return { changed: true, data, etag: typeof tag === "string" && tag ? tag : null };
  } catch (error) {
    throw toAppError(error);
  }
}
