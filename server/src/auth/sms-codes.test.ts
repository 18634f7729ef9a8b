import { describe, expect, it } from "vitest";
import { createSmsCodeHasher, generateSmsCode, smsCodePepper, smsText } from "./sms-codes.js";

const secret = new TextEncoder().encode("test-secret-test-secret-test-secret-0123456789");

describe("SMS codes", () => {
  it("are 5 digits, leading zeros kept, and vary", () => {
    const codes = Array.from({ length: 500 }, generateSmsCode);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it("hash with a pepper, bound to mobile and intent", () => {
    const hasher = createSmsCodeHasher(smsCodePepper(secret));
    const stored = hasher.hash("01234", "09121234567", "sms_request_register");
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(hasher.matches(stored, "01234", "09121234567", "sms_request_register")).toBe(true);
    expect(hasher.matches(stored, "01235", "09121234567", "sms_request_register")).toBe(false);
    expect(hasher.matches(stored, "01234", "09121234568", "sms_request_register")).toBe(false);
    expect(hasher.matches(stored, "01234", "09121234567", "sms_request_reset_password")).toBe(false);
    expect(hasher.matches("zz", "01234", "09121234567", "sms_request_register")).toBe(false);

    const otherServer = createSmsCodeHasher(smsCodePepper(new TextEncoder().encode("another-secret")));
    expect(otherServer.hash("01234", "09121234567", "sms_request_register")).not.toBe(stored);
  });

  it("are sent in a Persian text that contains the code", () => {
    expect(smsText("sms_request_register", "12345")).toBe("کد تأیید واژه: 12345");
    expect(smsText("sms_request_reset_password", "12345")).toContain("12345");
    expect(smsText("sms_request_gift_product", "12345")).toContain("12345");
  });
});
