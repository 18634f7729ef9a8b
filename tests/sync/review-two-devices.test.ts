import "fake-indexeddb/auto";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReviewLogsPage } from "../../src/contract/review.js";
import { VajehDatabase } from "../../src/data/db/database.js";
import type { OutboxEntry } from "../../src/data/db/rows.js";
import { pullReviewLogs, REVIEW_CURSOR_KEY } from "../../src/data/review/review-log-pull.js";
import { batchPendingLogs, settleReviewLogs } from "../../src/data/review/review-log-sync.js";
import { enterReview, recordAnswer } from "../../src/data/review/review-store.js";
import { cardIdOf, type ReviewableWord } from "../../src/domain/review/card-kinds.js";
import type { Grade } from "../../src/domain/review/grading.js";
import { replayCard, reviewScheduler } from "../../src/domain/review/scheduler.js";
import { reviewLogs } from "../../server/src/db/schema.js";
import { insertTestCourse, ZZ } from "../../server/src/services/content-read.fixture.js";
import { createTestApp, type TestApp } from "../../server/src/test-support/test-app.js";

/*
 * Two devices of one learner (two Dexie databases on fake-indexeddb) against the real server (the
 * app on PGlite, or PostgreSQL in the second run), through the client's own batching, settling and
 * pulling code. Deliveries are what the outbox and the service worker do to a request: sent once,
 * sent twice, sent with the answer lost (so sent again later), or failed (5xx, offline).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertTestCourse(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const scheduler = reviewScheduler();
const START = Date.UTC(2026, 2, 1, 8, 0);
const MINUTE = 60_000;

const WORDS: ReviewableWord[] = [
  {
    id: ZZ.words.maedchen,
    type: "NOUN",
    gender: "neuter",
    translation: { german: "Mädchen", persian: "دختر" },
    grammer: { plural: "Mädchen" },
  },
  {
    id: ZZ.words.strasse,
    type: "NOUN",
    gender: "feminine",
    translation: { german: "Straße", persian: "خیابان" },
    grammer: { plural: "Straßen" },
  },
];
const CARDS = [
  cardIdOf(ZZ.words.maedchen, "meaning"),
  cardIdOf(ZZ.words.maedchen, "article"),
  cardIdOf(ZZ.words.strasse, "recall"),
];

type Delivery = "ok" | "twice" | "answer-lost" | "failed";

class Device {
  readonly db: VajehDatabase;
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    this.db = new VajehDatabase(`device-${crypto.randomUUID()}`);
  }

  async enter(words: readonly ReviewableWord[] = WORDS.slice(0, 1)): Promise<void> {
    for (const word of words) await enterReview(this.db, word, START);
  }

  async answer(cardId: string, grade: Grade, at: number): Promise<void> {
    await recordAnswer(this.db, scheduler, {
      logId: crypto.randomUUID(),
      cardId,
      grade,
      now: at,
      durationMs: 3000,
      offsetMinutes: 0,
    });
  }

  /** The entries a drain would send now, in the order given (a permutation of indexes, reused cyclically). */
  async drain(deliveries: readonly Delivery[], order: readonly number[] = []): Promise<void> {
    await batchPendingLogs(this.db, this.userId);
    const entries = await this.db.outbox.where("state").equals("waiting").toArray();
    const ordered = entries.map((entry, i) => entries[(order[i] ?? i) % entries.length] ?? entry);
    const seen = new Set<string>();
    for (const [i, entry] of [...ordered, ...entries].entries()) {
      if (seen.has(entry.key)) continue;
      seen.add(entry.key);
      await this.deliver(entry, deliveries[i % Math.max(1, deliveries.length)] ?? "ok");
    }
  }

  private async deliver(entry: OutboxEntry, delivery: Delivery): Promise<void> {
    if (delivery === "failed") return;
    const send = () =>
      t.call({
        method: entry.method,
        url: entry.url,
        token: this.token,
        headers: { "idempotency-key": entry.key },
        payload: entry.body ?? undefined,
      });
    const first = await send();
    const res = delivery === "twice" ? await send() : first;
    expect(first.statusCode).toBe(200);
    if (delivery === "answer-lost") return;
    expect(res.statusCode).toBe(200);
    // What settleOutboxEntry does with a 2xx of a batch: its logs sent, the entry gone, in one transaction.
    await this.db.transaction("rw", [this.db.outbox, this.db.reviewLogs], async () => {
      await settleReviewLogs(this.db, entry);
      if (entry.seq !== undefined) await this.db.outbox.delete(entry.seq);
    });
  }

  async pull(limit?: number): Promise<number> {
    return pullReviewLogs(
      this.db,
      async (after, etag) => {
        const res = await t.call({
          method: "GET",
          url: `/api/review/logs?after=${after}${limit ? `&limit=${limit}` : ""}`,
          token: this.token,
          headers: etag ? { "if-none-match": etag } : {},
        });
        if (res.statusCode === 304) return null;
        expect(res.statusCode).toBe(200);
        const tag = res.headers.etag;
        return {
          page: (res.json() as { data: ReviewLogsPage }).data,
          etag: typeof tag === "string" ? tag : null,
        };
      },
      0,
    );
  }

  /** Drains until nothing waits (every delivery succeeds), then pulls. */
  async settle(): Promise<void> {
    for (let i = 0; i < 5 && (await this.db.outbox.count()) + (await this.pendingCount()) > 0; i++)
      await this.drain(["ok"]);
    await this.pull(3);
  }

  pendingCount(): Promise<number> {
    return this.db.reviewLogs.where("pending").equals(1).count();
  }

  /** The answered cards (a device need not hold the cards the other entered and never answered). */
  async states() {
    const rows = await this.db.reviewCards.orderBy("cardId").toArray();
    return rows
      .filter((r) => r.state !== null)
      .map((r) => ({ cardId: r.cardId, due: r.due, state: r.state }));
  }

  close(): void {
    this.db.close();
  }
}

