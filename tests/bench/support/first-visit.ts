import http from "node:http";
import type { Browser } from "playwright-core";
import { phoneContextOptions } from "./context";
import { recordResponses, type Totals, total } from "./received";

/** GETs a URL over plain HTTP with an Accept-Encoding and counts the body bytes as they arrive. */
function bytesOnTheWire(url: string, accept: string): Promise<{ body: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": accept } }, (response) => {
        let body = 0;
        response.on("data", (chunk: Buffer) => (body += chunk.length));
        response.on("end", () =>
          resolve({ body, encoding: response.headers["content-encoding"] ?? "identity" }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const SW_PATH = "/v1/sw.js";

/**
 * A first visit of the login page with the service worker allowed, until it has installed (its
 * precache done) and the network is idle: the page's and the worker's responses. A precache request
 * answered from the HTTP cache (the page had just loaded that file) moved nothing and is left out
 * (Chromium reports a negative body for it). Chromium reports no size for the worker script's own
 * download, so sw.js is counted from a separate GET with the browser's Accept-Encoding.
 */
export async function firstVisit(browser: Browser, baseUrl: string): Promise<Totals> {
  const context = await browser.newContext(phoneContextOptions());
  try {
    const { done, rows } = recordResponses(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/v1/auth/login`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForLoadState("networkidle");
    await Promise.all(done);
    const moved = rows.filter((row) => row.body >= 0 && new URL(row.url).pathname !== SW_PATH);
    const worker = rows.find((row) => new URL(row.url).pathname === SW_PATH);
    if (worker) {
      const sent = await bytesOnTheWire(`${baseUrl}${SW_PATH}`, "gzip, deflate, br, zstd");
      moved.push({ ...worker, body: sent.body, encoding: sent.encoding });
    }
    return total(moved);
  } finally {
    await context.close();
  }
}
