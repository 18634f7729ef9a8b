import type { BrowserContext, Page } from "playwright-core";
import {
  SCREEN_SNAPSHOT_CACHE,
  SNAPSHOT_STYLES_HEADER,
  SNAPSHOT_UNTIL_HEADER,
  snapshotKey,
} from "../../src/contract/screen-snapshot";
import { signUpViaApi } from "../e2e/support/api";
import { openSignedIn } from "../e2e/support/session";
import type { CardProbe } from "./fixtures/page-api";
import { bundleFixture } from "./support/bundle";
import { type Benchmark, phoneContextOptions } from "./support/context";
import { formatRatio, printTable, summarize } from "./support/stats";

const RUNS = 7;
const WORD_PATH = "/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01";
/** The seed's first word of A1 (server/seed/content/a1/01-greetings.json). */
const WORD = "Hallo";
const ICON_PATH = "/icons/icon-192.png";
/** A path no screen of the app claims (it goes on to home), for the empty page of the same build. */
const EMPTY_PATH = "/__bench__/empty-page";
const NAVIGATION_TIMEOUT = 20_000;

interface NavigationTimes {
  workerStart: number;
  responseEnd: number;
  domContentLoaded: number;
  load: number;
  /** The browser's first contentful paint (the snapshot's pixels presented), or null without one. */
  firstContentfulPaint: number | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stops every service worker of the browser (DevTools protocol) and waits until they report
 * stopped, so the next navigation starts the worker cold, as when an installed app is opened.
 */
async function stopServiceWorkers(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const status = new Map<string, string>();
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
    for (const version of versions) status.set(version.versionId, version.runningStatus);
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.stopAllWorkers");
  const until = Date.now() + 5_000;
  // The first report may come after stopAllWorkers answers: wait for one, then for all stopped.
  while (Date.now() < until && (status.size === 0 || [...status.values()].some((s) => s !== "stopped"))) {
    await sleep(20);
  }
  await cdp.send("ServiceWorker.disable");
  await cdp.detach();
}

/** How long the bench waits, after the card's frame, for Chromium to report that frame as presented. */
const PRESENTED_WAIT_MS = 2_000;

/**
 * The navigation's times; Chromium reports the first contentful paint only once its frame has
 * been presented, which can come after the page's own note of the frame: waited for (bounded)
 * with a buffered observer, so a late report is not read as none.
 */
function navigationTimes(page: Page): Promise<NavigationTimes | null> {
  return page.evaluate(async (waitMs) => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (!entry) return null;
    const firstContentfulPaint = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, waitMs);
      const observer = new PerformanceObserver((list) => {
        const paint = list.getEntriesByName("first-contentful-paint")[0];
        if (!paint) return;
        clearTimeout(timer);
        observer.disconnect();
        resolve(paint.startTime);
      });
      observer.observe({ type: "paint", buffered: true });
    });
    return {
      workerStart: entry.workerStart,
      responseEnd: entry.responseEnd,
      domContentLoaded: entry.domContentLoadedEventEnd,
      load: entry.loadEventEnd,
      firstContentfulPaint,
    };
  }, PRESENTED_WAIT_MS);
}

/** The page's navigation times; throws unless the service worker answered its navigation. */
async function workerNavigationTimes(page: Page, url: string): Promise<NavigationTimes> {
  const nav = await navigationTimes(page);
  if (!nav) throw new Error(`No navigation timing entry for ${url}.`);
  if (!(nav.workerStart > 0)) throw new Error(`${url} was not answered by the service worker.`);
  return nav;
}

/** Waits (bounded) until a row count in the app's IndexedDB is non-zero and the same twice, 1 s apart. */
async function waitForSyncedRows(page: Page, store: string): Promise<number> {
  const until = Date.now() + 30_000;
  let previous = -1;
  while (Date.now() < until) {
    const count = await page.evaluate(
      (name) => window.vajehProbe?.countRows(name) ?? Promise.resolve(0),
      store,
    );
    if (count > 0 && count === previous) return count;
    previous = count;
    await sleep(1_000);
  }
  throw new Error(`The app's "${store}" table did not fill and settle within 30 s.`);
}

