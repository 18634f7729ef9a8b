import type { Page } from "playwright-core";
import { signUpViaApi } from "../e2e/support/api";
import { openSignedIn } from "../e2e/support/session";
import { bundleFixture } from "./support/bundle";
import { type Benchmark, blankPageOnAppOrigin, phoneContextOptions } from "./support/context";
import { formatRatio, printTable, summarize } from "./support/stats";

const WORDS = 5_000; // × 4 card kinds = 20,000 cards
const LOGS_PER_CARD = 10; // 200,000 logs
const DUE_SHARE = 0.1;
const RUNS = 5;
const TIMEOUT = 60_000;

const NO_PAGE = "the review seeding bundle did not load";

/** Navigation start → the first review card painted, for a fresh open (no session kept). */
async function openReview(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/v1/review`);
  const handle = await page.waitForFunction(
    () => window.vajehReviewProbe?.firstCardPaintedMs() ?? null,
    null,
    {
      timeout: TIMEOUT,
    },
  );
  return (await handle.jsonValue()) as number;
}

const REVIEW_LINK = 'main a[href$="/review"]';

/**
 * Home loaded and its sync settled, then a click on the home card's link to /review → the first card
 * painted: opening review inside the running app (no app start, the route's chunk cached).
 */
async function openReviewInApp(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/v1/`);
  await page.locator(REVIEW_LINK).first().waitFor({ timeout: TIMEOUT });
  await page.waitForLoadState("networkidle");
  const clicked = await page.evaluate(
    (selector) => window.vajehReviewProbe?.clickToReview(selector),
    REVIEW_LINK,
  );
  if (!clicked) throw new Error("no link to /review on home");
  const handle = await page.waitForFunction(() => window.vajehReviewProbe?.clickToCardMs() ?? null, null, {
    timeout: TIMEOUT,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * review-open: `/review` in Chromium with 20,000 cards and 200,000 logs in Dexie: navigation start to
 * the first card painted, beside a plain indexed Dexie read (`due` index) of the same due rows, run
 * in the same app page right after each open.
 */
export const reviewOpenBench: Benchmark = {
  name: "review-open",
  summary:
    "/review with 20,000 cards and 200,000 logs: a tap on home's review card (and a page load) → first card painted vs an indexed read of the due rows",
  async run(ctx) {
    const server = await ctx.server();
    const learner = await signUpViaApi(server.url, server.dataDir);
    const [pageBundle, probe] = await Promise.all([
      bundleFixture("review-open-page.ts"),
      bundleFixture("review-open-probe.ts"),
    ]);
    const context = await ctx.browser.newContext(phoneContextOptions());
    try {
      await context.addInitScript({ content: probe });
      const seeder = await blankPageOnAppOrigin(context, server.url, pageBundle);
      const page = await context.newPage();
      await openSignedIn(page, server.url, learner.token, "/");
      await page.locator("main").waitFor({ timeout: TIMEOUT });
      const seeded = await seeder.evaluate(
        ([w, l, d, missing]) => {
          if (!window.vajehReviewOpenBench) throw new Error(missing);
          return window.vajehReviewOpenBench.seed(w, l, d);
        },
        [WORDS, LOGS_PER_CARD, DUE_SHARE, NO_PAGE] as const,
      );
      await seeder.close();

      const open: number[] = [];
      const inApp: number[] = [];
      const baseline: number[] = [];
      let dueRows = 0;
      for (let run = 0; run < RUNS + 1; run++) {
        // A fresh session each time (a kept one would skip building the queue).
        await page.evaluate(pageBundle);
        await page.evaluate(() => window.vajehReviewOpenBench?.forgetSession());
        const ms = await openReview(page, server.url);
        // The baseline in the same page, once the screen is up: the CSP does not bind evaluate().
        await page.evaluate(pageBundle);
        const base = await page.evaluate((missing) => {
          if (!window.vajehReviewOpenBench) throw new Error(missing);
          return window.vajehReviewOpenBench.baseline();
        }, NO_PAGE);
        dueRows = base.rows;
        await page.evaluate(pageBundle);
        await page.evaluate(() => window.vajehReviewOpenBench?.forgetSession());
        const inAppMs = await openReviewInApp(page, server.url);
        if (run === 0) continue; // the first run also loads the route's chunk into the cache
        open.push(ms);
        inApp.push(inAppMs);
        baseline.push(base.ms);
      }
      const o = summarize(open);
      const b = summarize(baseline);
      const i = summarize(inApp);
      printTable(
        `review-open, ${seeded.cards.toLocaleString("en")} cards, ${seeded.logs.toLocaleString("en")} logs, ${dueRows.toLocaleString("en")} due today, Chromium at 360×740`,
        [
          {
            label: "baseline: db.reviewCards.where('due').below(end of day).toArray(), same page",
            samples: baseline,
          },
          { label: "open in the app: click on home's link to /review → first card painted", samples: inApp },
          { label: "open by a page load: navigation start → first review card painted", samples: open },
        ],
        [
          `ratio open in the app / baseline: median ${formatRatio(i.median, b.median)}, worst ${formatRatio(i.worst, b.worst)} (goal, issue 16: ≤ 2×)`,
          `ratio open by a page load / baseline: median ${formatRatio(o.median, b.median)}, worst ${formatRatio(o.worst, b.worst)} (app start included: the document, the app's chunks from the service worker, Dexie's first open; issue 13's cold-start bench holds app start to its own goal)`,
          `${RUNS} runs after one that also loads the route's chunk; each open builds a new session (the kept one is forgotten first); "open in the app" is what a learner does (home loaded, its sync settled, then a tap on "review N words"): the route's loader reads the queue from Dexie while the screen renders`,
          "Cards, logs and their 5,000 words are written straight into Dexie; the server holds none of them.",
        ],
      );
    } finally {
      await context.close();
    }
  },
};
