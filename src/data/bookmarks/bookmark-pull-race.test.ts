import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedWord } from "../test-support/word-rows";
import { db } from "../db/db";
import { mergeLesson } from "../sync/merge";
import { drainOutbox } from "../sync/outbox";
import { OutboxState } from "../sync/outbox-state";
import { pullBookmarks } from "../sync/pull";
import { lesson } from "../test-support/fixtures";
import type { ModelServer } from "../test-support/model-server";
import { deviceOnModelServer, leaveModelServer } from "../test-support/model-server-device";
import { removeBookmark, saveBookmark } from "./bookmark-writes";

/**
 * A pull of the saved words is answered with the server's list as it was when the pull was asked.
 * A write of this device that the server took after that (and this device saw settled) must not
 * be undone when that older list arrives: a removed word coming back, a saved one vanishing.
 */
let server: ModelServer;
let outbox = new OutboxState("u1");
/** When set, a pull's answer (made at once, as the server had it) is held until `release`. */
let held: { release: () => void; asked: Promise<void> } | null = null;

function holdNextPull(): { release: () => void; asked: Promise<void> } {
  let release = () => {};
  let asked = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const askedPromise = new Promise<void>((resolve) => (asked = resolve));
  held = { release, asked: askedPromise };
  const hold = held;
  const plain = server.fetch;
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const isPull = (init.method ?? "GET") === "GET" && String(input).includes("/bookmarks");
    const answer = plain(input, init);
    if (!isPull || held !== hold) return answer;
    held = null;
    asked();
    const response = await answer;
    await gate;
    return response;
  });
  return hold;
}

beforeEach(async () => {
  outbox = new OutboxState("u1");
  server = await deviceOnModelServer("u1");
  await mergeLesson(db, "c1", lesson("l1"));
});

afterEach(leaveModelServer);

describe("a pull answered before this device's latest writes reached the server", () => {
  it("does not bring back a word removed while it was on its way", async () => {
    const saved = await saveBookmark(await storedWord("l1-w1"), outbox);
    await drainOutbox(outbox);
    await pullBookmarks();
    const pull = holdNextPull();
    const pulling = pullBookmarks();
    await pull.asked;
    await removeBookmark(saved.id, outbox);
    await drainOutbox(outbox);
    expect(server.bookmarksOf("u1")).toEqual([]);
    expect(await db.bookmarks.count()).toBe(0);
    pull.release();
    await pulling;
    expect(await db.bookmarks.count()).toBe(0);
    // The next pull brings the list as the server has it now.
    await pullBookmarks();
    expect(await db.bookmarks.count()).toBe(0);
  });

  it("does not drop a word saved while it was on its way", async () => {
    await pullBookmarks();
    const pull = holdNextPull();
    const pulling = pullBookmarks();
    await pull.asked;
    const saved = await saveBookmark(await storedWord("l1-w2"), outbox);
    await drainOutbox(outbox);
    expect(server.bookmarksOf("u1")).toEqual([expect.objectContaining({ id: saved.id })]);
    pull.release();
    await pulling;
    expect(await db.bookmarks.toArray()).toEqual([expect.objectContaining({ id: saved.id, deleted: 0 })]);
  });
});
