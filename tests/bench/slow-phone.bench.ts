import type { Benchmark } from "./support/context";
import { measureNewDevice, ratioRows } from "./support/new-device-targets";
import { printTable } from "./support/stats";

const RUNS = Number(process.env.VAJEH_SLOW_PHONE_RUNS ?? 5);
/** Lighthouse's mobile CPU slowdown: a mid-range phone's main thread against this machine's. */
const CPU_SLOWDOWN = 4;
const WAIT_MS = 60_000;

/**
 * Notes in the page, from the navigation's start (performance.now()), when each selector first
 * matches and the first frame after that (rAF, then a task): no polling from Playwright runs on the
 * page's main thread while it loads.
 */
function marksScript(selectors: readonly string[]): string {
  return `(() => {
    const selectors = ${JSON.stringify(selectors)};
    const marks = (window.vajehMarks = {});
    const check = () => {
      for (const selector of selectors) {
        if (marks[selector] || !document.querySelector(selector)) continue;
        const mark = (marks[selector] = { dom: performance.now(), painted: null });
        requestAnimationFrame(() => setTimeout(() => (mark.painted = performance.now())));
      }
      if (selectors.every((selector) => marks[selector])) observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

/**
 * slow-phone: a new device (no service worker, no local data, empty HTTP cache) on this machine's
 * network with the page's CPU slowed 4× (as Lighthouse's mobile run); from the navigation's start to
 * the first frame after what the learner waits for is in the page (a lesson deep link's title and
 * first section row, a word's card, home's A1 link), against a static page under the same slowdown.
 */
export const slowPhoneBench: Benchmark = {
  name: "slow-phone",
  summary: `a new device with the CPU slowed ${CPU_SLOWDOWN}×: a lesson and a word deep link and home, ${RUNS} runs, vs a static page`,
  async run(ctx) {
    const samples = await measureNewDevice(ctx, RUNS, async (page, url, target) => {
      const selectors = target.marks.map((mark) => mark.selector);
      await page.addInitScript({ content: marksScript(selectors) });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: "commit", timeout: WAIT_MS });
      const handle = await page.waitForFunction(
        (wanted) => {
          const marks = (window as { vajehMarks?: Record<string, { painted: number | null }> }).vajehMarks;
          const painted = wanted.map((selector) => marks?.[selector]?.painted ?? null);
          return painted.every((time) => time !== null) ? painted : null;
        },
        selectors,
        { timeout: WAIT_MS, polling: 250 },
      );
      return (await handle.jsonValue()) as number[];
    });
    printTable(
      `slow-phone: a new device, CPU slowed ${CPU_SLOWDOWN}×, this machine's network, service worker blocked`,
      ratioRows(samples),
      [
        "From the navigation's start to the first frame after the element is in the page (noted by the",
        "page itself: rAF, then a task). The server runs unslowed on the same two cores; the ratio is to",
        "the static page's median under the same slowdown.",
      ],
    );
  },
};
