import type { Page } from "playwright-core";
import { SEARCH_DEBOUNCE_MS } from "../../src/features/words/use-debounced";
import { signUpViaApi } from "../e2e/support/api";
import { openSignedIn } from "../e2e/support/session";
import type { ListExpectation, SavedWordInput } from "./fixtures/page-api";
import { typedQueries } from "./search.bench";
import { bundleFixture } from "./support/bundle";
import { type Benchmark, blankPageOnAppOrigin, phoneContextOptions } from "./support/context";
import { generateSavedWords } from "./support/generate";
import { formatMs, formatRatio, printTable, summarize } from "./support/stats";

const SIZES = [1_000, 10_000] as const;
const OPEN_RUNS = 7;
const LOAD_RUNS = 5;
const SEARCHES = 20;
const TIMEOUT = 30_000;

interface SizeResult {
  size: number;
  open: number[];
  load: number[];
  searchAfterDebounce: number[];
  baseline: number[];
  hits: number[];
}

const hubTile = (page: Page) => page.locator('main a[href$="/words/learning"]');

const NO_SEED = "the seeding bundle did not load";
const NO_PROBE = "the list probe did not load";

const baselineOf = (seeder: Page, query: string) =>
  seeder.evaluate(
    ([q, missing]) => {
      if (!window.vajehSavedWordsSeed) throw new Error(missing);
      return window.vajehSavedWordsSeed.baseline(q);
    },
    [query, NO_SEED] as const,
  );

const seedRows = (seeder: Page, words: SavedWordInput[]) =>
  seeder.evaluate(
    ([input, missing]) => {
      if (!window.vajehSavedWordsSeed) throw new Error(missing);
      return window.vajehSavedWordsSeed.seed(input);
    },
    [words, NO_SEED] as const,
  );

const openFromHub = (page: Page) =>
  page.evaluate((missing) => {
    if (!window.vajehListProbe) throw new Error(missing);
    return window.vajehListProbe.openFromHub("learning");
  }, NO_PROBE);

const firstRowsPainted = (page: Page) =>
  page.evaluate((missing) => {
    if (!window.vajehListProbe) throw new Error(missing);
    return window.vajehListProbe.firstRowsPainted();
  }, NO_PROBE);

const search = (page: Page, query: string, expected: ListExpectation) =>
  page.evaluate(
    ([q, e, missing]) => {
      if (!window.vajehListProbe) throw new Error(missing);
      return window.vajehListProbe.search(q, e);
    },
    [query, expected, NO_PROBE] as const,
  );

/** Up to SEARCHES typed queries with hits, each showing something other than the one before. */
async function pickQueries(seeder: Page): Promise<Array<{ query: string; expected: ListExpectation }>> {
  const picked: Array<{ query: string; expected: ListExpectation }> = [];
  let shown: ListExpectation | null = null;
  for (const query of typedQueries(200)) {
    if (picked.length === SEARCHES) break;
    const { hits, first } = await baselineOf(seeder, query);
    if (hits === 0 || (shown && shown.hits === hits && shown.first === first)) continue;
    shown = { hits, first };
    picked.push({ query, expected: shown });
  }
  return picked;
}

async function measureSize(page: Page, seeder: Page, origin: string, size: number): Promise<SizeResult> {
  const words = generateSavedWords(size);
  const seeded = await seedRows(seeder, words);
  if (seeded.bookmarks !== size) throw new Error(`Seeded ${seeded.bookmarks} saved words, not ${size}.`);

  // Open from the hub (in-app navigation): tap the tile until the first rows are painted.
  const open: number[] = [];
  for (let run = 0; run < OPEN_RUNS + 1; run++) {
    await page.goto(`${origin}/v1/words`);
    await hubTile(page).waitFor({ timeout: TIMEOUT });
    const ms = await openFromHub(page);
    if (run > 0) open.push(ms); // the first run also loads the route's chunk
  }

  // A fresh load of the list's URL: navigation start to the first rows painted (app start included).
  const load: number[] = [];
  for (let run = 0; run < LOAD_RUNS; run++) {
    await page.goto(`${origin}/v1/words/learning`);
    load.push(await firstRowsPainted(page));
  }

  // Search: one input event, then the result painted; the debounce is taken off.
  const queries = await pickQueries(seeder);
  const searchAfterDebounce: number[] = [];
  const baseline: number[] = [];
  const hits: number[] = [];
  for (const { query, expected } of queries) {
    const ms = await search(page, query, expected);
    searchAfterDebounce.push(ms - SEARCH_DEBOUNCE_MS);
    baseline.push((await baselineOf(seeder, query)).ms);
    hits.push(expected.hits);
  }
  return { size, open, load, searchAfterDebounce, baseline, hits };
}

