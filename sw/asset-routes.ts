/// <reference lib="webworker" />
import { cacheNames } from "workbox-core";

declare const self: ServiceWorkerGlobalScope;

/** The part of the static routing API (Chromium 123+) this file uses; TypeScript's lib lacks it. */
interface RouterRule {
  condition: { urlPattern: string; requestMethod?: string };
  source: { cacheName: string };
}
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/**
 * The build's hashed files (`assets/`: scripts, the stylesheet, fonts), relative to the worker's
 * own URL (`/v1/sw.js`), so the pattern is `/v1/assets/*` on this origin.
 */
export const ASSET_PATTERN = "assets/*";

/**
 * The browser answers the build's hashed files straight from the precache (the static routing
 * API), without starting the worker or waiting for its fetch handler: on a cold start the
 * stylesheet, the fonts and the app's chunks no longer queue behind the worker's first event.
 * A file missing from the precache goes to the network, as Workbox's own route does. A browser
 * without the API keeps the fetch handler (precacheAndRoute) for them.
 */
export function routeAssetsFromPrecache(): void {
  self.addEventListener("install", (event) => {
    const install = event as RoutingInstallEvent;
    if (typeof install.addRoutes !== "function") return;
    // Called during the event (the API refuses routes added later); a refusal leaves the handler.
    const added = install
      .addRoutes([
        {
          condition: { urlPattern: ASSET_PATTERN, requestMethod: "GET" },
          source: { cacheName: cacheNames.precache },
        },
      ])
      .catch(() => undefined);
    install.waitUntil(added);
  });
}
