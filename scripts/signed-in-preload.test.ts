import { describe, expect, it, vi } from "vitest";
import { DEFERRED_ENTRY_ATTRIBUTE, SNAPSHOT_ELEMENT_ID } from "../src/contract/screen-snapshot";
import { answerUrl } from "../src/data/api/answer-paths";
import { lessonQuery, ORDERED } from "../src/data/sync/answer-queries";
import { firstAsks } from "./first-asks";
import { type EarlyAskOptions, preloadScript, routeRegex } from "./signed-in-preload";

interface Link {
  rel?: string;
  href?: string;
  crossOrigin?: string;
  type?: string;
  src?: string;
}

/** What the script did: the links it appended, the GETs it sent, what it left on the page's global. */
interface Ran {
  links: Link[];
  sent: { url: string; headers: Record<string, string>; signal: AbortSignal }[];
  global: Record<string, unknown>;
}

/** Runs the script with a stand-in for the page's storage, head, address, fetch and global object. */
function runScript(
  script: string,
  stored: () => string | null,
  pathname = "/v1/",
  more: Record<string, string> = {},
  frames: { snapshot: boolean; callbacks: (() => void)[]; heldEntry?: string } = {
    snapshot: false,
    callbacks: [],
  },
): Ran {
  const ran: Ran = { links: [], sent: [], global: {} };
  const document = {
    createElement: () => ({}),
    head: { append: (link: Link) => ran.links.push(link) },
    getElementById: (id: string) => (frames.snapshot && id === SNAPSHOT_ELEMENT_ID ? {} : null),
    querySelector: (selector: string) =>
      frames.heldEntry !== undefined && selector === `link[${DEFERRED_ENTRY_ATTRIBUTE}]`
        ? { href: frames.heldEntry }
        : null,
  };
  const requestAnimationFrame = (callback: () => void) => frames.callbacks.push(callback);
  const localStorage = { getItem: (key: string) => (key === "token" ? stored() : (more[key] ?? null)) };
  const fetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => {
    ran.sent.push({ url, headers: init.headers, signal: init.signal });
    return new Promise<never>(() => undefined);
  };
  new Function("localStorage", "document", "location", "fetch", "window", "requestAnimationFrame", script)(
    localStorage,
    document,
    { pathname },
    fetch,
    ran.global,
    requestAnimationFrame,
  );
  return ran;
}

const run = (script: string, stored: () => string | null, pathname = "/v1/") =>
  runScript(script, stored, pathname).links;

const hrefs = (links: Link[]) => links.map((link) => link.href);

