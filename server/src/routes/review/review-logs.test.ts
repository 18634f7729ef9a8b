import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_LOGS_PER_PUSH } from "../../../../src/contract/review.js";
import { reviewLogs, wordProgress } from "../../db/schema.js";
import { ZZ } from "../../services/content-read.fixture.js";
import { onPostgres } from "../../test-support/test-database.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import { logOf, pull, pullAll, push } from "./review-test-support.js";

const t = testAppPerFile({ course: true });

const storedOf = (userId: string) =>
  t.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId));

describe("POST /api/review/logs", () => {
  it("stores each log once: a replayed or repeated log is known, not stored again", async () => {
    const user = await t.createUser();
    const logs = [logOf({ minutes: 1 }), logOf({ minutes: 2, rating: 1 })];
    const first = await push(t, user.token, { logs });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ stored: 2, known: 0, ignored: [] });
    const again = await push(t, user.token, { logs: [...logs, logOf({ minutes: 3 })] });
    expect(again.data).toEqual({ stored: 1, known: 2, ignored: [] });
    const twiceInOne = logOf({ minutes: 4 });
    const doubled = await push(t, user.token, { logs: [twiceInOne, twiceInOne] });
    expect(doubled.data).toEqual({ stored: 1, known: 1, ignored: [] });
    const rows = await storedOf(user.id);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
    const stored = rows.find((r) => r.id === logs[1]?.id);
    expect(stored).toMatchObject({
      cardId: `${ZZ.words.maedchen}:meaning`,
      wordId: ZZ.words.maedchen,
      rating: 1,
    });
    expect(stored?.reviewedAt.toISOString()).toBe(logs[1]?.reviewed_at.date);
    expect(stored?.receivedAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("keeps the first answer of an id and reports a different one under it as a conflict", async () => {
    const user = await t.createUser();
    const log = logOf({ minutes: 5, rating: 3 });
    await push(t, user.token, { logs: [log] });
    const other = logOf({ minutes: 6 });
    const answer = await push(t, user.token, { logs: [{ ...log, rating: 4 }, other] });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ stored: 1, known: 0, ignored: [{ id: log.id, reason: "conflict" }] });
    const rows = await storedOf(user.id);
    expect(rows.find((r) => r.id === log.id)?.rating).toBe(3);
    // Elapsed days are the sending device's view (statistics): a resend that differs only there is the same answer.
    const resent = await push(t, user.token, { logs: [{ ...log, elapsed_days: 7 }] });
    expect(resent.data).toEqual({ stored: 0, known: 1, ignored: [] });
  });

  it("ignores cards of words the user cannot see, and stores the rest of the batch", async () => {
    const user = await t.createUser();
    const paid = logOf({ card_id: `${ZZ.paidWord}:article` });
    const missing = logOf({ card_id: "no-such-word:meaning" });
    const free = logOf({ card_id: `${ZZ.words.strasse}:plural` });
    const answer = await push(t, user.token, { logs: [paid, missing, free] });
    expect(answer.status).toBe(200);
    expect(answer.data.stored).toBe(1);
    expect(answer.data.ignored).toEqual([
      { id: paid.id, reason: "unknown_card" },
      { id: missing.id, reason: "unknown_card" },
    ]);
    // A paid word the user studied (its completion kept) stays reviewable without a subscription.
    await t.database.db
      .insert(wordProgress)
      .values({ userId: user.id, wordId: ZZ.paidWord, sectionId: ZZ.paidSection });
    expect((await push(t, user.token, { logs: [paid] })).data.stored).toBe(1);
    const subscriber = await t.createUser({ subscribed: true });
    expect(
      (await push(t, subscriber.token, { logs: [logOf({ card_id: `${ZZ.paidWord}:meaning` })] })).data.stored,
    ).toBe(1);
  });

  it("refuses bad bodies with 422 and the error shape, storing nothing", async () => {
    const user = await t.createUser();
    const cases: unknown[] = [
      {},
      { logs: [] },
      { logs: [{ ...logOf(), id: "not-a-uuid" }] },
      { logs: [logOf({ rating: 0 })] },
      { logs: [logOf({ rating: 5 })] },
      { logs: [logOf({ card_id: "w1:sentence" })] },
      { logs: [logOf({ card_id: ":meaning" })] },
      { logs: [logOf({ card_id: "w\u00001:meaning" })] },
      { logs: [logOf({ reviewed_at: { date: "yesterday" } })] },
      { logs: [logOf({ duration_ms: -1 })] },
      { logs: [logOf({ elapsed_days: 1.5 })] },
      { logs: Array.from({ length: MAX_LOGS_PER_PUSH + 1 }, () => logOf()) },
    ];
    for (const body of cases) {
      const answer = await push(t, user.token, body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(typeof answer.error).toBe("string");
    }
    expect(await storedOf(user.id)).toHaveLength(0);
    const full = await push(t, user.token, {
      logs: Array.from({ length: MAX_LOGS_PER_PUSH }, (_, i) =>
        logOf({ minutes: i % 60, card_id: `${"w".repeat(64)}:recall` }),
      ),
    });
    // 500 logs of the longest card ids fit the body limit (the unknown word is ignored, not refused).
    expect(full.status).toBe(200);
    expect(full.data.ignored).toHaveLength(MAX_LOGS_PER_PUSH);
  });

  it("refuses a body over the size limit with 413 and the error shape", async () => {
    const user = await t.createUser();
    const res = await t.call({
      method: "POST",
      url: "/api/review/logs",
      token: user.token,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ logs: [logOf()], pad: "x".repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect((res.json() as { messages: { error: string } }).messages.error).toBeTruthy();
  });

  it("needs a signed-in user", async () => {
    const res = await t.call({ method: "POST", url: "/api/review/logs", payload: { logs: [logOf()] } });
    expect(res.statusCode).toBe(401);
    expect((await t.call({ method: "GET", url: "/api/review/logs" })).statusCode).toBe(401);
  });
});

describe("GET /api/review/logs", () => {
  it("hands back only what is new since the cursor, page by page, in the order received", async () => {
    const user = await t.createUser();
    const first = [logOf({ minutes: 30 }), logOf({ minutes: 10 }), logOf({ minutes: 20 })];
    await push(t, user.token, { logs: first });
    const all = await pullAll(t, user.token, "0", 2);
    expect(all.logs.map((l) => l.id)).toEqual(first.map((l) => l.id));
    expect(all.logs[0]).toEqual({
      id: first[0]?.id,
      card_id: first[0]?.card_id,
      rating: 3,
      reviewed_at: first[0]?.reviewed_at,
      elapsed_days: 0,
      duration_ms: 4200,
    });
    const nothing = await pull(t, user.token, all.cursor);
    expect(nothing.data).toEqual({ logs: [], cursor: all.cursor, more: false });
    const later = [logOf({ minutes: 40 }), logOf({ minutes: 50 })];
    await push(t, user.token, { logs: [first[0], ...later] });
    const since = await pullAll(t, user.token, all.cursor);
    expect(since.logs.map((l) => l.id)).toEqual(later.map((l) => l.id));
  });

  it("starts again from the beginning for a cursor past the user's last log", async () => {
    const user = await t.createUser();
    const log = logOf();
    await push(t, user.token, { logs: [log] });
    const page = await pull(t, user.token, "999999");
    expect(page.data.logs.map((l) => l.id)).toEqual([log.id]);
    expect(page.data.cursor).toBe("1");
  });

  it("refuses a bad cursor or limit with 400", async () => {
    const user = await t.createUser();
    for (const query of ["after=-1", "after=abc", "limit=0", "limit=1001", "after=1e3"]) {
      const res = await t.call({ method: "GET", url: `/api/review/logs?${query}`, token: user.token });
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { messages: { error: string } }).messages.error).toBeTruthy();
    }
  });

  it("never reads another user's logs, and another user's log id is a new log, not a conflict", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const log = logOf({ minutes: 7 });
    await push(t, alice.token, { logs: [log] });
    // Bob sends the same id with another answer: stored as his own, nothing said about Alice's.
    const bobs = await push(t, bob.token, { logs: [{ ...log, rating: 1 }] });
    expect(bobs.data).toEqual({ stored: 1, known: 0, ignored: [] });
    const bobAll = await pullAll(t, bob.token);
    expect(bobAll.logs).toHaveLength(1);
    expect(bobAll.logs[0]?.rating).toBe(1);
    const aliceAll = await pullAll(t, alice.token);
    expect(aliceAll.logs.map((l) => [l.id, l.rating])).toEqual([[log.id, 3]]);
    const rows = await t.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.id, log.id)));
    expect(rows.map((r) => r.userId).sort()).toEqual([alice.id, bob.id].sort());
  });
});

