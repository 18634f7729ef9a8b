import type { Page } from "playwright-core";
import { signUpViaApi } from "../../e2e/support/api";
import { type BenchContext, phoneContextOptions } from "./context";
import { STATIC_BASELINE_PATH, withStaticBaseline } from "./static-baseline";
import { formatRatio, summarize, type TableRow } from "./stats";

/**
 * What a new device's page-load benchmarks open (slow-link, slow-phone): a static page as the
 * baseline, a lesson's and a word's deep links and home, each with what the learner waits for.
 */
export interface Target {
  label: string;
  path: string;
  signedIn: boolean;
  /** What the learner waits for, in order: each is timed from the navigation's start. */
  marks: Array<{ label: string; selector: string }>;
}

export const NEW_DEVICE_TARGETS: readonly Target[] = [
  {
    label: "static page (baseline)",
    path: STATIC_BASELINE_PATH,
    signedIn: false,
    marks: [{ label: "heading", selector: "h1" }],
  },
  {
    label: "lesson a1-1, deep link",
    path: "/v1/lesson/a1/a1-1",
    signedIn: true,
    marks: [
      { label: "title", selector: "main h1" },
      { label: "first section row", selector: 'main a[href*="/vocabulary/"]' },
    ],
  },
  {
    label: "word a1-1-1-01, deep link",
    path: "/v1/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01",
    signedIn: true,
    // The word card's German heading (the seed's first word of A1).
    marks: [{ label: "card", selector: 'main h2[lang="de"]' }],
  },
  {
    label: "home",
    path: "/v1/",
    signedIn: true,
    marks: [{ label: "A1 course link", selector: 'main a[href*="/course/a1"]' }],
  },
];

/** Samples by "<target>: <mark>", in ms. */
export type NewDeviceSamples = Map<string, number[]>;

/**
 * Opens every target `runs` times, the targets' order turning each run (so none always goes first on
 * a machine that warms up), each in a new phone context with the service worker blocked (a new
 * device: no worker, no local data, empty HTTP cache) and, for a signed-in target, the learner's
 * token stored from an API answer of the origin (so no app code runs, or caches, first). `open`
 * navigates the page to the URL and gives each of the target's marks its time in ms.
 */
export async function measureNewDevice(
  ctx: BenchContext,
  runs: number,
  open: (page: Page, url: string, target: Target) => Promise<number[]>,
): Promise<NewDeviceSamples> {
  const server = await ctx.server();
  const learner = await signUpViaApi(server.url, server.dataDir);
  const samples: NewDeviceSamples = new Map();
  await withStaticBaseline(async () => {
    for (let run = 0; run < runs; run++) {
      const order = NEW_DEVICE_TARGETS.map(
        (_, i) => NEW_DEVICE_TARGETS[(i + run) % NEW_DEVICE_TARGETS.length],
      );
      for (const target of order) {
        if (!target) continue;
        const context = await ctx.browser.newContext({ ...phoneContextOptions(), serviceWorkers: "block" });
        try {
          const page = await context.newPage();
          if (target.signedIn) {
            await page.goto(`${server.url}/api/health`);
            await page.evaluate((token) => localStorage.setItem("token", token), learner.token);
          }
          const times = await open(page, `${server.url}${target.path}`, target);
          target.marks.forEach((mark, i) => {
            const key = `${target.label}: ${mark.label}`;
            samples.set(key, [...(samples.get(key) ?? []), times[i] ?? Number.NaN]);
          });
        } finally {
          await context.close();
        }
      }
    }
  });
  return samples;
}

/** The samples as table rows, each labelled with its median's ratio to the static page's. */
export function ratioRows(samples: NewDeviceSamples): TableRow[] {
  const baseline = summarize(samples.get("static page (baseline): heading") ?? []).median;
  return [...samples].map(([label, values]) => ({
    label: `${label} (${formatRatio(summarize(values).median, baseline)} the static page)`,
    samples: values,
  }));
}