/**
 * saved-words-screen: the real list screen in Chromium at 1,000 and 10,000 saved words: opening it
 * from the hub, a fresh load of its URL, and a search painted after the debounce, next to the
 * baseline of the app's in-memory filter of the same rows in the same page.
 */
export const savedWordsBench: Benchmark = {
  name: "saved-words-screen",
  summary: "saved-words list open and search-to-paint at 1,000 and 10,000 rows vs the in-memory filter",
  async run(ctx) {
    const server = await ctx.server();
    const learner = await signUpViaApi(server.url, server.dataDir);
    const [probe, seed] = await Promise.all([
      bundleFixture("saved-words-probe.ts"),
      bundleFixture("saved-words-seed.ts"),
    ]);
    const context = await ctx.browser.newContext(phoneContextOptions());
    try {
      await context.addInitScript({ content: probe });
      // The start-up pull of saved words fails, so the seeded rows stay as they are (the server
      // does not hold them); what a sync costs is the sync benchmark's.
      await context.route("**/api/courses/words/bookmarks", (route) =>
        route.request().method() === "GET" ? route.abort("internetdisconnected") : route.continue(),
      );
      // Seeds from a blank page of the same origin (the app's CSP refuses inline scripts), opened
      // before the app registers its service worker (which would answer the blank page's URL).
      const seeder = await blankPageOnAppOrigin(context, server.url, seed);
      const page = await context.newPage();
      await openSignedIn(page, server.url, learner.token, "/words");
      await hubTile(page).waitFor({ timeout: TIMEOUT });

      for (const size of SIZES) {
        const r = await measureSize(page, seeder, server.url, size);
        const base = summarize(r.baseline);
        const open = summarize(r.open);
        const search = summarize(r.searchAfterDebounce);
        const n = size.toLocaleString("en");
        printTable(
          `saved-words-screen, ${n} saved words ("learning"), Chromium at 360×740`,
          [
            {
              label: "baseline: filterBookmarks over the same rows in memory (a blank page)",
              samples: r.baseline,
            },
            { label: "open: hub tile tapped → first rows painted", samples: r.open },
            { label: "fresh load of /words/learning → first rows painted", samples: r.load },
            {
              label: `search: input → result painted, minus the ${SEARCH_DEBOUNCE_MS} ms debounce`,
              samples: r.searchAfterDebounce,
            },
          ],
          [
            `ratio open / baseline: median ${formatRatio(open.median, base.median)}; search after the debounce / baseline: median ${formatRatio(search.median, base.median)}, worst ${formatRatio(search.worst, base.worst)}`,
            `goals (issue 13): open ≤ 300 ms (median here ${formatMs(open.median)}), search painted ≤ 50 ms after the debounce (worst here ${formatMs(search.worst)})`,
            `searches: ${r.searchAfterDebounce.length} typed prefixes with hits, ${summarize(r.hits).best}–${summarize(r.hits).worst} rows each; "painted" is the first frame after the rows (or the result's first row and size) are in the DOM (rAF, then a task)`,
            `open: ${OPEN_RUNS} runs after one that also loads the route's chunk; fresh load: ms from navigation start (app start included), ${LOAD_RUNS} runs`,
            "Rows and their words are written straight into Dexie; the start-up pull of saved words is failed so they stay.",
          ],
        );
      }
    } finally {
      await context.close();
    }
  },
};