// PGlite runs one query at a time, so the race only shows on PostgreSQL (it passes trivially on PGlite).
describe("concurrent pushes and pulls", () => {
  it(`a reader following the cursor gets every log exactly once${onPostgres ? "" : " (serial on PGlite)"}`, async () => {
    const user = await t.createUser();
    const batches = Array.from({ length: 24 }, (_, b) =>
      Array.from({ length: 5 }, (_, i) => logOf({ minutes: (b * 5 + i) % 60 })),
    );
    const seen: string[] = [];
    let cursor = "0";
    let writing = true;
    const reader = (async () => {
      // A bounded number of pulls while the pushes run (each waits for the one before).
      for (let i = 0; i < 40 && writing; i++) {
        const page = await pull(t, user.token, cursor, 7);
        expect(page.status).toBe(200);
        seen.push(...page.data.logs.map((l) => l.id));
        cursor = page.data.cursor;
      }
    })();
    // Each batch twice, from two "devices" at once: replays race with first deliveries.
    const answers = await Promise.all([...batches, ...batches].map((logs) => push(t, user.token, { logs })));
    writing = false;
    await reader;
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers.reduce((sum, a) => sum + a.data.stored, 0)).toBe(120);
    const rest = await pullAll(t, user.token, cursor);
    seen.push(...rest.logs.map((l) => l.id));
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(await storedOf(user.id)).toHaveLength(120);
  });
});
