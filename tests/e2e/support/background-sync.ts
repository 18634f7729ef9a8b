import { type BrowserContext, expect, type Page } from "@playwright/test";
import { readDeviceStore } from "./device-db";

/** The tag Workbox registers for the app's write queue (`new Queue("vajeh-outbox")` in sw/outbox-queue.ts). */
const OUTBOX_SYNC_TAG = "workbox-background-sync:vajeh-outbox";

/**
 * Fires the worker's `sync` event for the write queue now, the way Chromium does when it retries a
 * failed sync (which it schedules minutes later) — through DevTools, as its "Sync" button does.
 * It runs from an about:blank page: no page of the app is open, so only the worker can send.
 */
export async function fireOutboxSync(context: BrowserContext, origin: string): Promise<void> {
  const blank = await context.newPage();
  try {
    const cdp = await context.newCDPSession(blank);
    const scope = `${origin}/v1/`;
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.dispatchSyncEvent", {
      origin,
      registrationId: await registrationId,
      tag: OUTBOX_SYNC_TAG,
      lastChance: false,
    });
    await cdp.detach();
  } finally {
    await blank.close();
  }
}

/** Closes every page of the context, so nothing of the app runs but its service worker. */
export async function closeEveryPage(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) await page.close();
}

/**
 * Waits until every write waiting in the page's outbox has been handed to the service worker's
 * queue (the worker answered it 202 queued). Only such writes can reach the server with no page
 * open; one made a moment before the page closes waits in the device's outbox for the next visit.
 */
export async function waitUntilHandedToWorker(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const rows = await readDeviceStore<{ state: string; queued: boolean }>(page, "outbox");
        const waiting = rows.filter((row) => row.state === "waiting");
        return waiting.length > 0 && waiting.every((row) => row.queued);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}
