import { EARLY_ASKS_GLOBAL } from "../api/early-ask-keys";
import { dropEarlyAsks } from "../api/early-asks";
import type { ContentServer } from "./content-server";

/**
 * A new device's page as its first script leaves it (decision 043): the learner's token stored and
 * the GETs of `urls` sent with it, answered by `server` (held while it holds). Returns what puts
 * the page back: the asks and their kept copies dropped, the token removed.
 */
export function leaveEarlyAsks(server: ContentServer, urls: readonly string[], token = "t1"): () => void {
  localStorage.setItem("token", token);
  (globalThis as Record<string, unknown>)[EARLY_ASKS_GLOBAL] = Object.fromEntries(
    urls.map((url) => [url, { token, response: server.fetch(url), abort: () => undefined }]),
  );
  return () => {
    dropEarlyAsks();
    Reflect.deleteProperty(globalThis, EARLY_ASKS_GLOBAL);
    localStorage.removeItem("token");
  };
}
