import type { BrowserContext, Page } from "playwright-core";
import type { Benchmark } from "./support/context";
import { measureNewDevice, ratioRows } from "./support/new-device-targets";
import { printTable } from "./support/stats";

const RUNS = Number(process.env.VAJEH_SLOW_LINK_RUNS ?? 5);
/** One round trip of the emulated link, and its bandwidth (DevTools' slow 4G: 1.6 Mbit/s down, 750 kbit/s up). */
const LATENCY_MS = 1_000;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;
const WAIT_MS = 60_000;
/** The link of a phone on a slow network (DevTools protocol), for every request of this page. */
async function slowLink(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: DOWN_BYTES_PER_S,
    uploadThroughput: UP_BYTES_PER_S,
  });
}

/**
 * slow-link: a new device (no service worker, no local data, empty HTTP cache) opening a page over a
 * 1 s round trip at slow-4G bandwidth; the time from the navigation's start to what the learner waits
 * for (a deep link's lesson title and first section row, a word's card, home's A1 link), against a static page of
 * the same server under the same link. Decisions 041 and 042 were measured this way.
 */
export const slowLinkBench: Benchmark = {
  name: "slow-link",
  summary: `a new device over a 1 s round trip (slow-4G bandwidth): a lesson deep link and home, ${RUNS} runs, vs a static page`,
  async run(ctx) {
    const samples = await measureNewDevice(ctx, RUNS, async (page, url, target) => {
      await slowLink(page.context(), page);
      const start = Date.now();
      await page.goto(url, { waitUntil: "commit", timeout: WAIT_MS });
      const times: number[] = [];
      for (const mark of target.marks) {
        await page.locator(mark.selector).first().waitFor({ timeout: WAIT_MS });
        times.push(Date.now() - start);
      }
      return times;
    });
    printTable(
      `slow-link: a new device, ${LATENCY_MS} ms round trip, slow-4G bandwidth, service worker blocked`,
      ratioRows(samples),
      [
        "Timed from the navigation's start to the element showing; HTTP/1.1, as the server (and the nginx",
        "of docs/deploy/) serves it, so six connections per host. The ratio is to the static page's median.",
      ],
    );
  },
};
