import { Dexie } from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import { VajehDatabase } from "./database";

/** The schema a device got from the app's first release (database version 1). */
const VERSION_1 = {
  courses: "id, position",
  lessons: "id, course_id, [course_id+position]",
  sections: "id, lesson_id, course_id, [lesson_id+order]",
  words: "id, section_id, lesson_id, course_id, pending, [section_id+position]",
  exams: "id, section_id, lesson_id, [section_id+position]",
  posts: "id, position",
  settings: "key",
  bookmarks: "id, word_id, status, pending, deleted, updated_at",
  outbox: "++seq, &key, subject, state, user_id",
  meta: "key",
};

const opened: Dexie[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** A device's database as an older release left it, with a saved word, a waiting write and a word. */
async function olderDevice(version: number, schema: Record<string, string>): Promise<string> {
  const name = `upgrade-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(version).stores(schema);
  await old.table("words").put({ id: "w1", section_id: "s1", lesson_id: "l1", course_id: "a1", pending: 0 });
  await old.table("bookmarks").bulkPut([
    { id: "b1", word_id: "w1", status: "learning", pending: 0, deleted: 0, updated_at: 10 },
    { id: "b2", word_id: "w2", status: "learning", pending: 0, deleted: 0, updated_at: 20 },
  ]);
  await old.table("outbox").add({ key: "k1", subject: "word:w1", state: "waiting", user_id: "u1" });
  old.close();
  return name;
}

describe("VajehDatabase on a device an older release set up", () => {
  it.each([
    [1, VERSION_1],
    [2, { ...VERSION_1, bookmarks: `${VERSION_1.bookmarks}, [status+updated_at]` }],
  ])("opens version %i with its data kept and every later table and index added", async (version, schema) => {
    const db = new VajehDatabase(await olderDevice(version, schema));
    opened.push(db);

    expect(await db.words.get("w1")).toMatchObject({ section_id: "s1" });
    // Version 2's index: the saved-words list's first screen, newest first.
    const newest = await db.bookmarks
      .where("[status+updated_at]")
      .between(["learning", Dexie.minKey], ["learning", Dexie.maxKey])
      .reverse()
      .primaryKeys();
    expect(newest).toEqual(["b2", "b1"]);
    // Version 3's tables and version 4's index.
    await db.reviewCards.put({
      cardId: "w1:meaning",
      wordId: "w1",
      kind: "meaning",
      addedAt: 1,
      fresh: 1,
      due: 5,
      state: null,
    });
    expect(await db.reviewCards.where("[fresh+due]").between([1, 0], [1, 10]).primaryKeys()).toEqual([
      "w1:meaning",
    ]);
    expect(await db.reviewLogs.count()).toBe(0);
    // The outbox keeps its waiting write, and its sequence goes on after it.
    const [waiting] = await db.outbox.toArray();
    expect(waiting).toMatchObject({ key: "k1", state: "waiting" });
    const next = await db.outbox.add({
      key: "k2",
      subject: "word:w2",
      state: "waiting",
      user_id: "u1",
    } as never);
    expect(next).toBeGreaterThan(waiting?.seq ?? Infinity);
    expect(db.verno).toBe(4);
  });
});
