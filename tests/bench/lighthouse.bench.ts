import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { fa } from "../../src/i18n/fa";
import { signUpViaApi } from "../e2e/support/api";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import type { Benchmark } from "./support/context";
import { EXPLAIN_INTRO, explainGathered } from "./support/lighthouse-explain";
import { REACT_BASELINE_PATH, withReactBaseline } from "./support/react-baseline";
import { STATIC_BASELINE_PATH, withStaticBaseline } from "./support/static-baseline";
import { printRows, summarize } from "./support/stats";

/**
 * Lighthouse 12 (its default config: a mobile device with simulated slow-4G and 4× CPU throttling),
 * performance and accessibility, on the login page (guest), home and a lesson page (signed in), and
 * on a static page served by the same server as the baseline. Each run is a new headless Chromium
 * with an empty profile (so a cold load: no HTTP cache, no service worker, no IndexedDB); a
 * signed-in run first stores the learner's token on the baseline page of the same origin, and
 * Lighthouse is told not to reset storage (it would remove the token). Figures only.
 */

/** Runs per page; VAJEH_LIGHTHOUSE_RUNS=1 for a quick look on a busy machine (the median of 3 is the figure). */
const RUNS = Number(process.env.VAJEH_LIGHTHOUSE_RUNS ?? 3);
/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART), and a page may stay on its loading view;
 * such a run is repeated, up to this many times per page, and counted.
 */
const MAX_FAILED_RUNS = 3;

/**
 * Lighthouse's own line for a host too slow for its default 4× CPU slowdown: below it, its CLI warns
 * that the device «appears to have a slower CPU than Lighthouse expects», which «can negatively affect
 * your performance score» (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in core/gather/driver/environment.js).
 */
const LIGHTHOUSE_SLOW_HOST_INDEX = 1000;
/**
 * The phone Lighthouse's default aims at, as a benchmarkIndex: its docs (throttling.md) say the 4×
 * multiplier takes a high-end desktop (1500–2000) into the mid-tier mobile bracket, so 1750 / 4.
 */
const DEFAULTS_PHONE_INDEX = 1750 / 4;
/**
 * VAJEH_LIGHTHOUSE_CPU: unset, one pass at Lighthouse's default (the figures). `calibrated`,
 * then a second pass whose multiplier takes this host's median benchmarkIndex (from the first pass)
 * to that phone; a number, then a second pass at that multiplier. Read when the bench loads, so a
 * wrong value stops it before the first run, not after the first pass.
 */
const SECOND_PASS = secondPassSetting(process.env.VAJEH_LIGHTHOUSE_CPU ?? "");

/**
 * VAJEH_LIGHTHOUSE_EXPLAIN=1: after the passes, one more load of each page (not a baseline) is
 * gathered and re-audited with each source of main-thread work taken out in turn
 * (support/lighthouse-explain.ts): what the score would be without it, from the same load.
 */
const EXPLAIN = process.env.VAJEH_LIGHTHOUSE_EXPLAIN === "1";

function secondPassSetting(
  setting: string,
): { kind: "none" } | { kind: "calibrated" } | { kind: "fixed"; multiplier: number } {
  if (setting === "") return { kind: "none" };
  if (setting === "calibrated") return { kind: "calibrated" };
  const multiplier = Number(setting);
  if (!Number.isFinite(multiplier) || multiplier < 1)
    throw new Error(`VAJEH_LIGHTHOUSE_CPU must be «calibrated» or a number ≥ 1, not «${setting}».`);
  return { kind: "fixed", multiplier };
}

