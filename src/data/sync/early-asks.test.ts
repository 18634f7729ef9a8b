import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { askingScreens } from "../../../scripts/first-asks";
import { preloadScript } from "../../../scripts/signed-in-preload";
import { ANSWERS_HELD_KEY, EARLY_ASKS_GLOBAL } from "../api/early-ask-keys";
import { http } from "../api/http";
import { db } from "../db/db";
import { clearLocalUserData } from "../session/local-data";
import { ContentServer } from "../test-support/content-server";
import { createUserSync, type UserSync } from "./user-sync";

/**
 * Decision 043 end to end on fake-indexeddb: the page's first script (as the build writes it) asks
 * a lesson screen's answers on a new device, and the first sync takes them instead of asking again;
 * a device that holds answers asks nothing early, and one whose early asks do not fit (a tag to
 * send) ends them and loses nothing.
 */
const EARLY = { global: EARLY_ASKS_GLOBAL, heldKey: ANSWERS_HELD_KEY, timeoutMs: 15_000 };
const script = preloadScript("/v1/", "token", [], askingScreens("/v1/", ""), EARLY);

let server: ContentServer;
let sync: UserSync;
/** Every GET the page made, the script's and the app's, by its full URL, with the tag it sent. */
let sent: { url: string; ifNoneMatch: string | null; signal: AbortSignal | null }[];

function fetchThroughServer(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  sent.push({
    url: String(input),
    ifNoneMatch: new Headers(init.headers).get("If-None-Match"),
    signal: init.signal ?? null,
  });
  return server.fetch(input, init);
}

/** Runs the preload script as the page would, on `pathname`. */
function openPage(pathname: string): void {
  const document = {
    createElement: () => ({}),
    head: { append: () => undefined },
    getElementById: () => null,
  };
  new Function("document", "location", "window", script)(document, { pathname }, globalThis);
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  localStorage.clear();
  localStorage.setItem("token", "t1");
  sync = createUserSync("u1");
  server = new ContentServer();
  server.addCourse("c1", [{ id: "c1-l1", bought: true }]);
  server.addCourse("c2", [
    { id: "c2-l1", bought: true },
    { id: "c2-l2", bought: true },
  ]);
  sent = [];
  http.defaults.adapter = server.adapter;
  vi.stubGlobal("fetch", fetchThroughServer);
});

afterEach(async () => {
  await sync.engine.syncNow();
  Reflect.deleteProperty(globalThis, EARLY_ASKS_GLOBAL);
  localStorage.clear();
  vi.unstubAllGlobals();
});

const urls = () => sent.map((s) => s.url);
const count = (url: string) => urls().filter((u) => u === url).length;
const LESSON_ASKS = [
  "/api/courses/courses/c2?order_by=order&order=asc",
  "/api/teacher/courses/lessons/c2-l2?course_id=c2",
  "/api/courses/courses?order_by=order&order=asc",
];

describe("a new device's first asks", () => {
  it("are sent by the page's script and taken by the first sync: each asked once", async () => {
    openPage("/v1/lesson/c2/c2-l2");
    expect(urls()).toEqual(LESSON_ASKS);
    await sync.engine.setFocus({ courseId: "c2", lessonId: "c2-l2" });
    await sync.engine.syncNow();
    for (const url of LESSON_ASKS) expect(count(url), url).toBe(1);
    expect(await db.words.where("lesson_id").equals("c2-l2").count()).toBe(4);
    expect(await db.words.count()).toBe(3 * 4);
    expect(sync.state.get().lastErrorCode).toBeNull();
    expect((globalThis as Record<string, unknown>)[EARLY_ASKS_GLOBAL]).toBeUndefined();
  });

  it("on home are the course list, the settings and the posts, each asked once", async () => {
    openPage("/v1/");
    const home = ["/api/courses/courses?order_by=order&order=asc", "/api/app/settings", "/api/blog/posts"];
    expect(urls()).toEqual(home);
    await sync.engine.syncNow();
    for (const url of home) expect(count(url), url).toBe(1);
    expect(await db.settings.count()).toBe(1);
    expect(await db.courses.count()).toBe(2);
    expect(sync.state.get().lastErrorCode).toBeNull();
  });

  it("are taken even when the screen set no focus before the sync started", async () => {
    openPage("/v1/lesson/c2/c2-l2");
    await sync.engine.syncNow();
    for (const url of LESSON_ASKS) expect(count(url), url).toBe(1);
    expect(await db.words.count()).toBe(3 * 4);
  });

  it("are not sent once the device holds answers, and come back after the learner's data is cleared", async () => {
    openPage("/v1/lesson/c2/c2-l2");
    await sync.engine.syncNow();
    sent = [];
    openPage("/v1/lesson/c2/c2-l2");
    expect(sent).toEqual([]);
    await sync.engine.syncNow();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((s) => s.ifNoneMatch !== null)).toBe(true);

    await clearLocalUserData();
    sent = [];
    openPage("/v1/lesson/c2/c2-l2");
    expect(urls()).toEqual(LESSON_ASKS);
  });

  it("are ended, not taken, when the sync sends a tag: the device keeps what it holds", async () => {
    await sync.engine.syncNow();
    localStorage.removeItem(ANSWERS_HELD_KEY);
    sent = [];
    openPage("/v1/lesson/c2/c2-l2");
    const early = sent.slice();
    await sync.engine.syncNow();
    for (const ask of early) expect(ask.signal?.aborted, ask.url).toBe(true);
    // The course and the list are asked again with their tags; the lesson not at all (its course's
    // tag covers it, decision 025), so its early ask is ended with the run.
    const tagged = sent.filter((s) => s.ifNoneMatch !== null).map((s) => s.url);
    expect(tagged).toContain(LESSON_ASKS[0]);
    expect(tagged).toContain(LESSON_ASKS[2]);
    expect(await db.words.count()).toBe(3 * 4);
  });
});
