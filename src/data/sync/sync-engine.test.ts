import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http } from "../api/http";
import { db } from "../db/db";
import { ContentServer } from "../test-support/content-server";
import { etagKey } from "./etag-key";
import { refuseOutboxEntry } from "./outbox-settle";
import { SYNC_CONCURRENCY } from "./sync-engine";
import { awaitingSync } from "./sync-state";
import { createUserSync, type UserSync } from "./user-sync";

/**
 * The sync run (issue 13, "sync"): the viewed course first, a few pulls at a time, post bodies
 * only when opened, «syncing» until what would bring a screen's data has landed, and a re-sync
 * that finds nothing changed moving no bodies (If-None-Match → 304).
 */
let server: ContentServer;
/** A fresh sync object per test: no run, focus or state is left from the one before. */
let sync: UserSync;
const syncNow = () => sync.engine.syncNow();
const syncAfterCurrent = () => sync.engine.syncAfterCurrent();
const setSyncFocus = (focus: Parameters<UserSync["engine"]["setFocus"]>[0]) => sync.engine.setFocus(focus);
const getSyncState = () => sync.state.get();
const openPost = (postId: string) => sync.posts.open(postId);
const defaultAdapter = http.defaults.adapter;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  sync = createUserSync("u1");
  server = new ContentServer();
  server.addCourse("c1", [
    { id: "c1-l1", bought: true },
    { id: "c1-l2", bought: true },
  ]);
  server.addCourse("c2", [
    { id: "c2-l1", bought: true },
    { id: "c2-l2", bought: true },
    { id: "c2-l3", bought: false },
  ]);
  server.addCourse("c3", [{ id: "c3-l1", bought: true }]);
  server.posts = [
    { id: "p1", title: "نوشته", image_link: null, summary: "خلاصه", content: "<p>متن</p>" },
    { id: "p2", title: "دومی", image_link: null, summary: "خلاصه", content: "<p>متن دو</p>" },
  ];
  http.defaults.adapter = server.adapter;
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(async () => {
  server.releaseAll();
  await syncNow();
  http.defaults.adapter = defaultAdapter;
  vi.unstubAllGlobals();
});

/**
 * Lets held requests through one at a time, oldest first, until the run ends; but only once as
 * many are held as may be on the wire (SYNC_CONCURRENCY, or all the pulls left), so the run is
 * always given the chance to exceed its bound.
 */
async function drain(run: Promise<void>): Promise<void> {
  let ended = false;
  let wake = () => {};
  const stopHeld = server.onHeld(() => wake());
  const stopState = sync.state.subscribe(() => wake());
  void run.finally(() => {
    ended = true;
    wake();
  });
  try {
    while (!ended) {
      const woken = new Promise<void>((resolve) => (wake = resolve));
      // The review-logs pull waits for every other task (it is the run's `last`), so it is never on
      // the wire beside them.
      const left = [...getSyncState().pending].filter((key) => key !== "review-logs").length;
      if (server.waiting.length > 0 && server.waiting.length >= Math.min(SYNC_CONCURRENCY, left)) {
        server.release();
        continue;
      }
      await woken;
    }
  } finally {
    stopHeld();
    stopState();
  }
}

const paths = () => server.seen.map((s) => s.path);

/** Resolves once the sync state meets `met` (now, or after a later change). */
function stateWhere(met: (state: ReturnType<typeof getSyncState>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (met(getSyncState())) return resolve();
    const stop = sync.state.subscribe(() => {
      if (!met(getSyncState())) return;
      stop();
      resolve();
    });
  });
}

