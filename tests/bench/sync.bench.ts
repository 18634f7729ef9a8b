import type { SyncRunResult } from "./fixtures/page-api";
import { syncOverNetwork } from "./sync-network";
import { bundleFixture } from "./support/bundle";
import { type Benchmark, blankPageOnAppOrigin } from "./support/context";
import { generateCourse } from "./support/generate";
import { formatMs, formatRatio, printTable, summarize } from "./support/stats";

const RUNS = 5;

/**
 * sync: (1) the app's whole sync (syncNow) of 1k, 5k and 20k-word courses over the network, first
 * sync and a no-change re-sync, time and bytes, against fetching the same JSON raw (sync-network.ts);
 * (2) the app's own merge of a 5,000-word course (mergeCourse, then mergeLesson for each
 * lesson, as pullWholeCourse does) into a fresh Dexie database in Chromium, against one raw
 * bulkPut of the same word rows into another fresh database, in the same page and run; and the
 * longest either holds the page's thread, what a tap during a first sync waits for at most.
 */
export const syncBench: Benchmark = {
  name: "sync",
  summary:
    "syncNow of 1k/5k/20k-word courses (first and no-change re-sync, time and bytes) vs raw fetch of the same JSON; merge of 5k words vs a raw bulkPut",
  async run(ctx) {
    const server = await ctx.server();
    await syncOverNetwork(ctx.browser, server.url);
    const generated = generateCourse();
    const bundle = await bundleFixture("sync-page.ts");
    const context = await ctx.browser.newContext();
    try {
      const page = await blankPageOnAppOrigin(context, server.url, bundle);
      const words = await page.evaluate(
        (data) => {
          const api = window.vajehSyncBench;
          if (!api) throw new Error("the sync bundle did not load");
          return api.load(data);
        },
        { course: generated.course, lessons: generated.lessons },
      );
      if (words !== generated.words)
        throw new Error(`The page holds ${words} words, not ${generated.words}.`);

      const results: SyncRunResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await page.evaluate((name) => {
          const api = window.vajehSyncBench;
          if (!api) throw new Error("the sync bundle did not load");
          return api.runOnce(name);
        }, `vajeh-bench-sync-${Date.now()}-${run}`);
        if (result.mergedWords !== generated.words || result.bulkWords !== generated.words) {
          throw new Error(`Run ${run + 1} wrote ${result.mergedWords} / ${result.bulkWords} words.`);
        }
        results.push(result);
      }

      const merge = results.map((r) => r.mergeMs);
      const bulk = results.map((r) => r.bulkPutMs);
      const decodeAndMerge = results.map((r) => r.decodeMs + r.mergeMs);
      const mergeHolds = results.map((r) => r.mergeHoldMs);
      const bulkHolds = results.map((r) => r.bulkPutHoldMs);
      const m = summarize(merge);
      const held = summarize(mergeHolds);
      const heldRaw = summarize(bulkHolds);
      const b = summarize(bulk);
      const lessons = generated.lessons.length;
      const sections = generated.lessons.reduce((n, l) => n + l.sections.length, 0);
      printTable(
        `sync-5000, merge only (answers already in the page, no network): ${generated.words} words (${lessons} lessons × ${sections / lessons} sections × ${generated.words / sections} words) into Dexie, Chromium`,
        [
          { label: "merge: mergeCourse + mergeLesson ×10 (fresh db)", samples: merge },
          { label: "raw words.bulkPut of the same rows (fresh db)", samples: bulk },
          { label: "JSON.parse + zod parse of answers, then merge", samples: decodeAndMerge },
          { label: "merge again over the rows just written", samples: results.map((r) => r.resyncMs) },
          { label: "longest hold of the page's thread: merge", samples: mergeHolds },
          { label: "longest hold of the page's thread: raw bulkPut", samples: bulkHolds },
        ],
        [
          `ratio merge / raw bulkPut: median ${formatRatio(m.median, b.median)}, worst ${formatRatio(m.worst, b.worst)}`,
          `per word: merge ${formatMs(m.median / generated.words)}, bulkPut ${formatMs(b.median / generated.words)} (medians)`,
          `longest hold of the thread, merge / raw bulkPut: median ${formatRatio(held.median, heldRaw.median)}, worst ${formatRatio(held.worst, heldRaw.worst)}`,
          "Longest hold: a message posted to the page itself over and over during another merge (and another",
          "raw bulkPut) into a fresh database; the widest gap between two answers is the longest a tap's",
          "event would have waited. The merge writes each lesson in a transaction of its own (its words in",
          "one bulkPut); the raw bulkPut writes all the rows in one request, so its hold is their whole clone.",
          "Each run uses fresh database names; the page is a blank page on the app's origin with the app's",
          "own Dexie schema and merge code bundled in (no app UI, no requests). The merge also writes",
          "courses/lessons/sections/exams rows and recomputes progress; the raw bulkPut writes only words.",
        ],
      );
    } finally {
      await context.close();
    }
  },
};