/**
 * Waits (bounded) until the page has saved its snapshot of `pathname` for the worker
 * (src/data/screen-snapshots.ts: once the page is idle, within 2 s), so every run starts as a
 * learner's reopened app does after seeing the card, not only those after a page that lived long
 * enough to save it.
 */
async function waitForSnapshot(page: Page, pathname: string): Promise<void> {
  const key = snapshotKey(new URL(page.url()).origin, pathname);
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const saved = await page.evaluate(
      ([cache, url]) => caches.open(cache).then((c) => c.match(url).then((r) => r !== undefined)),
      [SCREEN_SNAPSHOT_CACHE, key] as const,
    );
    if (saved) return;
    await sleep(200);
  }
  throw new Error(`The page saved no snapshot of ${pathname} within 10 s.`);
}

/**
 * How a run opens its page:
 * - `tab`: a new tab (its blank first document in a renderer the browser already runs), then
 *   navigated to the URL;
 * - `launch`: a new window created at the URL itself (DevTools' `Target.createTarget`), as a
 *   launcher opens an installed app: its first document is the app's, in whatever renderer the
 *   browser gives a new window.
 */
type Opening = "tab" | "launch";

/**
 * A new page at `url`, with every service worker stopped first, opened as `how` says, after its
 * load event; `close` closes it and whatever opened it.
 */
async function openPage(
  context: BrowserContext,
  url: string,
  how: Opening,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const first = await context.newPage();
  await stopServiceWorkers(context, first);
  if (how === "tab") {
    await first.goto(url, { waitUntil: "load", timeout: NAVIGATION_TIMEOUT });
    return { page: first, close: () => first.close() };
  }
  const cdp = await context.newCDPSession(first);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.detach();
  const browser = context.browser();
  if (!browser) throw new Error("The context has no browser to open a window in.");
  const session = await browser.newBrowserCDPSession();
  try {
    const [page] = await Promise.all([
      context.waitForEvent("page", { timeout: NAVIGATION_TIMEOUT }),
      session.send("Target.createTarget", { url, browserContextId: targetInfo.browserContextId }),
    ]);
    await page.waitForLoadState("load", { timeout: NAVIGATION_TIMEOUT });
    const close = async () => {
      await page.close();
      await first.close();
    };
    return { page, close };
  } finally {
    await session.detach();
  }
}

/**
 * Saves the other baseline, "an empty page of the same build", where the worker finds the
 * card's: a snapshot of EMPTY_PATH holding the card's German word alone, unstyled, under the card's
 * session and stylesheet and with no font of its own. The worker writes it into the same shell as
 * the card's (the stylesheet, the one font the shell preloads, the scripts, which start the app
 * after the first frame), so the page costs what any page of this build costs before it shows
 * anything: one word is there only so that its first frame can be noted as the card's is.
 */
async function saveEmptyPage(page: Page, origin: string): Promise<void> {
  await page.evaluate(
    async ({ cacheName, cardKey, emptyKey, word, untilHeader, stylesHeader }) => {
      const cache = await caches.open(cacheName);
      const card = await cache.match(cardKey);
      if (!card) throw new Error("The card's snapshot is not saved.");
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      for (const name of [untilHeader, stylesHeader]) headers.set(name, card.headers.get(name) ?? "");
      await cache.put(emptyKey, new Response(`<h2 lang="de">${word}</h2>`, { headers }));
    },
    {
      cacheName: SCREEN_SNAPSHOT_CACHE,
      cardKey: snapshotKey(origin, `/v1${WORD_PATH}`),
      emptyKey: snapshotKey(origin, `/v1${EMPTY_PATH}`),
      word: WORD,
      untilHeader: SNAPSHOT_UNTIL_HEADER,
      stylesHeader: SNAPSHOT_STYLES_HEADER,
    },
  );
}