describe("the order of a sync", () => {
  it("pulls the viewed course and its lesson before the other courses, at most a few at a time", async () => {
    server.hold = true;
    await setSyncFocus({ courseId: "c2", lessonId: "c2-l2" });
    await drain(syncNow());
    const started = paths();
    const first = (part: string) => started.findIndex((p) => p.endsWith(part));
    // A device that lacks the viewed lesson asks it beside its course (decision 041).
    expect(started.slice(0, 2).sort()).toEqual([
      "/api/courses/courses/c2",
      "/api/teacher/courses/lessons/c2-l2",
    ]);
    const otherCourses = started.filter((p) => /c1|c3/.test(p)).map((p) => started.indexOf(p));
    expect(first("/lessons/c2-l2")).toBeLessThan(Math.min(...otherCourses));
    expect(first("/lessons/c2-l1")).toBeLessThan(Math.min(...otherCourses));
    expect(server.maxInFlight).toBe(SYNC_CONCURRENCY);
    expect(getSyncState()).toMatchObject({ running: false, lastErrorCode: null });
    expect(await db.words.where("lesson_id").equals("c2-l2").count()).toBe(4);
    expect(await db.words.count()).toBe(5 * 4);
  });

  it("moves a course opened mid-sync ahead of the courses still queued", async () => {
    server.hold = true;
    const run = syncNow();
    await server.whenHeld();
    // The list answers first; then the learner opens c3 (a deep link, or a tap).
    server.release("/courses/courses");
    await setSyncFocus({ courseId: "c3", lessonId: "c3-l1" });
    await drain(run);
    const started = paths();
    const c3Lesson = started.indexOf("/api/teacher/courses/lessons/c3-l1");
    const laterCourseLessons = started
      .filter((p) => /lessons\/c[12]-/.test(p))
      .map((p) => started.indexOf(p));
    expect(c3Lesson).toBeGreaterThan(-1);
    expect(c3Lesson).toBeLessThan(Math.min(...laterCourseLessons));
  });
});

describe("the lesson a deep link opens, on a device that lacks it (decision 041)", () => {
  const lessonAsks = (lessonId: string) => paths().filter((p) => p.endsWith(`/lessons/${lessonId}`)).length;
  const wordsOf = (lessonId: string) => db.words.where("lesson_id").equals(lessonId).count();

  it.each(["the lesson", "the course"])(
    "is asked beside its course and written once the course lists it, when %s answers first",
    async (first) => {
      server.hold = true;
      await setSyncFocus({ courseId: "c2", lessonId: "c2-l1" });
      const run = syncNow();
      await server.whenHeld("/lessons/c2-l1");
      await server.whenHeld("/courses/courses/c2");
      if (first === "the lesson") {
        server.release("/lessons/c2-l1");
        await stateWhere((s) => s.done.has("lesson-first:c2/c2-l1"));
        // Not written before the course says the learner may open it, and still «syncing».
        expect(await wordsOf("c2-l1")).toBe(0);
        expect(awaitingSync(getSyncState(), { courseId: "c2", lessonId: "c2-l1" })).toBe(true);
        server.release("/courses/courses/c2");
      } else {
        server.release("/courses/courses/c2");
        await stateWhere((s) => s.done.has("course:c2"));
        expect(await wordsOf("c2-l1")).toBe(0);
        expect(awaitingSync(getSyncState(), { courseId: "c2", lessonId: "c2-l1" })).toBe(true);
        server.release("/lessons/c2-l1");
      }
      await drain(run);
      expect(getSyncState()).toMatchObject({ running: false, lastErrorCode: null });
      expect(await wordsOf("c2-l1")).toBe(4);
      expect(await wordsOf("c2-l2")).toBe(4);
      expect(lessonAsks("c2-l1")).toBe(1);
      // The course is marked synced: a re-sync asks it (304) and none of its lessons.
      server.hold = false;
      const before = server.seen.length;
      await syncNow();
      const again = server.seen.slice(before);
      expect(again.find((s) => s.path === "/api/courses/courses/c2")?.status).toBe(304);
      expect(again.filter((s) => s.path.includes("/lessons/"))).toEqual([]);
    },
  );

  it.each([
    ["not bought", "c2", "c2-l3"],
    ["unknown", "c2", "c2-l9"],
    ["of another course", "c1", "c2-l1"],
  ])("writes nothing and fails nothing when the link's lesson is %s", async (_what, courseId, lessonId) => {
    await setSyncFocus({ courseId, lessonId });
    await syncNow();
    expect(lessonAsks(lessonId)).toBeGreaterThanOrEqual(1);
    expect(getSyncState()).toMatchObject({ running: false, lastErrorCode: null });
    const written = await db.sections.where("lesson_id").equals(lessonId).toArray();
    // Only what the lesson's own course brought (c2-l1 is c2's), never under the link's course.
    expect(written.filter((s) => s.course_id !== "c2")).toEqual([]);
    expect(await db.words.count()).toBe(5 * 4);
  });

  it("is not asked first when the device holds it: the course says whether it changed", async () => {
    await syncNow();
    const before = server.seen.length;
    server.hold = true;
    await setSyncFocus({ courseId: "c2", lessonId: "c2-l1" });
    await drain(syncNow());
    const again = server.seen.slice(before).map((s) => s.path);
    expect(again[0]).toBe("/api/courses/courses/c2");
    expect(again.filter((p) => p.includes("/lessons/"))).toEqual([]);
  });

  it("is not written when its course's answer never comes (offline)", async () => {
    server.hold = true;
    await setSyncFocus({ courseId: "c2", lessonId: "c2-l1" });
    const run = syncNow();
    await server.whenHeld("/lessons/c2-l1");
    await server.whenHeld("/courses/courses/c2");
    server.release("/lessons/c2-l1");
    await stateWhere((s) => s.done.has("lesson-first:c2/c2-l1"));
    server.offline = true;
    server.releaseAll();
    await run;
    expect(getSyncState().lastErrorCode).toBe("offline");
    expect(await wordsOf("c2-l1")).toBe(0);
  });
});

