import type { BrowserContext, Page } from "playwright-core";
import { signUpViaApi } from "../e2e/support/api";
import { type Benchmark, phoneContextOptions } from "./support/context";
import { NEW_DEVICE_TARGETS as TARGETS, type Target } from "./support/new-device-targets";
import { withStaticBaseline } from "./support/static-baseline";
import { formatRatio, printTable, summarize } from "./support/stats";

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
    const server = await ctx.server();
    const learner = await signUpViaApi(server.url, server.dataDir);
    const samples = new Map<string, number[]>();
    await withStaticBaseline(async () => {
      for (let run = 0; run < RUNS; run++) {
        // The targets' order turns each run, so none always goes first on a machine that warms up.
        const order = TARGETS.map((_, i) => TARGETS[(i + run) % TARGETS.length]).filter(
          (t): t is Target => t !== undefined,
        );
        for (const target of order) {
          const context = await ctx.browser.newContext({ ...phoneContextOptions(), serviceWorkers: "block" });
          try {
            const page = await context.newPage();
            if (target.signedIn) {
              // The token goes in from an API answer of the origin, so no app code runs (or caches) first.
              await page.goto(`${server.url}/api/health`);
              await page.evaluate((token) => localStorage.setItem("token", token), learner.token);
            }
            await slowLink(context, page);
            const start = Date.now();
            await page.goto(`${server.url}${target.path}`, { waitUntil: "commit", timeout: WAIT_MS });
            for (const mark of target.marks) {
              await page.locator(mark.selector).first().waitFor({ timeout: WAIT_MS });
              const key = `${target.label}: ${mark.label}`;
              samples.set(key, [...(samples.get(key) ?? []), Date.now() - start]);
            }
          } finally {
            await context.close();
          }
        }
      }
    });
    const baseline = summarize(samples.get("static page (baseline): heading") ?? []).median;
    const rows = [...samples].map(([label, values]) => ({
      label: `${label} (${formatRatio(summarize(values).median, baseline)} the static page)`,
      samples: values,
    }));
    printTable(
      `slow-link: a new device, ${LATENCY_MS} ms round trip, slow-4G bandwidth, service worker blocked`,
      rows,
      [
        "Timed from the navigation's start to the element showing; HTTP/1.1, as the server (and the nginx",
        "of docs/deploy/) serves it, so six connections per host. The ratio is to the static page's median.",
      ],
    );
  },
};
