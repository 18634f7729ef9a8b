/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { replayRequestSchema } from "../src/contract/outbox-messages";
import { routeAssetsFromPrecache } from "./asset-routes";
import { rememberAuth } from "./auth-mirror";
import { registerMediaRoutes } from "./media-cache";
import { registerOutboxRoute, replayOnce } from "./outbox-queue";
import { shellWithSnapshot } from "./screen-snapshots";

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once; the page reloads on its controllerchange (src/app/service-worker.ts).
void self.skipWaiting();
clientsClaim();

// The app shell: index.html, the JS and CSS chunks, fonts and icons, injected by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// ...and read straight from it by the browser where it can (no worker start, no fetch event).
routeAssetsFromPrecache();

// Every navigation under /v1/ is the single-page app: answer it from the precached shell, so a
// deep link opens with no network at all; a screen the learner saw there shows in it at once.
const shell = createHandlerBoundToURL("index.html");
registerRoute(
  new NavigationRoute(
    async (options) => {
      // Read first: the precache's handler replaces options.request with the shell's own.
      const url = options.url.href;
      return shellWithSnapshot(await shell(options), url);
    },
    { allowlist: [/^\/v1\//] },
  ),
);

// Learners' writes: network first, else the background-sync queue.
registerOutboxRoute();

// Word images and audio: cached for offline study.
registerMediaRoutes();

self.addEventListener("message", (event) => {
  event.waitUntil(
    (async () => {
      if (await rememberAuth(event.data)) return;
      if (replayRequestSchema.safeParse(event.data).success) await replayOnce().catch(() => undefined);
    })(),
  );
});