describe("post bodies", () => {
  it("are not pulled by a sync, only when a post is opened, and stay on the device for offline", async () => {
    await syncNow();
    expect(paths().filter((p) => p.startsWith("/api/blog/posts/"))).toEqual([]);
    expect((await db.posts.get("p1"))?.content).toBeNull();

    await openPost("p1");
    expect(paths().filter((p) => p.startsWith("/api/blog/posts/"))).toEqual(["/api/blog/posts/p1"]);
    expect((await db.posts.get("p1"))?.content).toBe("<p>متن</p>");

    server.offline = true;
    await openPost("p1");
    await syncNow();
    expect((await db.posts.get("p1"))?.content).toBe("<p>متن</p>");
  });
});

describe("«syncing» or «not on this device»", () => {
  it("says syncing until what brings a screen's data has landed, then no longer", async () => {
    const c2 = { courseId: "c2" };
    const bought = { courseId: "c2", lessonId: "c2-l1" };
    const notBought = { courseId: "c2", lessonId: "c2-l3" };
    // Before the first sync has even started (the app has just opened).
    expect(awaitingSync(getSyncState(), bought)).toBe(true);

    server.hold = true;
    await setSyncFocus({ courseId: "c2", lessonId: "c2-l1" });
    const run = syncNow();
    await server.whenHeld();
    expect(awaitingSync(getSyncState(), c2)).toBe(true);
    expect(awaitingSync(getSyncState(), notBought)).toBe(true);

    // The viewed lesson is asked beside its course (the device lacks it).
    await server.whenHeld("/lessons/c2-l1");
    await server.whenHeld("/courses/courses/c2");
    server.release("/courses/courses/c2");
    await stateWhere((s) => !s.pending.has("course:c2"));
    // The course has said which lessons may be opened: c2-l3 is not coming, c2-l1 is on its way.
    expect(awaitingSync(getSyncState(), notBought)).toBe(false);
    expect(awaitingSync(getSyncState(), bought)).toBe(true);
    expect(awaitingSync(getSyncState(), { courseId: "c9" })).toBe(true); // the list may still name it

    await drain(run);
    expect(awaitingSync(getSyncState(), bought)).toBe(false);
    expect(awaitingSync(getSyncState(), { courseId: "c9" })).toBe(false);
  });

  it("stops saying syncing when the sync fails (offline)", async () => {
    server.offline = true;
    await syncNow();
    expect(getSyncState()).toMatchObject({ running: false, lastErrorCode: "offline" });
    expect(awaitingSync(getSyncState(), { courseId: "c2", lessonId: "c2-l1" })).toBe(false);
    expect(awaitingSync(getSyncState(), { postId: "p1" })).toBe(false);
  });
});

