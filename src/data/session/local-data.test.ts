import { afterEach, describe, expect, it, vi } from "vitest";
import { SCREEN_SNAPSHOT_CACHE } from "../../contract/screen-snapshot";
import { db } from "../db/db";
import { logIdsOf } from "../review/review-log-sync";
import { claimLocalData, clearLocalUserData } from "./local-data";

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.outbox.clear();
  await clearLocalUserData();
});

/** A Cache Storage that notes which caches were deleted (jsdom has none). */
function cacheDeletes(): string[] {
  const deleted: string[] = [];
  vi.stubGlobal("caches", {
    delete: (name: string) => {
      deleted.push(name);
      return Promise.resolve(true);
    },
  });
  return deleted;
}

describe("the screens saved for the worker's snapshots", () => {
  it("are forgotten when another learner signs in, and kept for the same learner", async () => {
    await claimLocalData("u1");
    const deleted = cacheDeletes();
    await claimLocalData("u1");
    expect(deleted).toEqual([]);
    await claimLocalData("u2");
    expect(deleted).toEqual([SCREEN_SNAPSHOT_CACHE]);
  });
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