/** The second pass's CPU multiplier and where it comes from, or undefined for no second pass. */
function secondPassSlowdown(hostIndexes: readonly number[]): { multiplier: number; why: string } | undefined {
  if (SECOND_PASS.kind === "none") return undefined;
  if (SECOND_PASS.kind === "fixed")
    return { multiplier: SECOND_PASS.multiplier, why: "VAJEH_LIGHTHOUSE_CPU" };
  const median = summarize(hostIndexes).median;
  return {
    multiplier: Math.max(1, Math.round((median / DEFAULTS_PHONE_INDEX) * 10) / 10),
    why: `this host's median benchmarkIndex over ${DEFAULTS_PHONE_INDEX.toFixed(1)}, the phone Lighthouse's 4× aims at`,
  };
}

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
}

/**
 * A page that never leaves the shell's loading view does no work, so Lighthouse scores it high
 * (decision 040 met one). Its largest paint is then the loading view's line: such a run is not a
 * figure but a failure, reported and made again like a run Lighthouse could not record.
 */
function stuckOnLoadingView(lhr: { audits: Record<string, { details?: unknown }> }): string | null {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string } }> }> } | undefined;
  const label = details?.items?.[0]?.items?.[0]?.node?.nodeLabel?.trim() ?? "";
  return label === fa.processing ? label : null;
}

/** The baselines, run first in every pass whatever pages are chosen; the ratios are to the first. */
const BASELINES: readonly Target[] = [
  { name: "static page (baseline)", path: STATIC_BASELINE_PATH, signedIn: false },
  { name: "React floor page (baseline)", path: REACT_BASELINE_PATH, signedIn: false },
];

const TARGETS: readonly Target[] = [
  ...BASELINES,
  { name: "login (guest)", path: "/v1/auth/login", signedIn: false },
  { name: "home (signed in)", path: "/v1/", signedIn: true },
  { name: "lesson a1-1 (signed in)", path: "/v1/lesson/a1/a1-1", signedIn: true },
];

/**
 * VAJEH_LIGHTHOUSE_PAGES=lesson,home: only the pages whose name holds one of these words, beside the
 * baselines (always run), for a quicker A/B of one page.
 */
function chosenTargets(): readonly Target[] {
  const words = (process.env.VAJEH_LIGHTHOUSE_PAGES ?? "").split(",").filter((word) => word !== "");
  if (words.length === 0) return TARGETS;
  return TARGETS.filter(
    (target) => BASELINES.includes(target) || words.some((word) => target.name.includes(word)),
  );
}

interface RunFigures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Accessibility audits that failed, with how many elements each. */
  failing: string[];
  /** Lighthouse's reading of this machine's CPU speed at the run (higher is faster). */
  benchmarkIndex: number;
}

