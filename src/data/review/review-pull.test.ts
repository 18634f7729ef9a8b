import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReviewSettingsWire, StoredReviewLog } from "../../contract/review";
import { GRADES } from "../../domain/review/grading";
import { replayCard, reviewScheduler } from "../../domain/review/scheduler";
import { db } from "../db/db";
import { fromWireLog } from "./review-log-pull";
import { pullDeviceReviewLogs } from "./review-pull";
import { settleOutboxEntry } from "../sync/outbox-settle";
import { REVIEW_SETTINGS_KEY } from "./review-settings";
import { queueReviewSettings } from "./review-settings-sync";
import type { SyncedReviewSettings } from "./review-settings-wire";

/** The server, as the sync run's review pull reaches it: one page of logs and the learner's settings. */
const server = vi.hoisted(() => ({
  logs: [] as StoredReviewLog[],
  settings: null as ReviewSettingsWire | null,
  /** Runs while the settings' answer is on its way (made already, not yet arrived). */
  whileSettingsTravel: null as (() => Promise<void>) | null,
}));

vi.mock("../api/fetch-answer", () => ({
  fetchAnswer: (name: string) => {
    if (name === "reviewSettings" && server.settings) {
      const answer = { changed: true, data: { data: server.settings }, etag: null };
      return (server.whileSettingsTravel?.() ?? Promise.resolve()).then(() => answer);
    }
    if (name !== "reviewLogs") throw new Error(`unexpected ${name}`);
    return Promise.resolve({
      changed: true,
      data: { data: { logs: server.logs, cursor: String(server.logs.length), more: false } },
      etag: null,
    });
  },
}));

const T0 = Date.parse("2026-11-02T06:00:00Z");
const DAY = 86_400_000;
const CARD = "w1:meaning";

const stored = (i: number, rating: 1 | 2 | 3 | 4, at: number): StoredReviewLog => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  card_id: CARD,
  rating,
  reviewed_at: { date: new Date(at).toISOString() },
  elapsed_days: 0,
  duration_ms: 1000,
});

const settingsWire = (retention: number, updatedAt: number): ReviewSettingsWire => ({
  desired_retention: retention,
  new_cards_per_day: 20,
  daily_goal: 30,
  card_kinds: ["meaning", "recall", "article", "plural"],
  fsrs_weights: null,
  updated_at: { date: new Date(updatedAt).toISOString() },
});

beforeEach(async () => {
  await Promise.all([db.meta.clear(), db.reviewCards.clear(), db.reviewLogs.clear(), db.outbox.clear()]);
  server.logs = [
    stored(1, GRADES.good, T0),
    stored(2, GRADES.good, T0 + 10 * 60_000),
    stored(3, GRADES.good, T0 + 3 * DAY),
    stored(4, GRADES.easy, T0 + 12 * DAY),
  ];
});
afterEach(() => {
  server.whileSettingsTravel = null;
  vi.clearAllMocks();
});

const replayWith = (desiredRetention: number) =>
  replayCard(
    reviewScheduler({ desiredRetention, weights: null }),
    server.logs.map(fromWireLog).filter((l) => l !== null),
  );

describe("the sync run's review pull", () => {
  it("schedules the pulled cards with the learner's settings, not the defaults", async () => {
    const updatedAt = T0 - DAY;
    server.settings = settingsWire(0.8, updatedAt);
    await db.meta.put({
      key: REVIEW_SETTINGS_KEY,
      value: {
        desiredRetention: 0.8,
        dailyNewLimit: 20,
        dailyGoal: 30,
        enabledKinds: ["meaning", "recall", "article", "plural"],
        weights: null,
        updatedAt,
      },
    });
    await pullDeviceReviewLogs();
    const card = await db.reviewCards.get(CARD);
    expect(card?.state).toEqual(replayWith(0.8));
    // The two settings do schedule this card differently, so the check above tells them apart.
    expect(replayWith(0.8)?.due).not.toBe(replayWith(0.9)?.due);
  });

  it("keeps a change of this device the server answered while an older copy was on its way", async () => {
    const mine: SyncedReviewSettings = {
      desiredRetention: 0.9,
      dailyNewLimit: 20,
      dailyGoal: 30,
      enabledKinds: ["meaning", "recall", "article", "plural"],
      weights: null,
      updatedAt: T0,
    };
    await db.transaction("rw", [db.meta, db.outbox], async () => {
      await db.meta.put({ key: REVIEW_SETTINGS_KEY, value: mine });
      await queueReviewSettings(db, "u1", mine);
    });
    // The server's copy from before the change is made; then the change reaches the server and its
    // answer settles the outbox entry; then that older copy arrives.
    server.settings = settingsWire(0.8, T0 - DAY);
    server.whileSettingsTravel = async () => {
      const [entry] = await db.outbox.toArray();
      await settleOutboxEntry(entry?.key ?? "");
      expect(await db.outbox.count()).toBe(0);
    };
    await pullDeviceReviewLogs();
    expect((await db.meta.get(REVIEW_SETTINGS_KEY))?.value).toMatchObject({ desiredRetention: 0.9 });
    expect(await db.reviewCards.get(CARD)).toMatchObject({ state: replayWith(0.9) });
  });
});
