import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedWord } from "../test-support/word-rows";
import { OUTBOX_CHANNEL, type OutboxMessage, tokenTail } from "../../contract/outbox-messages";
import { db } from "../db/db";
import { mergeLesson } from "../sync/merge";
import { drainOutbox } from "../sync/outbox";
import { OutboxState } from "../sync/outbox-state";
import { startOutbox } from "../sync/outbox-runner";
import { pullBookmarks } from "../sync/pull";
import { createUserSync } from "../sync/user-sync";
import { lesson } from "../test-support/fixtures";
import type { ModelServer } from "../test-support/model-server";
import { deviceOnModelServer, leaveModelServer } from "../test-support/model-server-device";
import { removeBookmark, saveBookmark, updateBookmark } from "./bookmark-writes";

/**
 * A word saved on another device, then saved here before the bookmarks were pulled (or after a
 * logout and login): the server answers this device's POST with the id it already has (issue 12,
 * item 9). Every later change must reach that bookmark.
 */
let server: ModelServer;

const onServer = (wordId: string) => server.bookmarksOf("u1").filter((b) => b.word_id === wordId);

/** This test's user's outbox (a fresh one per test: nothing of the previous drain is left). */
let outbox = new OutboxState("u1");

beforeEach(async () => {
  outbox = new OutboxState("u1");
  server = await deviceOnModelServer("u1");
  await mergeLesson(db, "c1", lesson("l1"));
  server.saveElsewhere("u1", {
    id: "from-laptop",
    word_id: "l1-w1",
    course_id: "c1",
    lesson_id: "l1",
    section_id: "l1-s1",
    description: "",
    note: "از لپ‌تاپ",
    learned: false,
  });
});

afterEach(leaveModelServer);

const word = storedWord;

describe("a word the server already holds under another id", () => {
  it("the save adopts the server's id, and the next note and learned change reach it", async () => {
    server.faults.push("offline");
    const local = await saveBookmark(await word("l1-w1"), outbox);
    await drainOutbox(outbox);
    await updateBookmark(local.id, { note: "از گوشی", learned: true }, outbox);
    await drainOutbox(outbox);
    expect(await db.outbox.count()).toBe(0);
    expect(onServer("l1-w1")).toEqual([
      expect.objectContaining({ id: "from-laptop", note: "از گوشی", learned: true }),
    ]);
    expect(await db.bookmarks.toArray()).toEqual([
      expect.objectContaining({ id: "from-laptop", word_id: "l1-w1", note: "از گوشی", pending: 0 }),
    ]);
    await pullBookmarks();
    expect(await db.bookmarks.toArray()).toEqual([
      expect.objectContaining({ id: "from-laptop", note: "از گوشی", learned: true }),
    ]);
  });

  it("a remove made before the save reached the server deletes the server's bookmark", async () => {
    server.faults.push("offline");
    const local = await saveBookmark(await word("l1-w1"), outbox);
    await drainOutbox(outbox); // tried: the POST may have left, so the remove cannot cancel it
    await removeBookmark(local.id, outbox);
    await drainOutbox(outbox);
    expect(onServer("l1-w1")).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    await pullBookmarks();
    expect(await db.bookmarks.count()).toBe(0);
  });

  it("a DELETE answered 404 for a word the server holds under another id deletes that one", async () => {
    // A row pulled long ago, whose bookmark was removed and saved again on the laptop since.
    await db.bookmarks.put({
      id: "old-id",
      course_id: "c1",
      lesson_id: "l1",
      section_id: "l1-s1",
      word_id: "l1-w1",
      word__name: "Wort-l1-w1",
      description: "",
      note: "",
      learned: false,
      status: "learning",
      updated_at: "2026-01-01T00:00:00.000Z",
      search_key: "",
      pending: 0,
      deleted: 0,
    });
    await removeBookmark("old-id", outbox);
    await drainOutbox(outbox);
    expect(onServer("l1-w1")).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookmarks.count()).toBe(0);
  });

  it("adopts the id when the answer comes through the service worker", async () => {
    // The runner drains through the signed-in user's sync object: the one whose outbox the writes use.
    const sync = createUserSync("u1");
    outbox = sync.outbox;
    const stop = startOutbox({ forUser: () => sync });
    try {
      // The page's own sends never arrive (however many drains the running outbox makes); only the
      // worker's replay below reaches the server.
      server.failWhen = (method) => (method === "POST" ? "offline" : undefined);
      const local = await saveBookmark(await word("l1-w1"), outbox);
      await drainOutbox(outbox);
      const [post] = await db.outbox.toArray();
      if (!post) throw new Error("the POST waits");
      server.failWhen = null;
      // The worker replays the queued POST and tells the page the server's answer.
      const token = localStorage.getItem("token") ?? "";
      const answer = await server.fetch(`http://app${post.url}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Idempotency-Key": post.key },
        body: JSON.stringify(post.body),
      });
      const message: OutboxMessage = {
        type: "outbox-answered",
        key: post.key,
        status: answer.status,
        body: await answer.json(),
        token_tail: tokenTail(token),
      };
      const channel = new BroadcastChannel(OUTBOX_CHANNEL);
      channel.postMessage(message);
      channel.close();
      await vi.waitFor(async () => expect(await db.bookmarks.get("from-laptop")).toBeDefined());
      expect(await db.bookmarks.get(local.id)).toBeUndefined();
      await updateBookmark("from-laptop", { learned: true }, outbox);
      await drainOutbox(outbox);
      expect(onServer("l1-w1")).toEqual([expect.objectContaining({ id: "from-laptop", learned: true })]);
    } finally {
      stop();
    }
  });
});
