import { describe, expect, it } from "vitest";
import {
  cardsByState,
  dueForecast,
  goalMetDays,
  reviewsPerDay,
  summariseSession,
  trueRetention,
} from "./review-stats";
import { newCardState, type CardState } from "./scheduler";

const T0 = Date.parse("2026-11-12T08:00:00Z");
const DAY = 86_400_000;
const state = (due: number, phase: CardState["phase"] = 2): CardState => ({
  ...newCardState(T0),
  due,
  phase,
});
const log = (id: string, cardId: string, day: string, grade: 1 | 2 | 3 | 4, reviewedAt: number) => ({
  id,
  cardId,
  day,
  grade,
  reviewedAt,
  durationMs: 1000,
});

describe("review statistics", () => {
  it("counts reviews on each of the last 30 days, empty days included, oldest first", () => {
    const days = reviewsPerDay(
      [{ day: "2026-11-12" }, { day: "2026-11-12" }, { day: "2026-10-14" }, { day: "2026-10-13" }],
      "2026-11-12",
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-10-14", count: 1 });
    expect(days[29]).toEqual({ day: "2026-11-12", count: 2 });
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(3);
  });

  it("forecasts the next 14 days, overdue cards today, later ones left out", () => {
    const days = dueForecast([state(T0 - 3 * DAY), state(T0), state(T0 + DAY), state(T0 + 20 * DAY)], T0, 0);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ day: "2026-11-12", count: 2 });
    expect(days[1]?.count).toBe(1);
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(3);
  });

  it("true retention counts only recalls after a day or more, within the window", () => {
    const logs = [
      log("a", "c1", "2026-11-01", 3, T0 - 11 * DAY),
      log("b", "c1", "2026-11-01", 3, T0 - 11 * DAY + 600_000), // same day: a learning step
      log("c", "c1", "2026-11-05", 1, T0 - 7 * DAY),
      log("d", "c1", "2026-11-12", 3, T0),
      log("e", "c2", "2026-11-12", 1, T0), // first answer: not a recall
    ];
    expect(trueRetention(logs, "2026-11-12")).toEqual({ passed: 1, total: 2 });
    expect(trueRetention(logs, "2026-11-12", 3)).toEqual({ passed: 1, total: 1 });
  });

  it("counts cards by state", () => {
    expect(
      cardsByState([null, state(T0, 0), state(T0, 1), state(T0, 2), state(T0, 2), state(T0, 3)]),
    ).toEqual({
      new: 2,
      learning: 1,
      review: 2,
      relearning: 1,
    });
  });

  it("sums up a session and the days a goal was met", () => {
    expect(
      summariseSession([
        { grade: 3, durationMs: 2000 },
        { grade: 1, durationMs: 1000 },
        { grade: 2, durationMs: 500 },
      ]),
    ).toEqual({
      reviewed: 3,
      correctPercent: 67,
      timeMs: 3500,
    });
    expect(summariseSession([]).correctPercent).toBeNull();
    expect([...goalMetDays([{ day: "a" }, { day: "a" }, { day: "b" }], 2)]).toEqual(["a"]);
  });
});
