import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedWord } from "../test-support/word-rows";
import { db } from "../db/db";
import { completeWord } from "../learning/complete-word";
import { course, lesson } from "../test-support/fixtures";
import { mergeCourse, mergeLesson } from "./merge";
import { dismissRefusedEntry, drainOutbox, refuseOutboxEntry, settleOutboxEntry } from "./outbox";
import { OutboxState } from "./outbox-state";

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let sent: Sent[];
let answer: (sentSoFar: number) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** This test's user's outbox (a fresh one per test: nothing of the previous drain is left). */
let outbox = new OutboxState("u1");

beforeEach(async () => {
  outbox = new OutboxState("u1");
  await Promise.all(db.tables.map((t) => t.clear()));
  localStorage.setItem("token", "token-of-u1");
  sent = [];
  answer = () =>
    json(200, { data: { word_completed: true, section_completed: false, lesson_completed: false } });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? "GET",
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    return answer(sent.length);
  });
  await mergeCourse(db, course(), 0);
  await mergeLesson(db, "c1", lesson("l1"));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const word = storedWord;

describe("completing a word offline", () => {
  it("changes the word, the counts and the lock at once, with one outbox entry in the same transaction", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    await completeWord(await word("l1-w1"), outbox);
    await completeWord(await word("l1-w2"), outbox);
    expect(await db.sections.get("l1-s1")).toMatchObject({ is_completed: true, done_word_count: 2 });
    expect(await db.lessons.get("l1")).toMatchObject({ done_sections_count: 1 });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.subject)).toEqual(["word:l1-w1", "word:l1-w2"]);
    expect(entries[0]?.body).toEqual({
      course_id: "c1",
      lesson_id: "l1",
      section_id: "l1-s1",
      word_id: "l1-w1",
    });
  });

  it("does not queue a word twice", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    await completeWord(await word("l1-w1"), outbox);
    await completeWord(await word("l1-w1"), outbox);
    expect(await db.outbox.count()).toBe(1);
  });

  it("stores and queues a word whose lesson is not stored yet (its card shown from the answer in hand), and the lesson's merge keeps it completed", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    // The card's word as the answer in hand gives it (decision 048): the lesson is not on the device.
    const shown = { ...(await word("l1-w1")) };
    await db.words.where("lesson_id").equals("l1").delete();
    await db.sections.where("lesson_id").equals("l1").delete();
    await completeWord(shown, outbox);
    expect(await db.words.get("l1-w1")).toMatchObject({ is_completed: true, pending: 1 });
    expect((await db.outbox.toArray()).map((e) => e.subject)).toEqual(["word:l1-w1"]);
    // The sync then stores the lesson's answer (which says the word is not completed yet).
    await mergeLesson(db, "c1", lesson("l1"));
    expect(await db.words.get("l1-w1")).toMatchObject({ is_completed: true, pending: 1 });
    expect(await db.sections.get("l1-s1")).toMatchObject({ done_word_count: 1 });
  });

  it("neither stores nor queues a word missing from a lesson the device holds (the content no longer has it)", async () => {
    const gone = { ...(await word("l1-w1")) };
    await db.words.delete("l1-w1");
    await completeWord(gone, outbox);
    expect(await db.words.get("l1-w1")).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("draining the outbox", () => {
  it("sends entries in order with the token and an Idempotency-Key, then clears them and the pending marks", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    await completeWord(await word("l1-w1"), outbox);
    await completeWord(await word("l1-w3"), outbox);
    await drainOutbox(outbox);
    sent = [];
    answer = () =>
      json(200, { data: { word_completed: true, section_completed: false, lesson_completed: false } });
    await drainOutbox(outbox);
    expect(sent.map((s) => (s.body as { word_id: string }).word_id)).toEqual(["l1-w1", "l1-w3"]);
    expect(sent[0]?.headers.Authorization).toBe("Bearer token-of-u1");
    expect(sent[0]?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.count()).toBe(0);
    expect((await word("l1-w1")).pending).toBe(0);
    expect((await word("l1-w1")).is_completed).toBe(true);
  });

  it("hands every waiting entry to the worker in order when it queues them (202), each once", async () => {
    answer = () => json(202, { queued: true });
    await completeWord(await word("l1-w1"), outbox);
    await completeWord(await word("l1-w2"), outbox);
    await drainOutbox(outbox);
    const entries = await db.outbox.orderBy("seq").toArray();
    expect(entries.map((e) => [e.subject, e.queued, e.state])).toEqual([
      ["word:l1-w1", true, "waiting"],
      ["word:l1-w2", true, "waiting"],
    ]);
    expect(sent.map((s) => s.body)).toEqual([
      expect.objectContaining({ word_id: "l1-w1" }),
      expect.objectContaining({ word_id: "l1-w2" }),
    ]);
  });

  it.each([401, 500, 503, 429])("keeps everything waiting on a %s", async (status) => {
    answer = () => json(status, { messages: { error: "x" } });
    await completeWord(await word("l1-w1"), outbox);
    await drainOutbox(outbox);
    expect(await db.outbox.where("state").equals("waiting").count()).toBe(1);
    expect((await word("l1-w1")).pending).toBe(1);
  });

  it("reports a refused write (other 4xx) instead of dropping it, and goes on with the next", async () => {
    const refused: string[] = [];
    const stop = outbox.onRefused((e) => refused.push(e.refusal?.message ?? ""));
    answer = (n) =>
      n === 1 ? json(422, { messages: { error: "این درس را هنوز نخریده‌اید." } }) : json(200, { data: {} });
    await completeWord(await word("l1-w1"), outbox);
    await completeWord(await word("l1-w2"), outbox);
    await drainOutbox(outbox);
    stop();
    expect(refused).toEqual(["این درس را هنوز نخریده‌اید."]);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ state: "refused", refusal: { status: 422 } });
    await dismissRefusedEntry(entries[0]?.key ?? "");
    expect(await db.outbox.count()).toBe(0);
  });

  it("a drain that ends at once (no token) does not block later drains", async () => {
    answer = () => json(202, { queued: true });
    localStorage.removeItem("token");
    await drainOutbox(outbox);
    localStorage.setItem("token", "token-of-u1");
    await completeWord(await word("l1-w1"), outbox);
    await drainOutbox(outbox);
    expect(sent).toHaveLength(1);
  });

  it("sends nothing without a token, and nothing of another user", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    await completeWord(await word("l1-w1"), outbox);
    await drainOutbox(outbox);
    sent = [];
    answer = () => json(200, { data: {} });
    await drainOutbox(new OutboxState("u2"));
    localStorage.removeItem("token");
    await drainOutbox(outbox);
    expect(sent).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  it("settles and refuses by key, as the service worker reports", async () => {
    answer = () => json(202, { queued: true });
    await completeWord(await word("l1-w1"), outbox);
    await completeWord(await word("l1-w2"), outbox);
    const [first, second] = await db.outbox.orderBy("seq").toArray();
    if (!first || !second) throw new Error("two entries expected");
    await settleOutboxEntry(first.key);
    await refuseOutboxEntry(second.key, 409, "تکراری");
    expect((await word("l1-w1")).pending).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(["refused"]);
  });
});
