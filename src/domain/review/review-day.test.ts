import { describe, expect, it } from "vitest";
import { addDays, endOfReviewDay, reviewDayKey, streakDays } from "./review-day";

const TEHRAN = 210;

describe("the review day rolls over at 04:00 device time", () => {
  it("half past one at night still counts for the evening before; five o'clock is a new day", () => {
    // 01:30 Tehran on 12 Nov = 22:00 UTC on 11 Nov.
    expect(reviewDayKey(Date.parse("2026-11-11T22:00:00Z"), TEHRAN)).toBe("2026-11-11");
    // 05:00 Tehran on 12 Nov = 01:30 UTC.
    expect(reviewDayKey(Date.parse("2026-11-12T01:30:00Z"), TEHRAN)).toBe("2026-11-12");
    // The same instant is another day in another zone.
    expect(reviewDayKey(Date.parse("2026-11-12T01:30:00Z"), 0)).toBe("2026-11-11");
  });

  it("ends at the next 04:00 device time", () => {
    const end = endOfReviewDay(Date.parse("2026-11-11T22:00:00Z"), TEHRAN);
    expect(new Date(end).toISOString()).toBe("2026-11-12T00:30:00.000Z");
    expect(reviewDayKey(end - 1, TEHRAN)).toBe("2026-11-11");
    expect(reviewDayKey(end, TEHRAN)).toBe("2026-11-12");
  });

  it("adds days across months", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("the streak", () => {
  const met = new Set(["2026-11-08", "2026-11-09", "2026-11-10"]);
  it("counts days in a row up to today, and today not met yet does not break it", () => {
    expect(streakDays(met, "2026-11-10")).toBe(3);
    expect(streakDays(met, "2026-11-11")).toBe(3);
  });
  it("a missed day breaks it", () => {
    expect(streakDays(met, "2026-11-12")).toBe(0);
    expect(streakDays(new Set(), "2026-11-12")).toBe(0);
  });
});
