import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { bookmarks, examHighs, wordProgress } from "../../db/schema.js";
import { readSection } from "../../services/section-answer.js";
import { type TestApp, createTestApp } from "../../test-support/test-app.js";
import { secondConnection } from "../../test-support/test-database.js";

// The section answer is kept ready (text, ETag, compressed forms) per user and section while the
// per-user query answers the same state. What must hold: a repeat is the kept answer; one user never
// gets another's (their tags differ even when the answers are equal); any change of the user's state
// made by any process (another one here: it never passes through this process) is seen at once; an
// ended session is refused even when an answer is kept.

const SECTION = "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1";
/** A section of a lesson that is not free. */
const PAID = "/api/teacher/courses/sections/a1-2-1?course_id=a1&lesson_id=a1-2";
const BOOKMARKS = "/api/courses/words/bookmarks";
const hallo = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1", word_id: "a1-1-1-01" };

let t: TestApp;
let other: TestApp;
let otherDatabase: Database;

beforeAll(async () => {
  t = await createTestApp();
  otherDatabase = secondConnection(t.database);
  other = await createTestApp({ database: otherDatabase, seed: false });
});

afterAll(async () => {
  await other.close();
  await otherDatabase.close();
  await t.close();
});

interface SectionBody {
  data: {
    words: { id: string; is_completed: boolean; bookmark: { note: string } | null }[];
    exams: { id: string; high: { score: number } | null }[];
  };
}

async function section(token: string, headers: Record<string, string> = {}, url = SECTION) {
  const res = await t.call({ method: "GET", url, token, headers });
  return { status: res.statusCode, etag: res.headers.etag, body: res.body, res };
}
/** readSection of a1-1-1 for the user of `token`, straight (no route): its answers can be compared by identity. */
async function sectionReader(id: string, token: string) {
  const session = (await t.app.appContext.tokens.verify(token, t.clock.now())).sid;
  const reader = { id, sessionId: session, confirm: () => undefined };
  return () => readSection(t.database.db, reader, t.clock.now(), "a1-1-1", "a1", "a1-1");
}

const parsed = (body: string) => JSON.parse(body) as SectionBody;
const hello = (body: string) => parsed(body).data.words.find((w) => w.id === "a1-1-1-01");

