/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { currentAuth } from "./auth-mirror";

declare const self: ServiceWorkerGlobalScope;

export const MEDIA_CACHE = "vajeh-media";
export const AUDIO_CACHE = "vajeh-audio";

/**
 * Images under /media/ and word audio from /api/words/voice are cache-first: once fetched (while
 * studying, or by "download for offline") they play and show with no network. The audio route
 * adds the mirrored token when a request has none (an <audio> element cannot send headers).
 */
export function registerMediaRoutes(): void {
  const sameOrigin = (url: URL) => url.origin === self.location.origin;
  registerRoute(
    ({ url }) =>
      sameOrigin(url) && (url.pathname.startsWith("/media/") || url.pathname.startsWith("/uploads/")),
    new CacheFirst({ cacheName: MEDIA_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
  );
  const audio = new CacheFirst({
    cacheName: AUDIO_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        requestWillFetch: async ({ request }) => {
          if (request.headers.has("Authorization")) return request;
          const auth = await currentAuth();
          if (!auth?.token) return request;
          const headers = new Headers(request.headers);
          headers.set("Authorization", `Bearer ${auth.token}`);
          return new Request(request.url, { headers, credentials: "same-origin" });
        },
        cacheKeyWillBeUsed: async ({ request }) => request.url,
      },
    ],
  });
  registerRoute(({ url }) => sameOrigin(url) && url.pathname === "/api/words/voice", audio, "GET");
}