describe("a re-sync that finds nothing changed", () => {
  const lessonPulls = (seen: readonly { path: string }[]) =>
    seen.filter((s) => s.path.startsWith("/api/teacher/courses/lessons/"));

  it("asks each course once (304) and none of its lessons: the course's tag covers them", async () => {
    await syncNow();
    expect(server.seen.every((s) => s.status === 200 && s.ifNoneMatch === null)).toBe(true);
    expect(await db.meta.get(etagKey("bookmarks"))).toBeDefined();
    expect(await db.meta.get(etagKey("lesson:c1-l1"))).toBeDefined();
    const first = server.seen.length;
    expect(lessonPulls(server.seen)).toHaveLength(5);

    await syncNow();
    const again = server.seen.slice(first);
    expect(lessonPulls(again)).toEqual([]);
    expect(again).toHaveLength(first - 5);
    expect(again.filter((s) => s.status !== 304)).toEqual([]);
    expect(again.every((s) => s.ifNoneMatch !== null)).toBe(true);
    expect(again.reduce((n, s) => n + s.bodyBytes, 0)).toBe(0);
    // A 304 leaves the device's copy as it was.
    expect(await db.words.count()).toBe(5 * 4);
    expect(await db.lessons.where("course_id").equals("c2").count()).toBe(3);
  });

  it("pulls whole only what changed: the course (its tag moved) and the one lesson", async () => {
    await syncNow();
    await syncNow(); // the lessons are known to be current from here on
    const first = server.seen.length;
    const changed = server.lessons.get("c1-l2")?.sections[0];
    if (!changed) throw new Error("fixture");
    changed.name = "بخش تازه";
    await syncNow();
    const since = server.seen.slice(first);
    expect(since.filter((s) => s.status === 200).map((s) => s.path)).toEqual([
      "/api/courses/courses/c1",
      "/api/teacher/courses/lessons/c1-l2",
    ]);
    // The other lesson of that course is asked (304); the other courses' lessons are not.
    expect(lessonPulls(since).map((s) => s.path)).toEqual([
      "/api/teacher/courses/lessons/c1-l1",
      "/api/teacher/courses/lessons/c1-l2",
    ]);
    expect(await db.words.where("lesson_id").equals("c1-l2").count()).toBe(4);
  });

  it("pulls the lessons again when a run stopped after the course came but before its lessons did", async () => {
    await syncNow();
    const changed = server.lessons.get("c3-l1")?.sections[0];
    if (!changed) throw new Error("fixture");
    changed.name = "بخش تازه";
    // The course answers with its new tag; then the network goes just as its lesson is asked.
    server.hold = true;
    const stop = server.onHeld(() => {
      for (const path of server.waiting) {
        if (path.endsWith("/lessons/c3-l1")) server.offline = true;
        server.release(path);
      }
    });
    await syncNow();
    stop();
    server.hold = false;
    expect(getSyncState().lastErrorCode).toBe("offline");
    expect((await db.sections.get("c3-l1-s1"))?.name).not.toBe("بخش تازه");

    server.offline = false;
    const first = server.seen.length;
    await syncNow();
    const since = server.seen.slice(first);
    // The course is unchanged since the device stored its tag (304), but its lesson was never pulled under it.
    expect(since.find((s) => s.path === "/api/courses/courses/c3")?.status).toBe(304);
    expect(since.find((s) => s.path === "/api/teacher/courses/lessons/c3-l1")?.status).toBe(200);
    expect((await db.sections.get("c3-l1-s1"))?.name).toBe("بخش تازه");
  });

  it("still asks every lesson when the server's course tag does not cover its lessons (an older server)", async () => {
    server.coverLessons = false;
    await syncNow();
    const first = server.seen.length;
    await syncNow();
    const again = server.seen.slice(first);
    expect(lessonPulls(again)).toHaveLength(5);
    expect(again.every((s) => s.status === 304)).toBe(true);
  });

  it("pulls everything whole again after the server refused a write the device had applied", async () => {
    await syncNow();
    await db.outbox.add({
      key: "k1",
      user_id: "u1",
      method: "POST",
      url: "/api/course/status/complete_section",
      body: { course_id: "c1", lesson_id: "c1-l1", section_id: "c1-l1-s1", word_id: "c1-l1-w1" },
      subject: "word:c1-l1-w1",
      label: "واژه",
      state: "waiting",
      created_at: 0,
      attempts: 1,
      queued: false,
    });
    await refuseOutboxEntry("k1", 422, "خریده نشده");
    const first = server.seen.length;
    await syncNow();
    const again = server.seen.slice(first);
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((s) => s.status === 200 && s.ifNoneMatch === null)).toBe(true);
  });
});

