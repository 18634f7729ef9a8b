import type { QueryTiming } from "./fixtures/page-api";
import { bundleFixture } from "./support/bundle";
import { type Benchmark, blankPageOnAppOrigin } from "./support/context";
import { generateSavedWords } from "./support/generate";
import { formatMs, formatRatio, printTable, summarize } from "./support/stats";

const SAVED_WORDS = 10_000;
const QUERIES = 100;
const WARM_UP = 5;

/** Words a learner types, letter by letter: German with umlauts and spelled out, Persian with ZWNJ and Arabic letters. */
const TYPED = [
  "Mädchen",
  "mae",
  "Straße",
  "Strasse",
  "Bücher",
  "buech",
  "Küche",
  "kueche",
  "Madchen",
  "Haltestelle",
  "Schlüssel",
  "schluess",
  "دختر",
  "کتاب",
  "كتاب",
  "کتابخانه",
  "خیابان",
  "آشپزخانه",
  "می‌آید",
  "Frühstück",
  "größe",
  "groesse",
  "تمرین",
  "Flughafen",
];

/** The first `count` queries typed, each word from its first two letters to its end (cycling if needed). */
export function typedQueries(count = QUERIES): string[] {
  const all: string[] = [];
  for (const word of TYPED) {
    const letters = [...word];
    for (let n = Math.min(2, letters.length); n <= letters.length; n++)
      all.push(letters.slice(0, n).join(""));
  }
  return Array.from({ length: count }, (_, i) => all[i % all.length] ?? "");
}

/**
 * search-10k: the app's searchBookmarks("learning", query) over 10,000 saved words in Dexie, in
 * Chromium, next to a plain in-memory filter of the same rows with the same matchesSearch.
 */
export const searchBench: Benchmark = {
  name: "search-10k",
  summary: "searchBookmarks over 10,000 saved words in Dexie vs an in-memory filter of the same rows",
  async run(ctx) {
    const server = await ctx.server();
    const words = generateSavedWords(SAVED_WORDS);
    const queries = typedQueries();
    const bundle = await bundleFixture("search-page.ts");
    const context = await ctx.browser.newContext();
    try {
      const page = await blankPageOnAppOrigin(context, server.url, bundle);
      const seeded = await page.evaluate((input) => {
        const api = window.vajehSearchBench;
        if (!api) throw new Error("the search bundle did not load");
        return api.seed(input);
      }, words);
      if (seeded.rows !== SAVED_WORDS)
        throw new Error(`Seeded ${seeded.rows} saved words, not ${SAVED_WORDS}.`);

      const ask = (query: string) =>
        page.evaluate((q) => {
          const api = window.vajehSearchBench;
          if (!api) throw new Error("the search bundle did not load");
          return api.query(q);
        }, query);
      for (const query of ["ab", "کت", "xy", "Zug", "ما"].slice(0, WARM_UP)) await ask(query);

      const timings: Array<QueryTiming & { query: string }> = [];
      for (const query of queries) {
        const timing = await ask(query);
        const counts = [
          timing.dexieHits,
          timing.memoryHits,
          timing.getAllHits,
          timing.onceHits,
          timing.keystrokeHits,
        ];
        if (counts.some((n) => n !== timing.dexieHits)) {
          throw new Error(`"${query}": the four searches found ${counts.join(" / ")} rows.`);
        }
        timings.push({ ...timing, query });
      }

      const dexie = summarize(timings.map((t) => t.dexieMs));
      const keystroke = summarize(timings.map((t) => t.keystrokeMs));
      const memory = summarize(timings.map((t) => t.memoryMs));
      const slowest = [...timings].sort((a, b) => b.dexieMs - a.dexieMs)[0];
      const hits = summarize(timings.map((t) => t.dexieHits));
      printTable(
        `search-10k: ${QUERIES} typed queries over ${SAVED_WORDS.toLocaleString("en")} saved words (status "learning"), Chromium`,
        [
          {
            label: "list screen's filter per keystroke (filterBookmarks over rows read once; no render)",
            samples: timings.map((t) => t.keystrokeMs),
          },
          { label: "app searchBookmarks (Dexie read + filter)", samples: timings.map((t) => t.dexieMs) },
          { label: "in-memory .filter + matchesSearch + sort", samples: timings.map((t) => t.memoryMs) },
          {
            label: "Dexie getAll of the status index + same JS filter",
            samples: timings.map((t) => t.getAllMs),
          },
          { label: "in-memory, query normalised once + includes", samples: timings.map((t) => t.onceMs) },
        ],
        [
          `ratio filterBookmarks per keystroke / plain in-memory filter: median ${formatRatio(keystroke.median, memory.median)}, worst ${formatRatio(keystroke.worst, memory.worst)}`,
          `ratio searchBookmarks / in-memory filter: median ${formatRatio(dexie.median, memory.median)}, worst ${formatRatio(dexie.worst, memory.worst)}`,
          `hits per query: median ${hits.median}, most ${hits.worst}, fewest ${hits.best}; slowest query "${slowest?.query ?? ""}" (${formatMs(slowest?.dexieMs ?? 0)}, ${slowest?.dexieHits ?? 0} hits)`,
          `queries: prefixes of ${TYPED.length} words from 2 letters on, e.g. "${queries.slice(0, 3).join('", "')}", "mae", "Stra", "دخ", "کتاب", "كتاب" (Arabic kaf)`,
          `seeding (not timed above): buildSearchKey ×${SAVED_WORDS} ${formatMs(seeded.keysMs)}, bulkAdd ${formatMs(seeded.writeMs)}; ${WARM_UP} warm-up queries first`,
          "All five return the same rows, newest first; the in-memory rows are the same objects that were seeded.",
          "Rows 4 and 5 are not app code: they show where the time goes (the cursor, and matchesSearch",
          "normalising the already-normalised query again for every row).",
        ],
      );
    } finally {
      await context.close();
    }
  },
};
