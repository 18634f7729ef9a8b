import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/db";
import { completeWord } from "../learning/complete-word";
import { course, lesson } from "../test-support/fixtures";
import { storedWord } from "../test-support/word-rows";
import { answeredWrites } from "./answered-writes";
import { mergeCourse, mergeLesson } from "./merge";
import { drainOutbox } from "./outbox";
import { OutboxState } from "./outbox-state";

/**
 * A lesson's answer made before the server took a completion of this device (asked, then a word
 * studied and its completion answered, then the answer merged) must not show the word unstudied.
 */
let outbox = new OutboxState("u1");
let refuse = false;

beforeEach(async () => {
  outbox = new OutboxState("u1");
  await Promise.all(db.tables.map((t) => t.clear()));
  localStorage.setItem("token", "token-of-u1");
  refuse = false;
  vi.stubGlobal("fetch", async () =>
    refuse
      ? new Response(JSON.stringify({ messages: { error: "این درس را هنوز نخریده‌اید." } }), { status: 422 })
      : new Response(
          JSON.stringify({
            data: { word_completed: true, section_completed: false, lesson_completed: false },
          }),
          { status: 200, headers: { "Content-Type": "application/json" } },
        ),
  );
  await mergeCourse(db, course(), 0);
  await mergeLesson(db, "c1", lesson("l1"));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a lesson answer older than a completion the server answered", () => {
  it("keeps the word studied, and its section's count", async () => {
    const asked = await answeredWrites(db, "word");
    await completeWord(await storedWord("l1-w1"), outbox);
    await drainOutbox(outbox);
    expect(await db.outbox.count()).toBe(0);
    expect((await storedWord("l1-w1")).pending).toBe(0);
    await mergeLesson(db, "c1", lesson("l1"), asked);
    expect(await storedWord("l1-w1")).toMatchObject({ is_completed: true, pending: 0 });
    expect(await db.sections.get("l1-s1")).toMatchObject({ done_word_count: 1 });
  });

  it("an answer asked after the completion was answered is taken as it is (a refused one goes back)", async () => {
    refuse = true;
    await completeWord(await storedWord("l1-w1"), outbox);
    await drainOutbox(outbox);
    expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(["refused"]);
    const asked = await answeredWrites(db, "word");
    await mergeLesson(db, "c1", lesson("l1"), asked);
    expect(await storedWord("l1-w1")).toMatchObject({ is_completed: false });
  });
});
