import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_LOGS_PER_PUSH, REVIEW_CARD_KINDS, reviewLogsPushBodySchema } from "../../contract/review";
import { CARD_KINDS } from "../../domain/review/card-kinds";
import { VajehDatabase } from "../db/database";
import { fromWireLog } from "./review-log-pull";
import { batchPendingLogs, logIdsOf, settleReviewLogs, toWireLog } from "./review-log-sync";
import type { ReviewLogRow } from "./review-rows";

let db: VajehDatabase;
beforeEach(() => {
  db = new VajehDatabase(`logs-${crypto.randomUUID()}`);
});
afterEach(() => db.close());

const DAY = 86_400_000;
const START = Date.UTC(2026, 2, 1, 8);

const row = (i: number, cardId = "w1:meaning"): ReviewLogRow => ({
  id: crypto.randomUUID(),
  cardId,
  grade: 3,
  reviewedAt: START + i * DAY,
  durationMs: 1500.4,
  day: "2026-03-01",
  pending: 1,
});

describe("review logs on the wire", () => {
  it("names the same card kinds as the domain", () => {
    expect([...REVIEW_CARD_KINDS]).toEqual([...CARD_KINDS]);
  });

  it("round-trips a log, and drops one this app cannot replay", () => {
    const log = row(0);
    const wire = toWireLog(log, 2);
    expect(wire).toMatchObject({ card_id: "w1:meaning", rating: 3, elapsed_days: 2, duration_ms: 1500 });
    const { day: _day, pending: _pending, ...entry } = log;
    expect(fromWireLog(wire)).toEqual({ ...entry, durationMs: 1500 });
    expect(fromWireLog({ ...wire, rating: 7 })).toBeNull();
    expect(fromWireLog({ ...wire, card_id: "w1:sentence" })).toBeNull();
  });
});

describe("batching pending logs into the outbox", () => {
  it("puts each pending log in exactly one entry of at most 500, with the days since the card's last answer", async () => {
    const rows = Array.from({ length: MAX_LOGS_PER_PUSH + 3 }, (_, i) =>
      row(i, i % 2 ? "w1:meaning" : "w2:recall"),
    );
    await db.reviewLogs.bulkAdd(rows);
    expect(await batchPendingLogs(db, "u1")).toBe(rows.length);
    expect(await batchPendingLogs(db, "u1")).toBe(0);
    const entries = await db.outbox.orderBy("seq").toArray();
    expect(entries.map((e) => logIdsOf(e).length)).toEqual([MAX_LOGS_PER_PUSH, 3]);
    const ids = entries.flatMap(logIdsOf);
    expect(new Set(ids).size).toBe(rows.length);
    for (const entry of entries) expect(reviewLogsPushBodySchema.safeParse(entry.body).success).toBe(true);
    const body = entries[0]?.body;
    const logs = body && "logs" in body ? body.logs : [];
    expect(logs.slice(0, 3).map((l) => l.elapsed_days)).toEqual([0, 0, 2]);
  });

  it("an unsent entry takes later answers under a new key; one the service worker holds does not", async () => {
    await db.reviewLogs.add(row(0));
    await batchPendingLogs(db, "u1");
    const [first] = await db.outbox.toArray();
    await db.reviewLogs.add(row(1));
    await batchPendingLogs(db, "u1");
    const [grown, ...none] = await db.outbox.toArray();
    expect(none).toEqual([]);
    expect(grown && logIdsOf(grown)).toHaveLength(2);
    expect(grown?.key).not.toBe(first?.key);
    if (grown?.seq !== undefined) await db.outbox.update(grown.seq, { queued: true });
    await db.reviewLogs.add(row(2));
    await batchPendingLogs(db, "u1");
    const after = await db.outbox.orderBy("seq").toArray();
    expect(after.map((e) => logIdsOf(e).length)).toEqual([2, 1]);
    expect(after[0]?.key).toBe(grown?.key);
  });

  it("a settled batch's logs are no longer pending; the others stay", async () => {
    await db.reviewLogs.bulkAdd([row(0), row(1)]);
    await batchPendingLogs(db, "u1");
    const [entry] = await db.outbox.toArray();
    await db.reviewLogs.add(row(2));
    if (entry) await db.transaction("rw", [db.reviewLogs], () => settleReviewLogs(db, entry));
    expect(await db.reviewLogs.where("pending").equals(1).count()).toBe(1);
  });
});