/**
 * One offline cold start of a page showing the card's word (the word card, or the empty page): a
 * new page, service worker stopped, until the word's first frame.
 */
async function openWordCard(
  context: BrowserContext,
  url: string,
  how: Opening,
): Promise<{ card: CardProbe; nav: NavigationTimes }> {
  // Nothing of Playwright's runs in the page until its load event: the probe notes the times
  // itself, and polling it earlier ran Playwright's injected script (about 18 ms in a trace) on
  // the main thread in the middle of the start being measured.
  const { page, close } = await openPage(context, url, how);
  try {
    const handle = await page.waitForFunction(
      () => {
        const probe = window.vajehProbe?.read();
        return probe && probe.cardPaintedMs !== null ? probe : null;
      },
      undefined,
      { timeout: NAVIGATION_TIMEOUT, polling: 100 },
    );
    const card = (await handle.jsonValue()) as CardProbe;
    if (card.cardText !== WORD)
      throw new Error(`The word card shows "${card.cardText ?? ""}", not "${WORD}".`);
    const nav = await workerNavigationTimes(page, url);
    return { card, nav };
  } finally {
    await close();
  }
}

/** The baseline: a precached file of the same build, navigated to and answered by the same worker. */
async function openIcon(context: BrowserContext, url: string, how: Opening): Promise<NavigationTimes> {
  const { page, close } = await openPage(context, url, how);
  try {
    const nav = await workerNavigationTimes(page, url);
    return nav;
  } finally {
    await close();
  }
}

/** One way of opening's runs: the icon's and the word card's, alternated. */
interface ColdRuns {
  icon: NavigationTimes[];
  /** The empty page of the same build (saveEmptyPage), its word's first frame noted as the card's. */
  empty: Array<{ card: CardProbe; nav: NavigationTimes }>;
  cards: Array<{ card: CardProbe; nav: NavigationTimes }>;
}

function printRuns(title: string, { icon, empty, cards }: ColdRuns, notes: string[]): void {
  const painted = cards.map((c) => c.card.cardPaintedMs ?? Number.NaN);
  const baseline = icon.map((n) => n.load);
  const emptyPainted = empty.map((c) => c.card.cardPaintedMs ?? Number.NaN);
  const p = summarize(painted);
  const b = summarize(baseline);
  const e = summarize(emptyPainted);
  printTable(
    title,
    [
      {
        label: `baseline: precached ${ICON_PATH} via the SW, responseEnd`,
        samples: icon.map((n) => n.responseEnd),
      },
      { label: `baseline: precached ${ICON_PATH} via the SW, load`, samples: baseline },
      { label: "empty page of the same build: painted", samples: emptyPainted },
      { label: "app: shell HTML from the SW (responseEnd)", samples: cards.map((c) => c.nav.responseEnd) },
      { label: "app: DOMContentLoaded", samples: cards.map((c) => c.nav.domContentLoaded) },
      {
        label: `app: word card "${WORD}" in the DOM`,
        samples: cards.map((c) => c.card.cardDomMs ?? Number.NaN),
      },
      { label: `app: word card "${WORD}" painted`, samples: painted },
      {
        label: "app: first contentful paint (presented)",
        samples: cards.map((c) => c.nav.firstContentfulPaint ?? Number.NaN),
      },
    ],
    [
      `ratio first word card painted / baseline: median ${formatRatio(p.median, b.median)}, worst ${formatRatio(p.worst, b.worst)}`,
      `ratio first word card painted / empty page of the same build painted: median ${formatRatio(p.median, e.median)}, worst ${formatRatio(p.worst, e.worst)}`,
      `Card painted after the load event (Playwright's polling may then run before it) in ${cards.filter((c) => (c.card.cardPaintedMs ?? 0) > c.nav.load).length} of ${cards.length} runs.`,
      ...notes,
    ],
  );
}

/**
 * cold-start-offline: with the service worker installed and the course synced, the server stopped,
 * a new page opening a word's study URL until the word card is painted, against the cheapest
 * precached navigation of the same build through the same worker.
 */
