import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reviewSettingsBodySchema } from "../../contract/review";
import { VajehDatabase } from "../db/database";
import { pullReviewSettings, queueReviewSettings, settingsBody } from "./review-settings-sync";
import { REVIEW_SETTINGS_SUBJECT, settingsFromWire, type SyncedReviewSettings } from "./review-settings-wire";

let db: VajehDatabase;
beforeEach(() => {
  db = new VajehDatabase(`settings-${crypto.randomUUID()}`);
});
afterEach(() => db.close());

const mine: SyncedReviewSettings = {
  desiredRetention: 0.85,
  dailyNewLimit: 10,
  dailyGoal: 40,
  enabledKinds: ["article", "meaning"],
  weights: null,
  updatedAt: Date.UTC(2026, 2, 1, 9),
};

const wire = (s: SyncedReviewSettings, weights: number[] | null = null) => ({
  ...settingsBody(s),
  fsrs_weights: weights,
});

describe("review settings sync", () => {
  it("sends what the contract takes and reads back what it sent", () => {
    const body = settingsBody(mine);
    expect(reviewSettingsBodySchema.parse(body)).toEqual(body);
    expect(body.card_kinds).toEqual(["meaning", "article"]);
    expect(settingsFromWire(wire(mine))).toEqual({ ...mine, enabledKinds: ["meaning", "article"] });
  });

  it("queues one change; a later change replaces one not yet sent", async () => {
    await queueReviewSettings(db, "u1", mine);
    await queueReviewSettings(db, "u1", { ...mine, dailyGoal: 50 });
    const entries = await db.outbox.where("subject").equals(REVIEW_SETTINGS_SUBJECT).toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.body).toMatchObject({ daily_goal: 50 });
    // One already tried stays (it may have reached the server); the new one goes after it.
    const first = entries[0];
    if (first?.seq !== undefined) await db.outbox.update(first.seq, { attempts: 1 });
    await queueReviewSettings(db, "u1", { ...mine, dailyGoal: 60 });
    expect(await db.outbox.where("subject").equals(REVIEW_SETTINGS_SUBJECT).count()).toBe(2);
  });

  it("a pull keeps the device's change while it waits, and takes the server's otherwise", async () => {
    let stored: SyncedReviewSettings | null = mine;
    const read = () => Promise.resolve(stored);
    const write = (s: SyncedReviewSettings) => {
      stored = s;
      return Promise.resolve();
    };
    // The server chose an older change of another device (this device's clock runs ahead): it wins here.
    const server = wire({ ...mine, dailyGoal: 7, updatedAt: mine.updatedAt - 60_000 }, [0.4, 1.2]);
    expect((await pullReviewSettings(db, () => Promise.resolve(server), read, write)).dailyGoal).toBe(7);
    expect(stored).toMatchObject({ dailyGoal: 7, weights: [0.4, 1.2] });
    await queueReviewSettings(db, "u1", { ...mine, dailyGoal: 9 });
    stored = { ...mine, dailyGoal: 9 };
    expect((await pullReviewSettings(db, () => Promise.resolve(server), read, write)).dailyGoal).toBe(9);
  });
});