describe("the section answer kept per user", () => {
  it("a repeat with nothing changed is the kept answer", async () => {
    const { id, token } = await t.createUser({ subscribed: true });
    const read = await sectionReader(id, token);
    const first = await read();
    expect(first?.encoded?.get("br")).toBeDefined();
    expect(await read()).toBe(first);
  });

  it("completions deleted and put back as they were keep the kept answer", async () => {
    const { id, token } = await t.createUser({ subscribed: true });
    const read = await sectionReader(id, token);
    const words = ["a1-1-1-01", "a1-1-1-02", "a1-1-1-03"];
    await t.database.db
      .insert(wordProgress)
      .values(words.map((wordId) => ({ userId: id, wordId, sectionId: "a1-1-1" })));
    // As the planner may choose for a learner with many rows: read them in the order they lie on disk.
    // (PGlite has one connection, so this holds for the reads below; on PostgreSQL it reaches one of
    // the pool's, and the test may see an index's order there.)
    await t.database.db.execute(sql`set enable_indexscan = off`);
    await t.database.db.execute(sql`set enable_indexonlyscan = off`);
    try {
      const first = await read();
      // The first row taken away and put back as it was (as a replayed write may): the same state, the
      // row now after the others on disk.
      const [done] = await t.database.db
        .delete(wordProgress)
        .where(and(eq(wordProgress.userId, id), eq(wordProgress.wordId, words[0] as string)))
        .returning();
      if (!done) throw new Error("the completion to put back was not there");
      await t.database.db.insert(wordProgress).values(done);
      expect(await read()).toBe(first);
    } finally {
      await t.database.db.execute(sql`reset enable_indexscan`);
      await t.database.db.execute(sql`reset enable_indexonlyscan`);
    }
  });

  it("two users with the same state get equal answers under different tags, each their own", async () => {
    const a = await t.createUser({ subscribed: true });
    const b = await t.createUser({ subscribed: true });
    const first = await section(a.token);
    const second = await section(b.token);
    expect(second.body).toBe(first.body);
    expect(second.etag).not.toBe(first.etag);
    // Each one's own tag again, from the kept answers, compressed or not.
    expect((await section(a.token, { "accept-encoding": "br" })).etag).toBe(first.etag);
    expect((await section(b.token)).etag).toBe(second.etag);
    expect((await section(b.token, { "if-none-match": first.etag ?? "" })).status).toBe(200);
  });

  it("a bookmark saved and changed in another process shows at once", async () => {
    const { id, token } = await t.createUser({ subscribed: true });
    expect(hello((await section(token)).body)?.bookmark).toBeNull();
    const bookmarkId = crypto.randomUUID();
    const created = await other.call({
      method: "POST",
      url: BOOKMARKS,
      token,
      payload: { ...hallo, id: bookmarkId, note: "یک" },
    });
    expect(created.statusCode).toBe(200);
    expect(hello((await section(token)).body)?.bookmark?.note).toBe("یک");
    // Straight in the database: no app, no cache of any process hears of it.
    await t.database.db.update(bookmarks).set({ note: "دو" }).where(eq(bookmarks.id, bookmarkId));
    expect(hello((await section(token)).body)?.bookmark?.note).toBe("دو");
    await t.database.db.delete(bookmarks).where(eq(bookmarks.userId, id));
    expect(hello((await section(token)).body)?.bookmark).toBeNull();
  });

  it("a completion, an exam high and a purchase made elsewhere show at once", async () => {
    const { id, token } = await t.createUser();
    const locked = parsed((await section(token, {}, PAID)).body).data;
    expect(locked.words).toEqual([]);
    await t.subscribe(id, 1);
    const now = t.clock.now();
    expect(parsed((await section(token, {}, PAID)).body).data.words.length).toBeGreaterThan(0);
    const exam = parsed((await section(token)).body).data.exams[0];
    expect(exam?.high).toBeNull();

    const done = await other.call({
      method: "POST",
      url: "/api/course/status/complete_section",
      token,
      payload: hallo,
    });
    expect(done.statusCode).toBe(200);
    expect(hello((await section(token)).body)?.is_completed).toBe(true);

    if (!exam) throw new Error("a1-1-1 has no exam");
    await t.database.db.insert(examHighs).values({ userId: id, examId: exam.id, score: 7, doneAt: now });
    expect(parsed((await section(token)).body).data.exams[0]?.high?.score).toBe(7);
  });

  it("a change to another section's words keeps the kept answer", async () => {
    const { id, token } = await t.createUser({ subscribed: true });
    const read = await sectionReader(id, token);
    const first = await read();
    // A word of a1-1-2 saved, and a completion there: both of the user's revisions move.
    const next = "/api/teacher/courses/sections/a1-1-2?course_id=a1&lesson_id=a1-1";
    const word = parsed((await section(token, {}, next)).body).data.words[0];
    if (!word) throw new Error("a1-1-2 has no words");
    const elsewhere = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-2", word_id: word.id };
    const saved = await other.call({
      method: "POST",
      url: BOOKMARKS,
      token,
      payload: { ...elsewhere, id: crypto.randomUUID(), note: "سه" },
    });
    expect(saved.statusCode).toBe(200);
    await t.database.db.insert(wordProgress).values({ userId: id, wordId: word.id, sectionId: "a1-1-2" });
    expect(await read()).toBe(first);
    expect(await read()).toBe(first);
  });

  it("an exam high taken away and a subscription that ends show at once", async () => {
    const { id, token } = await t.createUser();
    await t.subscribe(id, 1);
    const exam = parsed((await section(token)).body).data.exams[0];
    if (!exam) throw new Error("a1-1-1 has no exam");
    await t.database.db
      .insert(examHighs)
      .values({ userId: id, examId: exam.id, score: 9, doneAt: t.clock.now() });
    expect(parsed((await section(token)).body).data.exams[0]?.high?.score).toBe(9);
    await t.database.db.delete(examHighs).where(eq(examHighs.userId, id));
    expect(parsed((await section(token)).body).data.exams[0]?.high).toBeNull();

    expect(parsed((await section(token, {}, PAID)).body).data.words.length).toBeGreaterThan(0);
    const before = t.clock.now();
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    try {
      // Nothing was written: only the time moved past the subscription's end.
      expect(parsed((await section(token, {}, PAID)).body).data.words).toEqual([]);
    } finally {
      t.clock.set(before);
    }
  });

  it("an ended session gets 401 while its answer is kept", async () => {
    const { token } = await t.createUser({ subscribed: true });
    expect((await section(token)).status).toBe(200);
    expect((await section(token)).status).toBe(200);
    const logout = await other.call({ method: "GET", url: "/auth/logout", token });
    expect(logout.statusCode).toBe(200);
    expect((await section(token)).status).toBe(401);
    expect((await section(token, { "accept-encoding": "br" })).status).toBe(401);
  });
});
