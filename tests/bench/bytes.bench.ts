import type { Browser } from "playwright-core";
import { signUpViaApi } from "../e2e/support/api";
import { type Benchmark, phoneContextOptions } from "./support/context";
import { firstVisit } from "./support/first-visit";
import { floor } from "./support/floor";
import { type Received, recordResponses, type Totals, total } from "./support/received";
import { printRows } from "./support/stats";

/**
 * Bytes a cold first load moves before a route's content is painted, as the real server sends them
 * to Chromium with each Accept-Encoding, beside the floor the issue names (react + react-dom +
 * react-router built by the same Vite); then the whole of a first visit (page and service-worker
 * precache) without and with compression. Figures only.
 */

const ENCODINGS = [
  { label: "raw", accept: "identity" },
  { label: "gzip", accept: "gzip" },
  { label: "brotli", accept: "br" },
] as const;
type EncodingLabel = (typeof ENCODINGS)[number]["label"];

interface Route {
  name: string;
  path: string;
  signedIn: boolean;
  /** The route's content is painted once an element matching `selector` (containing `text`) is in the DOM. */
  painted: { selector: string; text?: string };
}

const ROUTES: readonly Route[] = [
  {
    name: "login (guest)",
    path: "/auth/login",
    signedIn: false,
    painted: { selector: 'input[name="password"]' },
  },
  {
    name: "home (signed in)",
    path: "/",
    signedIn: true,
    painted: { selector: "a", text: "A1" },
  },
  {
    name: "lesson a1-1 (signed in)",
    path: "/lesson/a1/a1-1",
    signedIn: true,
    painted: { selector: "h1,h2,h3", text: "سلام و آشنایی" },
  },
  {
    name: "study a1-1-1-01 (signed in)",
    path: "/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01",
    signedIn: true,
    // The word card's German heading (the seed's first word of A1).
    painted: { selector: 'h2[lang="de"]', text: "Hallo" },
  },
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** What one load moved before its paint: the totals, and the JS responses counted. */
interface Load {
  totals: Totals;
  js: Received[];
}

/**
 * Loads per route and encoding; the figure is the load with the median JS bytes. Which responses
 * end before the paint differs from load to load (a chunk or a font just before or after it): three
 * loads of one build gave home 478.6-491.9 kB raw and 137.6-143.4 kB brotli.
 */
const LOADS = Number(process.env.VAJEH_BYTES_LOADS ?? 3);

/** The load whose JS bytes are the median of `loads` (the lower middle one for an even count). */
function medianLoad(loads: readonly Load[]): Load {
  const sorted = [...loads].sort((a, b) => a.totals.js - b.totals.js);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("no loads");
  return middle;
}

/** One cold load of a route (new context, empty cache, no service worker) with one Accept-Encoding. */
async function bytesBeforePaint(
  browser: Browser,
  baseUrl: string,
  route: Route,
  accept: string,
  token: string,
): Promise<Load> {
  const context = await browser.newContext({
    ...phoneContextOptions(),
    serviceWorkers: "block",
    extraHTTPHeaders: { "Accept-Encoding": accept },
  });
  try {
    if (route.signedIn) {
      await context.addInitScript((value) => localStorage.setItem("token", value), token);
    }
    // Each frame (before it is painted), until the content is there. A plain string: tsx would add
    // helpers to a function's source that the page does not have, and the page's CSP forbids eval.
    await context.addInitScript({
      content: `(() => {
        const spec = ${JSON.stringify(route.painted)};
        const check = () => [...document.querySelectorAll(spec.selector)]
          .some((el) => spec.text === undefined || (el.textContent || "").includes(spec.text));
        const frame = (time) => {
          if (window.__paintedAt === undefined && document.body && check()) window.__paintedAt = time;
          else if (window.__paintedAt === undefined) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      })();`,
    });
    const { done, rows } = recordResponses(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/v1${route.path}`);
    await page.waitForFunction(
      () => (window as unknown as { __paintedAt?: number }).__paintedAt !== undefined,
      {
        timeout: 30_000,
      },
    );
    // Which resources had arrived when the content was painted (Resource Timing, same clock).
    const before = await page.evaluate(() => {
      const paintedAt = (window as unknown as { __paintedAt: number }).__paintedAt;
      const names = performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= paintedAt)
        .map((entry) => entry.name);
      return [location.href, ...names];
    });
    await Promise.all(done);
    const wanted = new Set(before);
    // One row per URL: the first response for it (a URL fetched twice is counted once).
    const seen = new Set<string>();
    const counted = rows.filter((row) => {
      if (!wanted.has(row.url) || seen.has(row.url)) return false;
      seen.add(row.url);
      return true;
    });
    return { totals: total(counted), js: counted.filter((r) => r.js) };
  } finally {
    await context.close();
  }
}

export const bytesBench: Benchmark = {
  name: "bytes",
  summary: "bytes before first paint per route (raw / gzip / brotli as served) and a first visit's total",
  async run(ctx) {
    const server = await ctx.server();
    const learner = await signUpViaApi(server.url, server.dataDir);
    const base = await floor();

    console.log(
      `\nBefore first paint: ${LOADS} cold loads per route and encoding (new context, empty HTTP cache, service\n` +
        "worker blocked), Accept-Encoding forced to identity / gzip / br. Counted: every response whose\n" +
        "Resource Timing responseEnd is before the frame that first shows the route's content (login form,\n" +
        "home's A1 link, the lesson's heading), the document included; sizes as Chromium received them\n" +
        "(Playwright request.sizes(): CDP encodedDataLength split into headers and body).",
    );
    const header = ["route", "what", ...ENCODINGS.map((e) => e.label), "gzip/floor", "br/floor", "served as"];
    const rows: string[][] = [];
    for (const route of ROUTES) {
      const byEncoding = new Map<EncodingLabel, Totals>();
      const spread: string[] = [];
      for (const encoding of ENCODINGS) {
        const loads: Load[] = [];
        for (let i = 0; i < LOADS; i++) {
          loads.push(await bytesBeforePaint(ctx.browser, server.url, route, encoding.accept, learner.token));
        }
        const median = medianLoad(loads);
        byEncoding.set(encoding.label, median.totals);
        const js = loads.map((load) => load.totals.js);
        spread.push(`${encoding.label} ${kB(Math.min(...js))}–${kB(Math.max(...js))}`);
        // VAJEH_BYTES_LIST=1: each JS response of the median load, to see what the route pulls in.
        if (process.env.VAJEH_BYTES_LIST) {
          for (const row of median.js) {
            console.log(
              `    ${route.name} ${encoding.accept}: ${kB(row.body)} ${row.url.replace(/^.*\/v1\//, "")}`,
            );
          }
        }
      }
      const get = (label: EncodingLabel) => {
        const totals = byEncoding.get(label);
        if (!totals) throw new Error(`no ${label} figures`);
        return totals;
      };
      const served = ENCODINGS.map((e) => `${e.label}: ${[...get(e.label).encodings].sort().join("+")}`).join(
        "; ",
      );
      rows.push([
        route.name,
        `JS bodies`,
        ...ENCODINGS.map((e) => kB(get(e.label).js)),
        `${(get("gzip").js / base.gzip).toFixed(2)}×`,
        `${(get("brotli").js / base.brotli).toFixed(2)}×`,
        served,
      ]);
      rows.push([
        "",
        `all bodies (${get("brotli").requests} responses)`,
        ...ENCODINGS.map((e) => kB(get(e.label).body)),
        "",
        "",
        "",
      ]);
      rows.push(["", "+ headers", ...ENCODINGS.map((e) => kB(get(e.label).wire)), "", "", ""]);
      rows.push(["", `JS, range of ${LOADS} loads`, "", "", "", "", "", spread.join("; ")]);
    }
    rows.push([
      "floor",
      "react+react-dom+react-router JS",
      kB(base.raw),
      kB(base.gzip),
      kB(base.brotli),
      "1.00×",
      "1.00×",
      "built here, sizes by zlib (gzip 9, brotli 11)",
    ]);
    printRows(header, rows);
    console.log(
      "  JS bodies / the floor's: the issue's goal is ≤ 1.25× on login, ≤ 1.6× on home and study (gzip).\n" +
        `  Each figure is the load with the median JS bytes of ${LOADS} (VAJEH_BYTES_LOADS); which responses end\n` +
        "  before the paint varies from load to load (a chunk or a font just before or after it).",
    );

    console.log(
      "\nFirst visit: /v1/auth/login in a new context with the service worker allowed, until it is\n" +
        "installed (precache done) and the network is idle: every response of the page and the worker.",
    );
    const visit = await firstVisit(ctx.browser, server.url);
    printRows(
      ["first visit", "responses", "bodies", "+ headers", "of which text", "of which fonts", "served as"],
      [
        [
          "uncompressed (decoded bodies)",
          String(visit.requests),
          kB(visit.decoded),
          kB(visit.decoded + visit.wire - visit.body),
          kB(visit.textDecoded),
          kB(visit.fonts),
          "identity",
        ],
        [
          "as served (Chromium's Accept-Encoding)",
          String(visit.requests),
          kB(visit.body),
          kB(visit.wire),
          kB(visit.text),
          kB(visit.fonts),
          [...visit.encodings].sort().join("+"),
        ],
      ],
    );
    console.log(
      `  The uncompressed row is the same responses' decoded sizes${visit.undecoded > 0 ? ` (${visit.undecoded} not available, counted as sent)` : ""}.\n` +
        "  Text = JS, CSS, HTML, JSON, SVG, the manifest and sw.js (its precache manifest inside); fonts are WOFF2\n" +
        "  and images PNG, compressed by their formats and sent as they are.",
    );
  },
};
