import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ReviewSettingsWire } from "../../../../src/contract/review.js";
import { reviewSettings } from "../../db/schema.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";

const t = testAppPerFile();

const URL = "/api/review/settings";

async function read(token: string, headers: Record<string, string> = {}) {
  const res = await t.call({ method: "GET", url: URL, token, headers });
  const data = res.statusCode === 304 ? null : (res.json() as { data: ReviewSettingsWire }).data;
  return { status: res.statusCode, etag: res.headers.etag, data };
}

async function write(token: string, body: object) {
  const res = await t.call({ method: "POST", url: URL, token, payload: body });
  const json = res.json() as { data: ReviewSettingsWire; messages?: { error: string } };
  return { status: res.statusCode, data: json.data, error: json.messages?.error };
}

const at = (iso: string) => ({ date: iso });
const body = (overrides: object = {}) => ({
  desired_retention: 0.85,
  new_cards_per_day: 10,
  daily_goal: 50,
  card_kinds: ["article", "meaning"],
  updated_at: at("2026-03-01T07:00:00.000Z"),
  ...overrides,
});

describe("review settings", () => {
  it("are the defaults until set, with FSRS-6's default weights (null)", async () => {
    const user = await t.createUser();
    const settings = await read(user.token);
    expect(settings.status).toBe(200);
    expect(settings.data).toEqual({
      desired_retention: 0.9,
      new_cards_per_day: 20,
      daily_goal: 30,
      card_kinds: ["meaning", "recall", "article", "plural"],
      fsrs_weights: null,
      updated_at: at("1970-01-01T00:00:00.000Z"),
    });
    const again = await read(user.token, { "if-none-match": String(settings.etag) });
    expect(again.status).toBe(304);
  });

  it("keep the later change by updated_at, whichever arrives last", async () => {
    const user = await t.createUser();
    const later = await write(
      user.token,
      body({ daily_goal: 70, updated_at: at("2026-03-01T07:30:00.000Z") }),
    );
    expect(later.status).toBe(200);
    expect(later.data).toMatchObject({
      desired_retention: 0.85,
      daily_goal: 70,
      card_kinds: ["meaning", "article"],
    });
    // An older change from another device, arriving after: the later one stays, and is answered.
    const older = await write(
      user.token,
      body({ daily_goal: 5, updated_at: at("2026-03-01T07:10:00.000Z") }),
    );
    expect(older.data.daily_goal).toBe(70);
    expect(older.data.updated_at).toEqual(at("2026-03-01T07:30:00.000Z"));
    expect((await read(user.token)).data?.daily_goal).toBe(70);
    const newer = await write(
      user.token,
      body({ daily_goal: 9, updated_at: at("2026-03-01T07:45:00.000Z") }),
    );
    expect(newer.data.daily_goal).toBe(9);
    const [row] = await t.database.db.select().from(reviewSettings).where(eq(reviewSettings.userId, user.id));
    expect(row?.version).toBe(2);
  });

  it("count a time past the server's clock as now", async () => {
    const user = await t.createUser();
    const ahead = await write(user.token, body({ updated_at: at("2030-01-01T00:00:00.000Z") }));
    expect(ahead.data.updated_at).toEqual(at(t.clock.now().toISOString()));
    t.clock.advance(60_000);
    const next = await write(
      user.token,
      body({ daily_goal: 2, updated_at: at(t.clock.now().toISOString()) }),
    );
    expect(next.data.daily_goal).toBe(2);
  });

  it("refuse values out of range with 422 and the error shape", async () => {
    const user = await t.createUser();
    for (const bad of [
      { desired_retention: 0.79 },
      { desired_retention: 0.98 },
      { new_cards_per_day: -1 },
      { new_cards_per_day: 201 },
      { daily_goal: 0 },
      { card_kinds: [] },
      { card_kinds: ["meaning", "meaning"] },
      { card_kinds: ["sentence"] },
      { updated_at: at("soon") },
      { fsrs_weights: "x", daily_goal: 1.5 },
    ]) {
      const answer = await write(user.token, body(bad));
      expect(answer.status, JSON.stringify(bad)).toBe(422);
      expect(answer.error).toBeTruthy();
    }
    expect((await read(user.token)).data?.daily_goal).toBe(30);
  });

  it("are each user's own", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    await write(alice.token, body({ daily_goal: 99 }));
    expect((await read(bob.token)).data?.daily_goal).toBe(30);
    expect((await read(alice.token)).data?.daily_goal).toBe(99);
  });
});