async function twoDevices(): Promise<[Device, Device, string]> {
  const user = await t.createUser();
  return [new Device(user.id, user.token), new Device(user.id, user.token), user.id];
}

async function serverLogIds(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: reviewLogs.id })
    .from(reviewLogs)
    .where(eq(reviewLogs.userId, userId));
  return rows.map((r) => r.id);
}

async function expectConverged(a: Device, b: Device, userId: string): Promise<void> {
  const logsA = await a.db.reviewLogs.toArray();
  const logsB = await b.db.reviewLogs.toArray();
  // Both hold every answer, none pending, and the server holds each exactly once.
  expect(logsA.map((l) => l.id).sort()).toEqual(logsB.map((l) => l.id).sort());
  expect(await a.pendingCount()).toBe(0);
  expect(await b.pendingCount()).toBe(0);
  const onServer = await serverLogIds(userId);
  expect(onServer.sort()).toEqual(logsA.map((l) => l.id).sort());
  // The same card states, equal to one device applying every log in time order.
  const statesA = await a.states();
  expect(await b.states()).toEqual(statesA);
  for (const card of statesA) {
    const replayed = replayCard(
      scheduler,
      logsA.filter((l) => l.cardId === card.cardId),
    );
    expect(card.state).toEqual(replayed);
  }
}

describe("two devices reviewing the same cards offline", () => {
  it("converge after both drain and pull: every answer kept, each once on the server", async () => {
    const [a, b, userId] = await twoDevices();
    await a.enter(WORDS);
    await b.enter(WORDS);
    // Interleaved in time: A, B, A, B… on the same cards, each device offline (nothing delivered).
    const [meaning, article] = CARDS as [string, string];
    await a.answer(meaning, 3, START + 1 * MINUTE);
    await b.answer(meaning, 1, START + 2 * MINUTE);
    await a.answer(article, 3, START + 3 * MINUTE);
    await b.answer(meaning, 3, START + 4 * MINUTE);
    await a.answer(meaning, 4, START + 5 * MINUTE);
    await b.drain(["failed"]);
    await a.drain(["answer-lost"]);
    expect(await a.pendingCount()).toBe(3);
    // Back online: B then A deliver (A's first batch again, under a new key, with nothing lost).
    await b.drain(["twice"]);
    await a.drain(["ok"]);
    await a.pull();
    await b.pull();
    await expectConverged(a, b, userId);
    const meaningState = (await a.states()).find((c) => c.cardId === meaning)?.state;
    expect(meaningState?.reps).toBe(4);
    expect(meaningState?.lapses).toBe(0); // Again came while learning: no lapse, but it is in the replay.
    expect(await a.db.meta.get(REVIEW_CURSOR_KEY)).toEqual({ key: REVIEW_CURSOR_KEY, value: "5" });
    a.close();
    b.close();
  });

  it("a card studied only on the other device arrives with its state", async () => {
    const [a, b, userId] = await twoDevices();
    await a.enter(WORDS);
    const [, , recall] = CARDS as [string, string, string];
    await a.answer(recall, 3, START + MINUTE);
    await a.settle();
    await b.settle();
    await expectConverged(a, b, userId);
    expect((await b.states()).find((c) => c.cardId === recall)?.state?.reps).toBe(1);
    a.close();
    b.close();
  });
});

// A model of what the network does: any interleaving of two devices' answers, drains whose deliveries
// fail, repeat or lose their answer, entries sent in any order, pulls at any time and in small pages.
const command = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("answer" as const),
      device: fc.integer({ min: 0, max: 1 }),
      card: fc.integer({ min: 0, max: CARDS.length - 1 }),
      grade: fc.constantFrom<Grade>(1, 2, 3, 4),
      minutes: fc.integer({ min: -30, max: 24 * 60 * 4 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("drain" as const),
      device: fc.integer({ min: 0, max: 1 }),
      deliveries: fc.array(fc.constantFrom<Delivery>("ok", "twice", "answer-lost", "failed"), {
        minLength: 1,
        maxLength: 3,
      }),
      order: fc.array(fc.nat(5), { maxLength: 4 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("pull" as const),
      device: fc.integer({ min: 0, max: 1 }),
      limit: fc.integer({ min: 1, max: 4 }),
    }),
    weight: 1,
  },
);

describe("model: deliveries duplicated, lost, failed and reordered", () => {
  it("both devices end with the same states, equal to the replay of every log, each log once on the server", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const [a, b, userId] = await twoDevices();
        const devices = [a, b] as const;
        try {
          await a.enter(WORDS);
          await b.enter(WORDS);
          let clock = START;
          for (const c of commands) {
            const device = devices[c.device === 0 ? 0 : 1];
            if (c.kind === "answer") {
              // Mostly forward in time, sometimes a device whose answer is earlier than one already merged.
              clock += Math.max(1, c.minutes) * MINUTE;
              await device.answer(
                CARDS[c.card] ?? CARDS[0] ?? "",
                c.grade,
                clock + Math.min(0, c.minutes) * MINUTE,
              );
            } else if (c.kind === "drain") {
              await device.drain(c.deliveries, c.order);
            } else {
              await device.pull(c.limit);
            }
          }
          await a.settle();
          await b.settle();
          await a.pull();
          await expectConverged(a, b, userId);
        } finally {
          a.close();
          b.close();
        }
      }),
      { numRuns: 12 },
    );
  });
});
