import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedWord } from "../test-support/word-rows";
import { RETRY_BASE_MS } from "../../contract/write-answer";
import { saveBookmark, updateBookmark } from "../bookmarks/bookmark-writes";
import { db } from "../db/db";
import { completeWord } from "../learning/complete-word";
import { http } from "../api/http";
import { onSessionExpired, sessionStore, signIn } from "../session/session-store";
import { course, lesson } from "../test-support/fixtures";
import type { ModelServer } from "../test-support/model-server";
import { deviceOnModelServer, leaveModelServer } from "../test-support/model-server-device";
import { mergeCourse, mergeLesson } from "./merge";
import { drainOutbox } from "./outbox";
import { OutboxState } from "./outbox-state";
import { pullBookmarks } from "./pull";

/**
 * No single write may block the queue (issue 12, item 7), and a dead token asks the learner to sign
 * in again instead of hammering the server (item 11).
 */
let server: ModelServer;
let now: number;

/** This test's user's outbox (a fresh one per test: nothing of the previous drain is left). */
let outbox = new OutboxState("u1");

beforeEach(async () => {
  outbox = new OutboxState("u1");
  now = Date.now();
  vi.spyOn(Date, "now").mockImplementation(() => now);
  server = await deviceOnModelServer("u1");
  await mergeCourse(db, course(), 0);
  await mergeLesson(db, "c1", lesson("l1"));
});

afterEach(() => {
  vi.restoreAllMocks();
  leaveModelServer();
});

const word = storedWord;

const completing = (wordId: string) => (method: string, path: string, body: unknown) =>
  path.endsWith("/complete_section") && (body as { word_id?: string } | null)?.word_id === wordId
    ? (500 as const)
    : undefined;

describe("a write that keeps failing at the server (5xx)", () => {
  it("waits with a growing delay while the writes of other words go on", async () => {
    server.failWhen = () => "offline";
    await completeWord(await word("l1-w1"), outbox);
    await completeWord(await word("l1-w2"), outbox);
    await saveBookmark(await word("l1-w3"), outbox);
    await outbox.settled(); // the drains the writes kicked off are over
    server.failWhen = completing("l1-w1");
    await drainOutbox(outbox);
    expect(server.completed).toEqual(new Set(["u1:l1-w2"]));
    expect(server.bookmarksOf("u1").map((b) => b.word_id)).toEqual(["l1-w3"]);
    const [failing] = await db.outbox.toArray();
    expect(failing).toMatchObject({ subject: "word:l1-w1", failures: 1, retry_at: now + RETRY_BASE_MS });

    const tried = server.requests.length;
    await drainOutbox(outbox);
    expect(server.requests).toHaveLength(tried); // not before its delay

    now += RETRY_BASE_MS;
    await drainOutbox(outbox);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ failures: 2, retry_at: now + 2 * RETRY_BASE_MS }),
    ]);

    server.failWhen = null;
    now += 2 * RETRY_BASE_MS;
    await drainOutbox(outbox);
    expect(await db.outbox.count()).toBe(0);
    expect(server.completed).toEqual(new Set(["u1:l1-w1", "u1:l1-w2"]));
    expect(await db.words.get("l1-w1")).toMatchObject({ is_completed: true, pending: 0 });
  });

  it("holds back the later writes of the same word, which then go in order", async () => {
    server.failWhen = () => "offline";
    const row = await saveBookmark(await word("l1-w3"), outbox);
    await updateBookmark(row.id, { note: "یادداشت" }, outbox);
    await outbox.settled();
    server.requests.length = 0;
    server.failWhen = (method) => (method === "POST" ? 500 : undefined);
    await drainOutbox(outbox);
    expect(server.requests.map((r) => r.method)).toEqual(["POST"]);
    server.failWhen = null;
    now += RETRY_BASE_MS;
    await drainOutbox(outbox);
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "POST", "PATCH"]);
    expect(server.bookmarksOf("u1")).toEqual([expect.objectContaining({ id: row.id, note: "یادداشت" })]);
  });
});

describe("a token that dies while the app is open", () => {
  it("ends the session at the first 401, keeps every change, sends nothing more, and the changes land after sign-in", async () => {
    let expired = 0;
    const stop = onSessionExpired(() => expired++);
    server.failWhen = () => "offline";
    await completeWord(await word("l1-w1"), outbox);
    await completeWord(await word("l1-w2"), outbox);
    await outbox.settled(); // the drains the writes kicked off are over
    server.failWhen = null;
    server.killTokens("u1");
    await drainOutbox(outbox);
    expect(expired).toBe(1);
    expect(sessionStore.get().status).toBe("signed-out");
    expect(localStorage.getItem("token")).toBeNull();
    expect(await db.outbox.where("state").equals("waiting").count()).toBe(2);

    const refusals = server.requests.length;
    await drainOutbox(outbox);
    expect(server.requests).toHaveLength(refusals);

    signIn(server.issueToken("u1"));
    await drainOutbox(outbox);
    stop();
    expect(await db.outbox.count()).toBe(0);
    expect(server.completed).toEqual(new Set(["u1:l1-w1", "u1:l1-w2"]));
    expect(expired).toBe(1);
  });

  it("a 401 to any API call ends the session; a 401 to a token no longer used ends nothing", async () => {
    const old = localStorage.getItem("token") ?? "";
    server.killTokens("u1");
    await expect(pullBookmarks()).rejects.toMatchObject({ code: "unauthorized" });
    expect(sessionStore.get().status).toBe("signed-out");

    signIn(server.issueToken("u1"));
    await http
      .get("/api/courses/words/bookmarks", { headers: { Authorization: `Bearer ${old}` } })
      .catch(() => null);
    expect(sessionStore.get().status).toBe("signed-in");
  });
});
