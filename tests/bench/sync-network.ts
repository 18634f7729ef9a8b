import { createHash } from "node:crypto";
import type { Browser, Request } from "playwright-core";
import { courseTag } from "../../server/src/services/course-tag";
import { bundleFixture } from "./support/bundle";
import { blankPageOnAppOrigin } from "./support/context";
import { generateCourse } from "./support/generate";
import { formatMs, formatRatio, printTable, summarize } from "./support/stats";

/** Each answer is held this long by the route: a mobile round trip (no bandwidth limit). */
const RTT_MS = 150;
const SHAPES = [
  { label: "1k", runs: 3, shape: { lessons: 4, sections: 5, words: 50 } },
  { label: "5k", runs: 3, shape: { lessons: 10, sections: 10, words: 50 } },
  { label: "20k", runs: 2, shape: { lessons: 40, sections: 10, words: 50 } },
] as const;

const headerBytes = (lines: ReadonlyArray<{ name: string; value: string }>) =>
  lines.reduce((n, h) => n + Buffer.byteLength(`${h.name}: ${h.value}\r\n`), 0);

/** The answers sync asks for, by path, as JSON texts (what the server's routes send, uncompressed). */
function answersFor(shape: { lessons: number; sections: number; words: number }) {
  const generated = generateCourse(shape);
  const { course, lessons } = generated;
  const answers = new Map<string, string>();
  const put = (path: string, data: unknown) => answers.set(path, JSON.stringify({ data }));
  put("/api/app/settings", {
    configs: {
      LINK_IMAGE_USER_MAIN_PAGE_HEADER: null,
      LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: null,
      LINK_IMAGE_USER_BEFORE_START_EXAM: null,
    },
    gateways: {},
  });
  put("/api/blog/posts", [{ id: "p1", title: "نوشته", image_link: null, summary: "خلاصه" }]);
  put("/api/courses/courses", [{ id: course.id, name: course.name, image_link: course.image_link }]);
  put(`/api/courses/courses/${course.id}`, course);
  for (const lesson of lessons) put(`/api/teacher/courses/lessons/${lesson.id}`, lesson);
  put("/api/courses/words/bookmarks", []);
  return { answers, words: generated.words };
}

interface Counter {
  requests: number;
  notModified: number;
  bytes: number;
  /** The course's own answers: its summary and its lessons. */
  courseBytes: number;
  courseRequests: number;
  bookmarkBytes: number;
}
const zero = (): Counter => ({
  requests: 0,
  notModified: 0,
  bytes: 0,
  courseBytes: 0,
  courseRequests: 0,
  bookmarkBytes: 0,
});

/**
 * The app's whole sync (`syncNow`: queue, If-None-Match, zod parse, Dexie merges) in Chromium on
 * the app's origin, its API answered by a Playwright route with the JSON the server would send, an
 * ETag over it (a course's over its lessons too) and 304 for a matching If-None-Match (as
 * server/src/http/define-route.ts and services/course-tag.ts). Timed:
 * a first sync into an empty database, then a re-sync with nothing changed; bytes: request line and
 * headers plus status line, headers and body of every answer, as the route sees them (uncompressed).
 * Baseline in the same page and run: fetch(url).text() of the same URLs, 3 at a time, nothing parsed
 * or stored, through the same route with the same delay.
 */
