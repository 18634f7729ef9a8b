import { describe, expect, it } from "vitest";
import { formatDuration, formatPersianNumber, formatToman } from "./money";

describe("money", () => {
  it("writes tomans with Persian digits and thousands separators", () => {
    expect(formatToman(120000)).toBe("۱۲۰٬۰۰۰ تومان");
    expect(formatToman(1_250_000)).toBe("۱٬۲۵۰٬۰۰۰ تومان");
    expect(formatToman(999)).toBe("۹۹۹ تومان");
    expect(formatToman(1000)).toBe("۱٬۰۰۰ تومان");
    expect(formatToman(0)).toBe("۰ تومان");
  });

  it("rounds fractions and survives odd input", () => {
    expect(formatPersianNumber(1234.6)).toBe("۱٬۲۳۵");
    expect(formatPersianNumber(-45000)).toBe("\u2212۴۵٬۰۰۰");
    expect(formatPersianNumber(Number.NaN)).toBe("۰");
    expect(formatPersianNumber(Number.POSITIVE_INFINITY)).toBe("۰");
  });
});

describe("subscription durations", () => {
  it("reads each unit in Persian", () => {
    expect(formatDuration(1, "month")).toBe("۱ ماه");
    expect(formatDuration(3, "month")).toBe("۳ ماه");
    expect(formatDuration(1, "year")).toBe("۱ سال");
    expect(formatDuration(7, "day")).toBe("۷ روز");
    expect(formatDuration(365, "day")).toBe("۳۶۵ روز");
  });
});