describe("a run after the current one (after a purchase)", () => {
  const listPulls = () => paths().filter((p) => p.endsWith("/courses/courses")).length;

  it("follows the run in flight with one more, however often it is asked meanwhile", async () => {
    server.hold = true;
    const run = syncNow();
    await server.whenHeld();
    const after = syncAfterCurrent();
    expect(syncAfterCurrent()).toBe(after);
    server.releaseAll();
    await run;
    await after;
    expect(listPulls()).toBe(2);
  });

  it("is one run when none is in flight", async () => {
    await syncAfterCurrent();
    expect(listPulls()).toBe(1);
  });
});

describe("what a first sync writes on the device", () => {
  /** The keys each write transaction put into or deleted from each table, in commit order. */
  type Written = Map<string, unknown[]>;
  const writes: Written[] = [];
  let counting = false;
  // Every screen's live query runs again after each write transaction that touches what it read: a
  // first sync that writes an answer and then its ETag apart makes them all run twice.
  db.use({
    stack: "dbcore",
    name: "count-write-transactions",
    create(down) {
      return {
        ...down,
        transaction(stores, mode, options) {
          const trans = down.transaction(stores, mode, options);
          if (counting && mode === "readwrite") writes.push(new Map());
          (trans as { written?: Written }).written = writes.at(-1);
          return trans;
        },
        table(name) {
          const table = down.table(name);
          return {
            ...table,
            mutate(request) {
              const written = (request.trans as { written?: Written }).written;
              if (counting && written) {
                const keys =
                  request.type === "put" || request.type === "add"
                    ? (request.keys ??
                      request.values.map(
                        (v) => (v as { key?: unknown; id?: unknown }).key ?? (v as { id?: unknown }).id,
                      ))
                    : request.type === "delete"
                      ? request.keys
                      : ["(range)"];
                written.set(name, [...(written.get(name) ?? []), ...keys]);
              }
              return table.mutate(request);
            },
          };
        },
      };
    },
  });

  it("stores each answer's ETag in the transaction that wrote the answer, and marks each course once", async () => {
    writes.length = 0;
    counting = true;
    try {
      await syncNow();
    } finally {
      counting = false;
    }
    expect(getSyncState()).toMatchObject({ running: false, lastErrorCode: null });
    /** The tables written by the one transaction that stored `what`'s ETag. */
    const tablesWithTag = (what: string) => {
      const holding = writes.filter((w) => (w.get("meta") ?? []).includes(etagKey(what)));
      expect(holding, what).toHaveLength(1);
      return [...(holding[0]?.keys() ?? [])].sort();
    };
    expect(tablesWithTag("courses")).toEqual(["courses", "meta"]);
    expect(tablesWithTag("course:c2")).toEqual(["courses", "lessons", "meta"]);
    expect(tablesWithTag("lesson:c1-l1")).toEqual(["exams", "lessons", "meta", "sections", "words"]);
    expect(tablesWithTag("settings")).toEqual(["meta", "settings"]);
    expect(tablesWithTag("posts")).toEqual(["meta", "posts"]);
    expect(tablesWithTag("bookmarks")).toEqual(["bookmarks", "meta"]);
    // Each course is marked synced (when, and under which tag its lessons came) in one write.
    const marks = writes.filter((w) =>
      (w.get("meta") ?? []).some((key) => String(key).startsWith("last-synced:")),
    );
    expect(marks.map((w) => [...(w.get("meta") ?? [])].map(String).sort())).toEqual(
      expect.arrayContaining(["c1", "c2", "c3"].map((c) => [etagKey(`lessons-of:${c}`), `last-synced:${c}`])),
    );
    expect(marks).toHaveLength(3);
  });
});