export async function syncOverNetwork(browser: Browser, origin: string): Promise<void> {
  const bundle = await bundleFixture("sync-network-page.ts");
  for (const { label, runs, shape } of SHAPES) {
    const { answers, words } = answersFor(shape);
    const lessonTexts = [...answers]
      .filter(([path]) => path.startsWith("/api/teacher/courses/lessons/"))
      .map(([, text]) => text)
      .join("\n");
    const context = await browser.newContext();
    let counter = zero();
    const count = (path: string, bytes: number) => {
      counter.bytes += bytes;
      if (/^\/api\/(courses\/courses\/|teacher\/courses\/lessons\/)/.test(path)) {
        counter.courseBytes += bytes;
        counter.courseRequests++;
      }
      if (path === "/api/courses/words/bookmarks") counter.bookmarkBytes += bytes;
    };
    await context.route(
      (url) => url.pathname.startsWith("/api/"),
      async (route) => {
        const request: Request = route.request();
        const url = new URL(request.url());
        const text = answers.get(url.pathname);
        const sent =
          Buffer.byteLength(`${request.method()} ${url.pathname}${url.search} HTTP/1.1\r\n`) +
          headerBytes(await request.headersArray());
        await new Promise((resolve) => setTimeout(resolve, RTT_MS));
        counter.requests++;
        if (text === undefined) {
          count(url.pathname, sent);
          await route.fulfill({ status: 404, body: "" });
          return;
        }
        // A course's tag covers its lessons, as the server's does (decision 025): the bench's answers
        // never change, so the lessons' texts stand for the user's state the server hashes.
        const etag = url.pathname.startsWith("/api/courses/courses/")
          ? courseTag("", text, lessonTexts)
          : `"${createHash("sha256").update(text).digest("base64url")}"`;
        const headers = {
          etag,
          "cache-control": "private, no-cache",
          "content-type": "application/json; charset=utf-8",
        };
        const lines = Object.entries(headers).map(([name, value]) => ({ name, value }));
        if (request.headers()["if-none-match"] === etag) {
          counter.notModified++;
          count(url.pathname, sent + Buffer.byteLength("HTTP/1.1 304 Not Modified\r\n") + headerBytes(lines));
          await route.fulfill({ status: 304, headers });
          return;
        }
        count(
          url.pathname,
          sent + Buffer.byteLength("HTTP/1.1 200 OK\r\n") + headerBytes(lines) + Buffer.byteLength(text),
        );
        await route.fulfill({ status: 200, headers, body: text });
      },
    );
    try {
      const page = await blankPageOnAppOrigin(context, origin, bundle);
      const first: number[] = [];
      const again: number[] = [];
      const raw: number[] = [];
      let firstCount: Counter = counter;
      let againCount: Counter = counter;
      for (let run = 0; run < runs; run++) {
        await page.evaluate(() => window.vajehSyncNetBench?.reset());
        counter = zero();
        const a = await page.evaluate(() => window.vajehSyncNetBench?.sync());
        firstCount = { ...counter };
        counter = zero();
        const b = await page.evaluate(() => window.vajehSyncNetBench?.sync());
        againCount = { ...counter };
        counter = zero();
        const r = await page.evaluate((urls) => window.vajehSyncNetBench?.raw(urls, 3), [...answers.keys()]);
        if (!a || !b || !r || a.words !== words || b.words !== words) {
          throw new Error(`sync ${label}: the device holds ${a?.words} / ${b?.words} words, not ${words}.`);
        }
        first.push(a.ms);
        again.push(b.ms);
        raw.push(r.ms);
      }
      const f = summarize(first);
      const g = summarize(again);
      const rawMedian = summarize(raw).median;
      const rawBytes = [...answers.values()].reduce((n, t) => n + Buffer.byteLength(t), 0);
      printTable(
        `sync ${label}: syncNow of a ${words}-word course (${shape.lessons} lessons) + settings, posts, bookmarks; each answer held ${RTT_MS} ms; Chromium`,
        [
          { label: "app first sync (empty database)", samples: first },
          { label: "app re-sync, nothing changed", samples: again },
          { label: "baseline: fetch().text() of the same URLs, 3 at a time", samples: raw },
        ],
        [
          `ratio first sync / baseline: ${formatRatio(f.median, rawMedian)}; re-sync / baseline: ${formatRatio(g.median, rawMedian)} (medians)`,
          `first sync: ${firstCount.requests} requests, ${(firstCount.bytes / 1024).toFixed(1)} KB (JSON bodies alone: ${(rawBytes / 1024).toFixed(1)} KB)`,
          `re-sync: ${againCount.requests} requests, ${againCount.notModified} answered 304, ${(againCount.bytes / 1024).toFixed(2)} KB in all = ${((100 * againCount.bytes) / firstCount.bytes).toFixed(2)} % of the first sync's bytes`,
          `re-sync bytes for the course (its summary and its ${shape.lessons} lessons; goal <= 1 KB): ${againCount.courseBytes} B in ${againCount.courseRequests} request(s); for bookmarks: ${againCount.bookmarkBytes} B (first sync: course ${(firstCount.courseBytes / 1024).toFixed(1)} KB)`,
          `first sync per word: ${formatMs(f.median / words)}. The route sees no Authorization header (the bench has no`,
          "session); the app's requests carry a token of a few hundred bytes more each.",
        ],
      );
    } finally {
      await context.close();
    }
  }
}
