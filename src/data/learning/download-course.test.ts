import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http } from "../api/http";
import type * as Timeouts from "../api/timeouts";
import { TIMEOUT_MS } from "../api/timeouts";
import { AppError } from "../app-error";
import { db } from "../db/db";
import { ContentServer } from "../test-support/content-server";
import { downloadCourse, type DownloadProgress } from "./download-course";

// A stalled recording, or a service worker that never takes control, must end the download well
// inside a test's time, not after the real 15 s or 60 s.
vi.mock("../api/timeouts", async (importOriginal) => {
  const real = await importOriginal<typeof Timeouts>();
  return { TIMEOUT_MS: { ...real.TIMEOUT_MS, media: 100, workerControl: 200 } };
});

let server: ContentServer;
/** What the network does to a word's recording: answer it, answer 404, or never answer (a stall). */
let voice: "answer" | "missing" | "stall";
const voiceAsked: string[] = [];
const defaultAdapter = http.defaults.adapter;

/** The content server's fetch, with the recordings (GET /api/words/voice) answered as `voice` says. */
async function network(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), "http://app");
  if (url.pathname !== "/api/words/voice") return server.fetch(input, init);
  voiceAsked.push(url.search);
  if (voice === "answer") return new Response(new Uint8Array([82, 73, 70, 70]), { status: 200 });
  if (voice === "missing") return new Response(null, { status: 404 });
  // A tunnel: connected, and nothing ever comes back, unless the caller gives up.
  return new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  voiceAsked.length = 0;
  server = new ContentServer();
  server.addCourse("c1", [
    { id: "c1-l1", bought: true },
    { id: "c1-l2", bought: true },
  ]);
  http.defaults.adapter = server.adapter;
  vi.stubGlobal("fetch", network);
});

afterEach(() => {
  http.defaults.adapter = defaultAdapter;
  vi.unstubAllGlobals();
});

describe("downloading a course for offline use", () => {
  it("stores every open lesson and asks for each word's recordings, with n-of-m progress", async () => {
    voice = "answer";
    const progress: DownloadProgress[] = [];
    await downloadCourse("c1", (p) => progress.push(p));
    expect(await db.lessons.count()).toBe(2);
    const words = await db.words.where("course_id").equals("c1").count();
    expect(voiceAsked).toHaveLength(words * 2);
    expect(progress.at(-1)).toEqual({ done: 2 + words * 2, total: 2 + words * 2 });
  });

  it("counts a word with no recording on the server as done, not as a failed download", async () => {
    voice = "missing";
    await expect(downloadCourse("c1", () => undefined)).resolves.toBeUndefined();
  });

  it("ends as offline when a recording stalls, and keeps the lessons it stored", async () => {
    voice = "stall";
    const failure = await downloadCourse("c1", () => undefined).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe("offline");
    expect(await db.lessons.count()).toBe(2);
  });

  describe("in a build with a service worker (the worker caches the media)", () => {
    /** The page's worker container: no controller until `takeControl`. */
    class Container extends EventTarget {
      controller: object | null = null;
      takeControl() {
        this.controller = {};
        this.dispatchEvent(new Event("controllerchange"));
      }
    }
    let container: Container;

    beforeEach(() => {
      vi.stubEnv("DEV", false);
      container = new Container();
      Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: container });
    });

    afterEach(() => {
      vi.unstubAllEnvs();
      Reflect.deleteProperty(navigator, "serviceWorker");
    });

    it("asks for no image or recording until the worker controls the page, then asks for them all", async () => {
      voice = "answer";
      // The worker takes control when this test says so, not against the 200 ms of the test below: on
      // a busy machine the lessons' pulls alone took longer than that, and the download gave up first.
      const timeouts = TIMEOUT_MS as { workerControl: number };
      const short = timeouts.workerControl;
      timeouts.workerControl = 60_000;
      try {
        const download = downloadCourse("c1", () => undefined);
        await vi.waitFor(async () => expect(await db.lessons.count()).toBe(2));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(voiceAsked).toEqual([]);
        container.takeControl();
        await download;
        expect(voiceAsked.length).toBeGreaterThan(0);
      } finally {
        timeouts.workerControl = short;
      }
    });

    it("ends unavailable, with the lessons kept and no media asked, when no worker takes control in time", async () => {
      voice = "answer";
      const failure = await downloadCourse("c1", () => undefined).then(
        () => null,
        (error: unknown) => error,
      );
      expect((failure as AppError).code).toBe("unavailable");
      expect(await db.lessons.count()).toBe(2);
      expect(voiceAsked).toEqual([]);
    });
  });
});
