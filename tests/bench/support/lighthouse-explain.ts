import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { printRows } from "./stats";
import {
  LONG_TASK_MS,
  type TraceEvent,
  mainThreadTasks,
  timeBySource,
  withoutSource,
} from "./lantern-what-if";

/** The trace Lighthouse saves beside the artifacts it gathered (`gatherMode`). */
const TRACE_FILE = "defaultPass.trace.json";
/** How many sources are taken out one at a time: those with the most time over the long-task line. */
const SOURCES_TRIED = 6;
/** The column of a source's time in long tasks beyond the line 4× throttling makes blocking. */
const OVER_LONG = `over ${LONG_TASK_MS} ms`;

/** What the explanation's tables are, printed once before them. */
export const EXPLAIN_INTRO =
  `\nWhere each page's score goes (VAJEH_LIGHTHOUSE_EXPLAIN): one more load of each, whose main-thread\n` +
  `tasks are grouped by the script chunk that ran in them (or the browser's own style and layout,\n` +
  `parsing); each group in turn is taken down to 1 % of its time and the same load re-audited.\n` +
  `«${OVER_LONG}»: the group's time beyond ${LONG_TASK_MS} ms in tasks that long, which 4× throttling makes\n` +
  `blocking. The figures of one load, not medians: a source whose removal moves them is what to cut.`;

interface Simulated {
  performance: number;
  tbt: number;
  fcp: number;
  lcp: number;
}

/** Lighthouse's performance audits of the artifacts in `dir`, as recorded (no browser runs). */
async function audit(dir: string, url: string): Promise<Simulated> {
  const result = await lighthouse(url, {
    auditMode: dir,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error("Lighthouse gave no result for the saved artifacts.");
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: numeric("total-blocking-time"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
  };
}

/**
 * Prints, for one gathered load (`dir`, from Lighthouse's `gatherMode`), its simulated score, then
 * the score with each of the sources that block the most taken down to 1 % (lantern-what-if.ts),
 * audited from the same artifacts.
 */
export async function explainGathered(name: string, url: string, dir: string): Promise<void> {
  const events = (
    JSON.parse(fs.readFileSync(path.join(dir, TRACE_FILE), "utf8")) as {
      traceEvents: TraceEvent[];
    }
  ).traceEvents;
  const base = await audit(dir, url);
  const sources = [...timeBySource(mainThreadTasks(events))]
    .filter(([, time]) => time.overLong > 0)
    .sort((a, b) => b[1].overLong - a[1].overLong)
    .slice(0, SOURCES_TRIED);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-lantern-"));
  const row = (label: string, total: string, overLong: string, figures: Simulated) => [
    label,
    total,
    overLong,
    String(figures.performance),
    `${figures.tbt.toFixed(0)} ms`,
    `${(figures.fcp / 1000).toFixed(2)} s`,
    `${(figures.lcp / 1000).toFixed(2)} s`,
  ];
  const rows = [row("as recorded", "", "", base)];
  try {
    for (const [source, time] of sources) {
      fs.rmSync(scratch, { recursive: true, force: true });
      fs.cpSync(dir, scratch, { recursive: true });
      fs.writeFileSync(
        path.join(scratch, TRACE_FILE),
        JSON.stringify({ traceEvents: withoutSource(events, source) }),
      );
      rows.push(
        row(
          `without ${source}`,
          `${time.total.toFixed(0)} ms`,
          `${time.overLong.toFixed(0)} ms`,
          await audit(scratch, url),
        ),
      );
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`\n  ${name}: what its main-thread work costs, by source (one recorded load, re-audited)`);
  printRows(["tasks", "their time", OVER_LONG, "performance", "TBT", "FCP", "LCP"], rows);
}