describe("the signed-in preload script", () => {
  const script = preloadScript("/v1/", "token", ["assets/frame-a.js", "assets/db-b.js"]);

  it("preloads the frame's chunks as modules when a token is stored", () => {
    expect(run(script, () => "a.b.c")).toEqual([
      { rel: "modulepreload", href: "/v1/assets/frame-a.js", crossOrigin: "" },
      { rel: "modulepreload", href: "/v1/assets/db-b.js", crossOrigin: "" },
    ]);
  });

  it("under the worker's snapshot, preloads only once the first frame has begun, so the snapshot paints first", () => {
    vi.useFakeTimers();
    try {
      const frames = { snapshot: true, callbacks: [] as (() => void)[] };
      const ran = runScript(script, () => "a.b.c", "/v1/", {}, frames);
      vi.runAllTimers();
      expect(ran.links).toEqual([]);
      expect(frames.callbacks).toHaveLength(1);
      frames.callbacks[0]?.();
      expect(ran.links).toEqual([]);
      vi.runAllTimers();
      expect(hrefs(ran.links)).toEqual(["/v1/assets/frame-a.js", "/v1/assets/db-b.js"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts the entry the worker held back under a snapshot once the first frame has begun, before any preload, even without a token", () => {
    vi.useFakeTimers();
    try {
      const entry = "https://vajeh.test/v1/assets/index-E.js";
      for (const stored of [() => "a.b.c", () => null]) {
        const frames = { snapshot: true, callbacks: [] as (() => void)[], heldEntry: entry };
        const ran = runScript(script, stored, "/v1/", {}, frames);
        vi.runAllTimers();
        expect(ran.links).toEqual([]);
        for (const callback of frames.callbacks) callback();
        vi.runAllTimers();
        expect(ran.links[0]).toEqual({ type: "module", crossOrigin: "", src: entry });
        expect(ran.links).toHaveLength(stored() === null ? 1 : 3);
      }
      // Without a held entry (the shell's own script runs it), nothing is started.
      const plain = { snapshot: true, callbacks: [] as (() => void)[] };
      const ran = runScript(script, () => "a.b.c", "/v1/", {}, plain);
      for (const callback of plain.callbacks) callback();
      vi.runAllTimers();
      expect(ran.links.some((link) => link.type === "module")).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("preloads nothing for a guest, nor when storage cannot be read", () => {
    expect(run(script, () => null)).toEqual([]);
    expect(
      run(script, () => {
        throw new Error("SecurityError");
      }),
    ).toEqual([]);
  });
});

describe("a screen's chunks in the preload script", () => {
  const script = preloadScript(
    "/v1/",
    "token",
    ["assets/frame-a.js"],
    [
      { regex: routeRegex("/v1/", ""), files: ["assets/home-h.js"] },
      { regex: routeRegex("/v1/", "lesson/:courseId/:lessonId"), files: ["assets/lesson-l.js"] },
      {
        regex: routeRegex("/v1/", "vocabulary/:courseId/:lessonId/:sectionId/:wordId?"),
        files: ["assets/study-s.js", "assets/audio-u.js"],
      },
    ],
  );
  const signedIn = () => "a.b.c";

  it("adds the chunks of the screen the path opens, after the frame's", () => {
    expect(hrefs(run(script, signedIn, "/v1/"))).toEqual(["/v1/assets/frame-a.js", "/v1/assets/home-h.js"]);
    expect(hrefs(run(script, signedIn, "/v1"))).toEqual(["/v1/assets/frame-a.js", "/v1/assets/home-h.js"]);
    expect(hrefs(run(script, signedIn, "/v1/lesson/a1/a1-1/"))).toEqual([
      "/v1/assets/frame-a.js",
      "/v1/assets/lesson-l.js",
    ]);
    for (const path of ["/v1/vocabulary/a1/a1-1/a1-1-1", "/v1/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01"]) {
      expect(hrefs(run(script, signedIn, path))).toEqual([
        "/v1/assets/frame-a.js",
        "/v1/assets/study-s.js",
        "/v1/assets/audio-u.js",
      ]);
    }
  });

  it("adds none for a path no screen matches, nor for a guest", () => {
    for (const path of ["/v1/lesson/a1", "/v1/lesson/a1/a1-1/extra", "/v1/words", "/v2/", "/v1/vocabulary"]) {
      expect(hrefs(run(script, signedIn, path)), path).toEqual(["/v1/assets/frame-a.js"]);
    }
    expect(run(script, () => null, "/v1/lesson/a1/a1-1")).toEqual([]);
  });
});

describe("a route pattern as a path's regex", () => {
  it("matches a segment per parameter, an optional one or none, and escapes the rest", () => {
    const study = new RegExp(routeRegex("/v1/", "vocabulary/:courseId/:lessonId/:sectionId/:wordId?"));
    expect(study.test("/v1/vocabulary/a1/a1-1/a1-1-1")).toBe(true);
    expect(study.test("/v1/vocabulary/a1/a1-1/a1-1-1/w")).toBe(true);
    expect(study.test("/v1/vocabulary/a1/a1-1")).toBe(false);
    expect(study.test("/v1/vocabulary/a1/a1-1/a1-1-1/w/x")).toBe(false);
    expect(study.exec("/v1/vocabulary/a1/a1-1/a1-1-1")?.groups).toEqual({
      courseId: "a1",
      lessonId: "a1-1",
      sectionId: "a1-1-1",
      wordId: undefined,
    });
    expect(new RegExp(routeRegex("/v.1/", "a+b")).test("/vx1/a+b")).toBe(false);
    expect(new RegExp(routeRegex("/v.1/", "a+b")).test("/v.1/a+b")).toBe(true);
  });
});

describe("a new device's first asks in the preload script (decision 043)", () => {
  const early: EarlyAskOptions = { global: "early", heldKey: "held", timeoutMs: 15_000 };
  const screens = [
    "",
    "lesson/:courseId/:lessonId",
    "vocabulary/:courseId/:lessonId/:sectionId/:wordId?",
  ].map((pattern) => ({ regex: routeRegex("/v1/", pattern), files: [], asks: firstAsks("", pattern) }));
  const script = preloadScript("/v1/", "token", ["assets/frame-a.js"], screens, early);
  const signedIn = () => "a.b.c";
  const lesson = [
    "/api/courses/courses/a1?order_by=order&order=asc",
    "/api/teacher/courses/lessons/a1-1?course_id=a1",
    "/api/courses/courses?order_by=order&order=asc",
  ];

  it("sends the screen's asks with the token, as the app sends them, and leaves them by URL", () => {
    const ran = runScript(script, signedIn, "/v1/lesson/a1/a1-1");
    expect(ran.sent.map((ask) => ask.url)).toEqual(lesson);
    for (const ask of ran.sent) {
      expect(ask.headers).toEqual({ Accept: "application/json", Authorization: "Bearer a.b.c" });
    }
    const left = ran.global.early as Record<string, { token: string; abort: () => void }>;
    expect(Object.keys(left)).toEqual(lesson);
    expect(left[lesson[0] ?? ""]?.token).toBe("a.b.c");
    expect(runScript(script, signedIn, "/v1/vocabulary/a1/a1-1/a1-1-1/w").sent.map((a) => a.url)).toEqual(
      lesson,
    );
    expect(runScript(script, signedIn, "/v1/").sent.map((a) => a.url)).toEqual([
      "/api/courses/courses?order_by=order&order=asc",
      "/api/app/settings",
      "/api/blog/posts",
    ]);
  });

  it("spells a param as the app does (decoded from the address, then as answerUrl encodes it)", () => {
    const courseId = "bü x&y=1";
    const lessonId = "l/1 ü";
    const path = `/v1/lesson/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}`;
    expect(runScript(script, signedIn, path).sent.map((ask) => ask.url)).toEqual([
      answerUrl("", "course", { courseId }, ORDERED),
      answerUrl("", "teacherLesson", { lessonId }, lessonQuery(courseId)),
      answerUrl("", "courses", {}, ORDERED),
    ]);
  });

  it("ends each ask after the app's request timeout", () => {
    vi.useFakeTimers();
    try {
      const ran = runScript(script, signedIn, "/v1/lesson/a1/a1-1");
      vi.advanceTimersByTime(14_999);
      expect(ran.sent.some((ask) => ask.signal.aborted)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(ran.sent.every((ask) => ask.signal.aborted)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks nothing on a device that holds answers, for a guest, or on a path no screen matches", () => {
    const held = runScript(script, signedIn, "/v1/lesson/a1/a1-1", { held: "1" });
    expect(held.sent).toEqual([]);
    expect(held.links).toHaveLength(1);
    expect(runScript(script, () => null, "/v1/lesson/a1/a1-1").sent).toEqual([]);
    expect(runScript(script, signedIn, "/v1/words").sent).toEqual([]);
    expect(runScript(script, signedIn, "/v1/lesson/%E0%A4%A/a1-1").sent).toEqual([]);
  });

  it("asks nothing when the build gives no early options", () => {
    const plain = preloadScript("/v1/", "token", ["assets/frame-a.js"], screens);
    expect(runScript(plain, signedIn, "/v1/lesson/a1/a1-1").sent).toEqual([]);
  });

  it("preloads the device's database code unless it sends the screen's asks (decision 049)", () => {
    const withDevice = preloadScript("/v1/", "token", ["assets/frame-a.js"], screens, early, [
      "assets/device-d.js",
    ]);
    const device = "/v1/assets/device-d.js";
    // A new device's lesson: asked, painted from the answers; the database's code comes after.
    const asking = runScript(withDevice, signedIn, "/v1/lesson/a1/a1-1");
    expect(asking.sent).not.toEqual([]);
    expect(hrefs(asking.links)).toEqual(["/v1/assets/frame-a.js"]);
    // A device that holds answers paints from its database: the code comes beside the frame's.
    const held = runScript(withDevice, signedIn, "/v1/lesson/a1/a1-1", { held: "1" });
    expect(held.sent).toEqual([]);
    expect(hrefs(held.links)).toEqual(["/v1/assets/frame-a.js", device]);
    // A screen with no asks reads only the device.
    expect(hrefs(runScript(withDevice, signedIn, "/v1/words").links)).toEqual([
      "/v1/assets/frame-a.js",
      device,
    ]);
    // Without early options nothing is asked: the code always comes.
    const plain = preloadScript("/v1/", "token", ["assets/frame-a.js"], screens, undefined, [
      "assets/device-d.js",
    ]);
    expect(hrefs(runScript(plain, signedIn, "/v1/lesson/a1/a1-1").links)).toEqual([
      "/v1/assets/frame-a.js",
      device,
    ]);
    // A guest: nothing.
    expect(runScript(withDevice, () => null, "/v1/").links).toEqual([]);
  });
});
