import { describe, expect, it } from "vitest";
import { formatPersianDate, formatPersianDateTime } from "./persian-date";

describe("Persian dates", () => {
  it("formats yyyy/MM/dd in the Persian calendar with Persian digits", () => {
    expect(formatPersianDate("2025-03-21T12:00:00Z")).toBe("۱۴۰۴/۰۱/۰۱");
    expect(formatPersianDate("2026-11-21T08:00:00Z")).toBe("۱۴۰۵/۰۸/۳۰");
  });

  it("uses Tehran's day, not UTC's", () => {
    expect(formatPersianDate("2025-03-20T21:00:00Z")).toBe("۱۴۰۴/۰۱/۰۱");
  });

  it("adds the time", () => {
    expect(formatPersianDateTime("2025-03-21T05:30:00Z")).toBe("۱۴۰۴/۰۱/۰۱ ۰۹:۰۰");
  });
});
