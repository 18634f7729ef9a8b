import { describe, expect, it } from "vitest";
import { formatPersianDate } from "./persian-date";
import { addPersianMonths, persianDayOf } from "./persian-months";

const add = (iso: string, months: number) => addPersianMonths(new Date(iso), months).toISOString();

describe("addPersianMonths", () => {
  it("counts Persian months: 1 Farvardin + 1 is 1 Ordibehesht (31 days), 1 Mehr + 1 is 1 Aban (30)", () => {
    // 1405/01/01 is 2026-03-21 in Tehran.
    expect(formatPersianDate("2026-03-21T08:00:00.000Z")).toBe("۱۴۰۵/۰۱/۰۱");
    expect(add("2026-03-21T08:00:00.000Z", 1)).toBe("2026-04-21T08:00:00.000Z");
    expect(formatPersianDate(add("2026-03-21T08:00:00.000Z", 1))).toBe("۱۴۰۵/۰۲/۰۱");
    // 1405/07/01 is 2026-09-23.
    expect(formatPersianDate("2026-09-23T08:00:00.000Z")).toBe("۱۴۰۵/۰۷/۰۱");
    expect(add("2026-09-23T08:00:00.000Z", 1)).toBe("2026-10-23T08:00:00.000Z");
    expect(formatPersianDate(add("2026-09-23T08:00:00.000Z", 1))).toBe("۱۴۰۵/۰۸/۰۱");
  });

  it("keeps the day of the month across three months and into the next year", () => {
    expect(formatPersianDate(add("2026-05-05T10:30:00.000Z", 3))).toBe(
      formatPersianDate("2026-05-05T10:30:00.000Z").replace("/۰۲/", "/۰۵/"),
    );
    const start = persianDayOf(new Date("2026-12-01T08:00:00.000Z"));
    const end = persianDayOf(new Date(add("2026-12-01T08:00:00.000Z", 12)));
    expect(end).toEqual({ ...start, year: start.year + 1 });
  });

  it("makes the 31st of a 31-day month the last day of a shorter one", () => {
    // 1405/06/31 → 1405/07/30.
    const shahrivar31 = "2026-09-22T08:00:00.000Z";
    expect(formatPersianDate(shahrivar31)).toBe("۱۴۰۵/۰۶/۳۱");
    expect(formatPersianDate(add(shahrivar31, 1))).toBe("۱۴۰۵/۰۷/۳۰");
  });

  it("knows a leap Esfand from a common one", () => {
    // 1403 is a leap year (Esfand has 30 days), 1404 is not.
    const bahman30of1403 = "2025-02-18T08:00:00.000Z";
    expect(formatPersianDate(bahman30of1403)).toBe("۱۴۰۳/۱۱/۳۰");
    expect(formatPersianDate(add(bahman30of1403, 1))).toBe("۱۴۰۳/۱۲/۳۰");
    const bahman30of1404 = "2026-02-19T08:00:00.000Z";
    expect(formatPersianDate(bahman30of1404)).toBe("۱۴۰۴/۱۱/۳۰");
    expect(formatPersianDate(add(bahman30of1404, 1))).toBe("۱۴۰۴/۱۲/۲۹");
  });

  it("does not change its argument", () => {
    const start = new Date("2026-01-31T08:00:00.000Z");
    addPersianMonths(start, 1);
    expect(start.toISOString()).toBe("2026-01-31T08:00:00.000Z");
  });
});
