import { describe, expect, it } from "vitest";
import { toLatinDigits, toPersianDigits } from "./digits";

describe("digits", () => {
  it("reads Persian and Arabic digits as Latin", () => {
    expect(toLatinDigits("۰۹۱۲۳۴۵۶۷۸۹")).toBe("09123456789");
    expect(toLatinDigits("٠٩١٢")).toBe("0912");
    expect(toLatinDigits("a۱b2")).toBe("a1b2");
  });

  it("writes numbers with Persian digits", () => {
    expect(toPersianDigits(1234567890)).toBe("۱۲۳۴۵۶۷۸۹۰");
    expect(toPersianDigits("12:05")).toBe("۱۲:۰۵");
  });
});
