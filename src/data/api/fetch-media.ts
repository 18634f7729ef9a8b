import { TIMEOUT_MS } from "./timeouts";
import { readToken } from "./token-store";

/**
 * A GET of an image or a word's recording, with the learner's token when `withToken` (recordings
 * are the learner's), bounded by the media timeout: a stalled one rejects instead of waiting forever.
 */
export function fetchMedia(url: string, withToken: boolean): Promise<Response> {
  const token = withToken ? readToken() : null;
  return fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(TIMEOUT_MS.media),
  });
}
