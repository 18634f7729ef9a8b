import { describe, expect, it } from "vitest";
import { normalizeIranianMobile } from "./mobile";

describe("normalizeIranianMobile", () => {
  it.each([
    ["09123456789", "09123456789"],
    ["+989123456789", "09123456789"],
    ["989123456789", "09123456789"],
    ["00989123456789", "09123456789"],
    ["9123456789", "09123456789"],
    ["۰۹۱۲۳۴۵۶۷۸۹", "09123456789"],
    ["٠٩١٢٣٤٥٦٧٨٩", "09123456789"],
    ["0912 345 6789", "09123456789"],
    ["0912-345-6789", "09123456789"],
  ])("accepts %s", (input, expected) => {
    expect(normalizeIranianMobile(input)).toBe(expected);
  });

  it.each([
    "",
    "0212345678",
    "0812345678",
    "091234567",
    "091234567890",
    "+49123456789",
    "abc",
    "09١٢٣٤٥٦٧٨x",
  ])("refuses %s", (input) => {
    expect(normalizeIranianMobile(input)).toBeNull();
  });
});
