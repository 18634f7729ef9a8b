import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/db";
import type { BookmarkRow } from "../db/rows";
import { drainOutbox } from "../sync/outbox";
import { OutboxState } from "../sync/outbox-state";
import { mergeLesson } from "../sync/merge";
import { lesson } from "../test-support/fixtures";
import { storedWord } from "../test-support/word-rows";
import { restoreBookmark } from "./bookmark-restore";
import { removeBookmark, saveBookmark, updateBookmark } from "./bookmark-writes";

type ServerRow = { id: string; word_id: string; note: string; learned: boolean };

/** A small stand-in for the server's bookmarks: one per word, a POST for a saved word answers its id. */
let server: Map<string, ServerRow>;
let online = false;
const sent: string[] = [];

/** This test's user's outbox (a fresh one per test: nothing of the previous drain is left). */
let outbox = new OutboxState("u1");

beforeEach(async () => {
  outbox = new OutboxState("u1");
  await Promise.all(db.tables.map((t) => t.clear()));
  localStorage.setItem("token", "t");
  server = new Map();
  online = false;
  sent.length = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    if (!online) throw new TypeError("Failed to fetch");
    const id = url.split("/").at(-1) ?? "";
    sent.push(init.method ?? "GET");
    const json = (data: unknown) => Response.json({ data });
    if (init.method === "DELETE") {
      server.delete(id);
      return new Response(null, { status: 204 });
    }
    const body = JSON.parse(String(init.body)) as Partial<ServerRow>;
    if (init.method === "PATCH") {
      const row = server.get(id);
      if (!row) return Response.json({ messages: { error: "not found" } }, { status: 404 });
      Object.assign(row, body);
      return json(row);
    }
    const held = [...server.values()].find((b) => b.word_id === body.word_id);
    if (held) return json({ id: held.id });
    const row = {
      id: body.id ?? "x",
      word_id: body.word_id ?? "",
      note: body.note ?? "",
      learned: !!body.learned,
    };
    server.set(row.id, row);
    return json({ id: row.id });
  });
  await mergeLesson(db, "c1", lesson("l1"));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const drain = async () => {
  online = true;
  await drainOutbox(outbox);
};

/** Saves l1-w1 with a note, marked learned; returns the row as the saved-word screen holds it. */
async function savedWithNote(): Promise<BookmarkRow> {
  const row = await saveBookmark(await storedWord("l1-w1"), outbox);
  await updateBookmark(row.id, { note: "یادداشت من", learned: true }, outbox);
  const current = await db.bookmarks.get(row.id);
  if (!current) throw new Error("saved row expected");
  return current;
}

const live = async () => (await db.bookmarks.toArray()).filter((b) => b.deleted === 0);

describe("undoing the removal of a saved word", () => {
  it("online: the delete reaches the server, then the restore saves it once with its note and learned state", async () => {
    await drain();
    const before = await savedWithNote();
    await drainOutbox(outbox);
    await removeBookmark(before.id, outbox);
    await drainOutbox(outbox);
    expect(server.size).toBe(0);

    await restoreBookmark(before, outbox);
    expect(await live()).toEqual([
      expect.objectContaining({ word_id: "l1-w1", note: "یادداشت من", learned: true, status: "learned" }),
    ]);
    await drainOutbox(outbox);
    expect([...server.values()]).toEqual([
      expect.objectContaining({ word_id: "l1-w1", note: "یادداشت من", learned: true }),
    ]);
    expect(await live()).toEqual([expect.objectContaining({ pending: 0, note: "یادداشت من" })]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("offline: the delete and the restore wait in order and end with one bookmark as it was", async () => {
    await drain();
    const before = await savedWithNote();
    await drainOutbox(outbox);
    online = false;
    sent.length = 0;
    await removeBookmark(before.id, outbox);
    await restoreBookmark(before, outbox);

    await drain();
    expect(sent).toEqual(["DELETE", "POST"]);
    expect([...server.values()]).toEqual([
      expect.objectContaining({ word_id: "l1-w1", note: "یادداشت من", learned: true }),
    ]);
    expect(await db.bookmarks.count()).toBe(1);
  });

  it("offline from the start: a note that never left the device comes back with the word", async () => {
    const before = await savedWithNote();
    await removeBookmark(before.id, outbox); // drops the unsent PATCH of the note
    await restoreBookmark(before, outbox);

    await drain();
    expect([...server.values()]).toEqual([
      expect.objectContaining({ word_id: "l1-w1", note: "یادداشت من", learned: true }),
    ]);
    expect(await live()).toEqual([expect.objectContaining({ pending: 0, learned: true })]);
  });

  it("changes nothing when the word has been saved again meanwhile", async () => {
    const before = await savedWithNote();
    await removeBookmark(before.id, outbox);
    const again = await saveBookmark(await storedWord("l1-w1"), outbox);
    const entries = await db.outbox.count();

    expect((await restoreBookmark(before, outbox)).id).toBe(again.id);
    expect(await db.outbox.count()).toBe(entries);
    expect(await live()).toHaveLength(1);
  });
});