export const coldStartBench: Benchmark = {
  name: "cold-start-offline",
  summary: "offline cold start to the first word card vs a precached navigation of the same build",
  async run(ctx) {
    const server = await ctx.server();
    const learner = await signUpViaApi(server.url, server.dataDir);
    const probe = await bundleFixture("cold-start-probe.ts");
    const context = await ctx.browser.newContext(phoneContextOptions());
    try {
      await context.addInitScript({ content: probe });

      // Online once: sign in, let the worker take control and the sync fill Dexie, see the card.
      const page = await context.newPage();
      await openSignedIn(page, server.url, learner.token, "/course/a1");
      await page.getByRole("heading", { name: /A1/ }).first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      const words = await waitForSyncedRows(page, "words");
      await page.goto(`${server.url}/v1${WORD_PATH}`);
      await page.getByRole("heading", { level: 2, name: WORD }).waitFor({ timeout: 30_000 });
      await waitForSnapshot(page, `/v1${WORD_PATH}`);
      await saveEmptyPage(page, server.url);
      await page.close();

      await server.stop();
      const reachable = await fetch(`${server.url}/api/health`).then(
        () => true,
        () => false,
      );
      if (reachable) throw new Error("The server still answers after stop().");

      const runs: Record<Opening, ColdRuns> = {
        tab: { icon: [], empty: [], cards: [] },
        launch: { icon: [], empty: [], cards: [] },
      };
      for (let run = 0; run < RUNS; run++) {
        for (const how of ["tab", "launch"] as const) {
          runs[how].icon.push(await openIcon(context, `${server.url}/v1${ICON_PATH}`, how));
          runs[how].empty.push(await openWordCard(context, `${server.url}/v1${EMPTY_PATH}`, how));
          runs[how].cards.push(await openWordCard(context, `${server.url}/v1${WORD_PATH}`, how));
        }
      }
      printRuns(
        `cold-start-offline, opened in a new tab: server stopped, service worker stopped before each run, ${RUNS} runs each (ms from navigation start)`,
        runs.tab,
        [
          `Route ${WORD_PATH}; ${words} words synced into Dexie and the card's snapshot saved (the worker`,
          "shows it in the shell) before the server was stopped.",
          "Baseline: the cheapest navigation the same build's worker answers from its precache (an icon: no",
          "HTML, no JS), in a new page of the same context with the worker cold, so it holds the worker's",
          'start-up and a precache lookup: the floor under any offline start. "painted" is the first',
          'frame after h2[lang="de"] got its text (rAF, then a task), noted by the page itself; "presented"',
          "is Chromium's first-contentful-paint entry, when that frame's pixels were shown; the bench",
          "reads it only after the load event, so none of Playwright's scripts runs before it. Phone:",
          "360×740 at 2.75×, fa-IR.",
          `The issue's own baseline, "an empty page of the same build": the build's shell from the same`,
          "worker as the card's, with only the card's German word (unstyled) where the card would be: its",
          "stylesheet, the one font it preloads and its scripts (they start the app after the first frame),",
          "as any page of the build has before it shows anything. The worker answers it as it answers the",
          `card, from a snapshot the bench saved for ${EMPTY_PATH}, a path no screen claims.`,
          "A new tab's blank first document already runs in a renderer, and the icon is drawn in it. The",
          "app's page asks for a browsing context group of its own (its COOP and origin-keyed agent",
          "cluster headers), so the browser moves it out of the blank tab's: in session 34's runs, 20–30 ms",
          "more to the card's paint than the same page without those two headers.",
        ],
      );
      printRuns(
        `cold-start-offline, opened as a launcher opens an installed app (a new window at the URL), the same ${RUNS} runs alternated with the above`,
        runs.launch,
        [
          "The same pages, each in a new window whose first document is the page itself (no blank tab",
          "before it), as a home-screen icon opens the app: both the icon and the card start in the",
          "renderer the browser gives a new window, and the figures hold its start.",
        ],
      );
    } finally {
      await context.close();
    }
  },
};
