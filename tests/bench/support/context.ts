import type { Browser, BrowserContext, Page } from "playwright-core";
import type { RunningServer } from "../../e2e/support/server";

/** What the runner hands each benchmark. */
export interface BenchContext {
  browser: Browser;
  /**
   * The built app's server (`npm run serve` on a free port, temp DATA_DIR), shared by the benchmarks
   * and started on first use. A benchmark may stop it (offline); the next call then starts a new one.
   * The runner stops whatever is still running at the end.
   */
  server(): Promise<RunningServer>;
}

export interface Benchmark {
  name: string;
  summary: string;
  run(ctx: BenchContext): Promise<void>;
}

/** The phone the e2e journeys use: 360×740, Persian locale, Tehran time. */
export function phoneContextOptions(): Parameters<Browser["newContext"]>[0] {
  return {
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2.75,
    isMobile: true,
    hasTouch: true,
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
  };
}

/**
 * A blank page on the app's origin (so IndexedDB is the app's own origin), answered by Playwright
 * so that no app code runs beside a benchmark, with a bundle from tests/bench/fixtures added.
 */
export async function blankPageOnAppOrigin(
  context: BrowserContext,
  origin: string,
  bundle: string,
): Promise<Page> {
  const url = `${origin}/v1/__bench__.html`;
  await context.route(url, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>bench</title></head><body></body></html>',
    }),
  );
  const page = await context.newPage();
  await page.goto(url);
  await page.addScriptTag({ content: bundle });
  return page;
}