/** Starts headless Chromium with a remote-debugging port and an empty profile; resolves with its port. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-lighthouse-"));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      "--headless=new",
      ...CHROMIUM_ARGS,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    // Its own process group, so stopping it ends its helper processes too.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    // A helper process may still be finishing a write into the profile: rm retries (Node's own).
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (found?.[1]) resolve(Number(found[1]));
      });
      child.once("exit", (code) =>
        reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)),
      );
      child.once("error", reject);
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Stores the token in localStorage of the app's origin, from the baseline page (no app code runs). */
async function storeToken(port: number, origin: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context.");
    const page = await context.newPage();
    await page.goto(`${origin}${STATIC_BASELINE_PATH}`);
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * A new headless Chromium with an empty profile for one load of `target` (the token stored first when
 * it is signed in); `load` gets its debugging port, and the browser is gone when it has finished.
 */
async function withPageBrowser<T>(
  origin: string,
  target: Target,
  token: string,
  load: (port: number) => Promise<T>,
): Promise<T> {
  const chrome = await launchChromium();
  try {
    if (target.signedIn) await storeToken(chrome.port, origin, token);
    return await load(chrome.port);
  } finally {
    await chrome.stop();
  }
}

async function runOnce(
  origin: string,
  target: Target,
  token: string,
  cpuSlowdown: number | undefined,
): Promise<RunFigures> {
  return withPageBrowser(origin, target, token, async (port) => {
    const result = await lighthouse(`${origin}${target.path}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      disableStorageReset: true,
      // Lighthouse deep-merges a partial throttling into its defaults: only the CPU multiplier changes.
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    if (!result) throw new Error("Lighthouse gave no result.");
    const { lhr } = result;
    // VAJEH_LIGHTHOUSE_DUMP=<dir>: each run's full report and its trace is written there, to read what Lighthouse blames.
    const dump = process.env.VAJEH_LIGHTHOUSE_DUMP;
    if (dump) {
      fs.mkdirSync(dump, { recursive: true });
      const name = `${target.name.replace(/\W+/g, "-")}-${Date.now()}.json`;
      fs.writeFileSync(path.join(dump, name), JSON.stringify(lhr));
      // The run's trace beside it (DevTools' Performance panel opens it), to see what a task held.
      fs.writeFileSync(
        path.join(dump, name.replace(/\.json$/, ".trace.json")),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const stuck = stuckOnLoadingView(lhr);
    if (stuck !== null)
      throw new Error(`the page stayed on its loading view (its largest paint was «${stuck}»)`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const accessibilityIds = new Set(lhr.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? []);
    const failing = Object.values(lhr.audits)
      .filter((audit) => accessibilityIds.has(audit.id) && audit.score === 0)
      .map((audit) => {
        const items = (audit.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
        return `${audit.id} (${items})`;
      });
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: numeric("first-contentful-paint"),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      failing,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  });
}

/** One load of `target` whose artifacts are saved (Lighthouse's gatherMode), then explained. */
async function explainOnce(origin: string, target: Target, token: string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-lighthouse-gathered-"));
  const url = `${origin}${target.path}`;
  try {
    await withPageBrowser(origin, target, token, (port) =>
      lighthouse(url, {
        port,
        gatherMode: dir,
        logLevel: "error",
        onlyCategories: ["performance"],
        disableStorageReset: true,
      }),
    );
    await explainGathered(target.name, url, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One pass: RUNS runs of each target, then their table; `cpuSlowdown` undefined is Lighthouse's
 * default (4×). Returns Lighthouse's readings of this machine's CPU (benchmarkIndex) over the pass.
 */
async function measurePass(
  origin: string,
  targets: readonly Target[],
  token: string,
  cpuSlowdown: number | undefined,
): Promise<readonly number[]> {
  const results = new Map<string, RunFigures[]>();
  const failedRuns: string[] = [];
  for (const target of targets) {
    const runs: RunFigures[] = [];
    const errors: string[] = [];
    while (runs.length < RUNS) {
      try {
        runs.push(await runOnce(origin, target, token, cpuSlowdown));
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
        if (errors.length >= MAX_FAILED_RUNS) {
          throw new Error(`${target.name}: ${errors.join("; ")}`, { cause: error });
        }
      }
    }
    if (errors.length > 0) failedRuns.push(`${target.name}: ${errors.join("; ")}`);
    results.set(target.name, runs);
  }
  const medianOf = (runs: readonly RunFigures[], pick: (r: RunFigures) => number) =>
    summarize(runs.map(pick)).median;
  const baseline = results.get(targets[0]?.name ?? "") ?? [];
  const basePerformance = medianOf(baseline, (r) => r.performance);
  const rows = targets.map((target) => {
    const runs = results.get(target.name) ?? [];
    const performance = medianOf(runs, (r) => r.performance);
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    return [
      target.name,
      `${performance} (${runs.map((r) => r.performance).join(", ")})`,
      basePerformance > 0 ? `${(performance / basePerformance).toFixed(2)}×` : "n/a",
      `${medianOf(runs, (r) => r.accessibility)} (${runs.map((r) => r.accessibility).join(", ")})`,
      `${(medianOf(runs, (r) => r.fcp) / 1000).toFixed(2)} s`,
      `${(medianOf(runs, (r) => r.lcp) / 1000).toFixed(2)} s`,
      `${medianOf(runs, (r) => r.tbt).toFixed(0)} ms`,
      medianOf(runs, (r) => r.cls).toFixed(3),
      failing.length > 0 ? failing.join(", ") : "none",
    ];
  });
  printRows(
    [
      "page",
      "performance: median (runs)",
      "/ baseline",
      "accessibility",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "failing a11y audits (elements)",
    ],
    rows,
  );
  console.log(
    cpuSlowdown === undefined
      ? "  Medians of the runs. The issue's goals: performance ≥ 95 on each page (the static page scores 100),\n" +
          "  accessibility 100 on home and the lesson. FCP/LCP/TBT/CLS are Lighthouse's simulated figures.\n" +
          "  The React floor page's score is what this host leaves any app of this stack."
      : "  Medians of the runs. FCP/LCP/TBT/CLS are Lighthouse's simulated figures.",
  );
  // Lighthouse simulates a phone by multiplying the main thread's observed times by its multiplier:
  // on a slower hour of this shared machine every page's TBT grows, so the same build scores lower.
  const indexes = [...results.values()].flat().map((r) => r.benchmarkIndex);
  const hostSpeed = summarize(indexes);
  const slowRuns = indexes.filter((index) => index < LIGHTHOUSE_SLOW_HOST_INDEX).length;
  console.log(
    `  This machine's CPU by Lighthouse's benchmarkIndex over all runs: median ${hostSpeed.median.toFixed(0)} ` +
      `(${hostSpeed.best.toFixed(0)}–${hostSpeed.worst.toFixed(0)}); compare scores only between runs of one sitting.\n` +
      `  ${slowRuns} of ${indexes.length} runs read below ${LIGHTHOUSE_SLOW_HOST_INDEX}, where Lighthouse warns that a slow host lowers the score` +
      (cpuSlowdown === undefined && SECOND_PASS.kind === "none"
        ? ";\n  VAJEH_LIGHTHOUSE_CPU=calibrated adds a pass with the CPU multiplier suited to this host."
        : "."),
  );
  for (const failed of failedRuns)
    console.log(`  A run not counted (not recorded, or the page never showed), made again: ${failed}`);
  return indexes;
}

export const lighthouseBench: Benchmark = {
  name: "lighthouse",
  summary: `Lighthouse mobile (default throttling), ${RUNS} cold runs each: login, home, a lesson, a static page`,
  async run(ctx) {
    const server = await ctx.server();
    const learner = await signUpViaApi(server.url, server.dataDir);
    console.log(
      `\nLighthouse (its default: mobile, simulated slow 4G, 4× CPU slowdown), performance and accessibility;\n` +
        `${RUNS} runs per page, each a new headless Chromium with an empty profile (cold: no cache, no service\n` +
        `worker, no local data). Signed-in runs store the learner's token first; storage is not reset.\n` +
        `Baselines, served by the same server in the same run: a static HTML page (no script), and the\n` +
        `React floor page: the same words drawn by react + react-dom + react-router (one route, built as the\n` +
        `app's chunks are), what any app on this stack pays on this host before its first screen.`,
    );
    await withStaticBaseline(() =>
      withReactBaseline(async () => {
        const targets = chosenTargets();
        const hostSpeed = await measurePass(server.url, targets, learner.token, undefined);
        if (EXPLAIN) {
          console.log(EXPLAIN_INTRO);
          for (const target of targets) {
            if (!BASELINES.includes(target)) await explainOnce(server.url, target, learner.token);
          }
        }
        const second = secondPassSlowdown(hostSpeed);
        if (second === undefined) return;
        console.log(
          `\nThe same pages with the CPU slowdown at ${second.multiplier.toFixed(1)}× instead of 4× (${second.why}).\n` +
            `Not the issue's figure: what the pages score when this host's CPU is taken down to the phone\n` +
            `Lighthouse's default aims at, as Lighthouse's docs (throttling.md, «Calibrating the CPU slowdown») advise.`,
        );
        await measurePass(server.url, targets, learner.token, second.multiplier);
      }),
    );
  },
};
