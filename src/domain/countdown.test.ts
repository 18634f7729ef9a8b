import { describe, expect, it } from "vitest";
import { DEFAULT_RESEND_SECONDS, formatCountdown, resendSeconds } from "./countdown";

describe("resendSeconds", () => {
  it("uses the route parameter when it is a non-negative whole number", () => {
    expect(resendSeconds("90")).toBe(90);
    expect(resendSeconds("0")).toBe(0);
    expect(resendSeconds("۱۸۰")).toBe(180);
    expect(resendSeconds("٦٠")).toBe(60);
    expect(resendSeconds(" 45 ")).toBe(45);
  });

  it("falls back to 120 seconds otherwise", () => {
    expect(DEFAULT_RESEND_SECONDS).toBe(120);
    expect(resendSeconds()).toBe(120);
    expect(resendSeconds("")).toBe(120);
    expect(resendSeconds("abc")).toBe(120);
    expect(resendSeconds("-5")).toBe(120);
    expect(resendSeconds("1.5")).toBe(120);
    expect(resendSeconds("12a")).toBe(120);
    expect(resendSeconds("1e3")).toBe(120);
    expect(resendSeconds("99999999999999999999")).toBe(120);
  });
});

describe("formatCountdown", () => {
  it("shows minutes and seconds", () => {
    expect(formatCountdown(120)).toBe("02:00");
    expect(formatCountdown(119)).toBe("01:59");
    expect(formatCountdown(5)).toBe("00:05");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(3599)).toBe("59:59");
  });

  it("adds hours only when they are nonzero", () => {
    expect(formatCountdown(3600)).toBe("1:00:00");
    expect(formatCountdown(3661)).toBe("1:01:01");
    expect(formatCountdown(36000 + 59)).toBe("10:00:59");
  });

  it("reads bad input as zero and drops fractions", () => {
    expect(formatCountdown(-3)).toBe("00:00");
    expect(formatCountdown(Number.NaN)).toBe("00:00");
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe("00:00");
    expect(formatCountdown(59.9)).toBe("00:59");
  });
});
