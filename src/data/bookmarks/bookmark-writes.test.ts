import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedWord } from "../test-support/word-rows";
import type { Bookmark } from "../../contract/bookmarks";
import { db } from "../db/db";
import { drainOutbox } from "../sync/outbox";
import { OutboxState } from "../sync/outbox-state";
import { mergeLesson } from "../sync/merge";
import { lesson } from "../test-support/fixtures";
import { searchBookmarks } from "./bookmark-search";
import { mergeBookmarks, removeBookmark, saveBookmark, updateBookmark } from "./bookmark-writes";

let online = false;
const sent: Array<{ method: string; url: string; body: unknown }> = [];

/** This test's user's outbox (a fresh one per test: nothing of the previous drain is left). */
let outbox = new OutboxState("u1");

beforeEach(async () => {
  outbox = new OutboxState("u1");
  await Promise.all(db.tables.map((t) => t.clear()));
  localStorage.setItem("token", "t");
  online = false;
  sent.length = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    if (!online) throw new TypeError("Failed to fetch");
    const body = init.body ? (JSON.parse(String(init.body)) as { id?: string }) : null;
    sent.push({ method: init.method ?? "GET", url, body });
    return init.method === "DELETE"
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify({ data: { id: body?.id ?? "x" } }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
  });
  await mergeLesson(db, "c1", lesson("l1"));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const word = storedWord;

async function goOnlineAndDrain() {
  await drainOutbox(outbox);
  online = true;
  await drainOutbox(outbox);
}

describe("saved words offline", () => {
  it("saves at once with a client id, and the POST carries that id", async () => {
    const row = await saveBookmark(await word("l1-w1"), outbox);
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.bookmarks.get(row.id)).toMatchObject({ pending: 1, status: "learning" });
    await goOnlineAndDrain();
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        body: expect.objectContaining({ id: row.id, word_id: "l1-w1" }),
      }),
    ]);
    expect(await db.bookmarks.get(row.id)).toMatchObject({ pending: 0 });
  });

  it("saving the same word twice keeps one bookmark and one entry", async () => {
    await saveBookmark(await word("l1-w1"), outbox);
    await saveBookmark(await word("l1-w1"), outbox);
    expect(await db.bookmarks.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it("folds changes into one unsent PATCH after the POST; unsaving drops that PATCH but still sends the save and the delete", async () => {
    const a = await saveBookmark(await word("l1-w1"), outbox);
    await updateBookmark(a.id, { note: "یادداشت من" }, outbox);
    await updateBookmark(a.id, { learned: true }, outbox);
    const entries = await db.outbox.orderBy("seq").toArray();
    expect(entries.map((e) => e.method)).toEqual(["POST", "PATCH"]);
    expect(entries[1]?.body).toEqual({ note: "یادداشت من", learned: true });

    await removeBookmark(a.id, outbox);
    expect(await db.bookmarks.get(a.id)).toMatchObject({ deleted: 1, pending: 1 });
    expect((await db.outbox.orderBy("seq").toArray()).map((e) => e.method)).toEqual(["POST", "DELETE"]);
    expect(await searchBookmarks("learning", "")).toEqual([]);
    await goOnlineAndDrain();
    expect(sent.map((e) => e.method)).toEqual(["POST", "DELETE"]);
    expect(await db.bookmarks.count()).toBe(0);
  });

  it("replays save, note, learned, unsave, save again in order, ending as the learner last saw it", async () => {
    const first = await saveBookmark(await word("l1-w1"), outbox);
    await goOnlineAndDrain();
    online = false;
    sent.length = 0;
    await updateBookmark(first.id, { note: "n1" }, outbox);
    await drainOutbox(outbox); // tried while offline: the PATCH may have left, so it is never rewritten
    await updateBookmark(first.id, { learned: true, note: "n2" }, outbox);
    await removeBookmark(first.id, outbox);
    const again = await saveBookmark(await word("l1-w1"), outbox);
    expect(again.id).not.toBe(first.id);
    expect(await searchBookmarks("learning", "")).toHaveLength(1);
    await goOnlineAndDrain();
    // The second change never left the device: the delete makes it moot.
    expect(sent.map((s) => s.method)).toEqual(["PATCH", "DELETE", "POST"]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.bookmarks.toArray()).map((b) => [b.id, b.deleted, b.pending])).toEqual([
      [again.id, 0, 0],
    ]);
  });

  it("a pull never overwrites a bookmark with a write pending", async () => {
    const row = await saveBookmark(await word("l1-w1"), outbox);
    await updateBookmark(row.id, { note: "محلی" }, outbox);
    const server: Bookmark = {
      id: row.id,
      course_id: "c1",
      lesson_id: "l1",
      section_id: "l1-s1",
      word_id: "l1-w1",
      word__name: "x",
      description: "",
      note: "از سرور",
      learned: true,
      updated_at: { date: "2026-01-01T00:00:00.000Z" },
    };
    const elsewhere: Bookmark = { ...server, id: "other", word_id: "l1-w3", note: "" };
    await mergeBookmarks([server, elsewhere]);
    expect(await db.bookmarks.get(row.id)).toMatchObject({ note: "محلی", learned: false });
    expect(await db.bookmarks.get("other")).toMatchObject({ pending: 0 });
    await mergeBookmarks([]);
    expect(await db.bookmarks.get("other")).toBeUndefined();
    expect(await db.bookmarks.get(row.id)).toBeDefined();
  });

  it("searches offline by word, translation and note, with umlauts and Persian variants", async () => {
    await db.words.update("l1-w1", { name: "Mädchen", translation: { german: "Mädchen", persian: "دختر" } });
    const row = await saveBookmark(await word("l1-w1"), outbox);
    await updateBookmark(row.id, { note: "می‌خواهم یاد بگیرم" }, outbox);
    for (const q of ["mädchen", "maedchen", "MADCHEN", "دختر", "میخواهم", "يادبگيرم".slice(0, 3)]) {
      expect(
        (await searchBookmarks("learning", q)).map((b) => b.id),
        q,
      ).toEqual([row.id]);
    }
    expect(await searchBookmarks("learning", "Junge")).toEqual([]);
    expect(await searchBookmarks("learned", "")).toEqual([]);
  });
});
