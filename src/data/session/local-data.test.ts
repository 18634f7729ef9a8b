import { afterEach, describe, expect, it } from "vitest";
import { db } from "../db/db";
import { logIdsOf } from "../review/review-log-sync";
import { claimLocalData, clearLocalUserData } from "./local-data";

afterEach(async () => {
  await db.outbox.clear();
  await clearLocalUserData();
});

describe("clearing a learner's data", () => {
  it("keeps unsent review answers: they go into the outbox under their user before the logs are cleared", async () => {
    await claimLocalData("u1");
    const id = crypto.randomUUID();
    await db.reviewLogs.add({
      id,
      cardId: "w1:meaning",
      grade: 3,
      reviewedAt: Date.UTC(2026, 2, 1, 8),
      durationMs: 2000,
      day: "2026-03-01",
      pending: 1,
    });
    await clearLocalUserData();
    expect(await db.reviewLogs.count()).toBe(0);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.user_id, e.endpoint, logIdsOf(e)])).toEqual([
      ["u1", "reviewLogsPush", [id]],
    ]);
  });
});
