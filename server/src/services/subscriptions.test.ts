import { describe, expect, it } from "vitest";
import { addPeriod } from "./subscriptions.js";

const at = (iso: string) => new Date(iso);

describe("addPeriod", () => {
  it("adds days as 24-hour steps", () => {
    expect(addPeriod(at("2026-03-01T08:00:00.000Z"), 30, "day").toISOString()).toBe(
      "2026-03-31T08:00:00.000Z",
    );
  });

  it("adds calendar months, keeping the time of day", () => {
    expect(addPeriod(at("2026-03-01T08:00:00.000Z"), 1, "month").toISOString()).toBe(
      "2026-04-01T08:00:00.000Z",
    );
    expect(addPeriod(at("2026-11-15T10:30:00.000Z"), 3, "month").toISOString()).toBe(
      "2027-02-15T10:30:00.000Z",
    );
  });

  it("clamps the 31st to the end of a shorter month", () => {
    expect(addPeriod(at("2026-01-31T08:00:00.000Z"), 1, "month").toISOString()).toBe(
      "2026-02-28T08:00:00.000Z",
    );
    expect(addPeriod(at("2028-01-31T08:00:00.000Z"), 1, "month").toISOString()).toBe(
      "2028-02-29T08:00:00.000Z",
    );
    expect(addPeriod(at("2026-03-31T08:00:00.000Z"), 1, "month").toISOString()).toBe(
      "2026-04-30T08:00:00.000Z",
    );
  });

  it("adds years as twelve months (29 February → 28 February)", () => {
    expect(addPeriod(at("2026-03-01T08:00:00.000Z"), 1, "year").toISOString()).toBe(
      "2027-03-01T08:00:00.000Z",
    );
    expect(addPeriod(at("2028-02-29T08:00:00.000Z"), 1, "year").toISOString()).toBe(
      "2029-02-28T08:00:00.000Z",
    );
  });

  it("does not change its argument", () => {
    const start = at("2026-01-31T08:00:00.000Z");
    addPeriod(start, 1, "month");
    expect(start.toISOString()).toBe("2026-01-31T08:00:00.000Z");
  });
});
