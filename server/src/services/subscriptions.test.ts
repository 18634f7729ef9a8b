import { describe, expect, it } from "vitest";
import { addPeriod } from "./subscriptions.js";

const at = (iso: string) => new Date(iso);

describe("addPeriod", () => {
  it("adds days as 24-hour steps", () => {
    expect(addPeriod(at("2026-03-01T08:00:00.000Z"), 30, "day").toISOString()).toBe(
      "2026-03-31T08:00:00.000Z",
    );
  });

  it("adds Persian calendar months, keeping the time of day", () => {
    // 1405/01/01 → 1405/02/01 (Farvardin has 31 days); 1405/07/01 → 1405/08/01 (Mehr has 30).
    expect(addPeriod(at("2026-03-21T08:00:00.000Z"), 1, "month").toISOString()).toBe(
      "2026-04-21T08:00:00.000Z",
    );
    expect(addPeriod(at("2026-09-23T10:30:00.000Z"), 1, "month").toISOString()).toBe(
      "2026-10-23T10:30:00.000Z",
    );
  });

  it("differs from Gregorian months where the calendars do", () => {
    // 1405/07/30 → 1405/08/30 (a Gregorian month would end on 22 November);
    // 1405/12/01 → 1406/01/01 (a Gregorian month would end on 20 March).
    expect(addPeriod(at("2026-10-22T08:00:00.000Z"), 1, "month").toISOString()).toBe(
      "2026-11-21T08:00:00.000Z",
    );
    expect(addPeriod(at("2027-02-20T08:00:00.000Z"), 1, "month").toISOString()).toBe(
      "2027-03-21T08:00:00.000Z",
    );
  });

  it("clamps the 31st to the end of a shorter Persian month", () => {
    // 1405/06/31 → 1405/07/30.
    expect(addPeriod(at("2026-09-22T08:00:00.000Z"), 1, "month").toISOString()).toBe(
      "2026-10-22T08:00:00.000Z",
    );
  });

  it("adds years as twelve Persian months", () => {
    // 1405/01/01 → 1406/01/01.
    expect(addPeriod(at("2026-03-21T08:00:00.000Z"), 1, "year").toISOString()).toBe(
      "2027-03-21T08:00:00.000Z",
    );
  });

  it("does not change its argument", () => {
    const start = at("2026-01-31T08:00:00.000Z");
    addPeriod(start, 1, "month");
    expect(start.toISOString()).toBe("2026-01-31T08:00:00.000Z");
  });
});
