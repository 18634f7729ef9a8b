import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "./new-password";

describe("a new password and its repeat", () => {
  it("needs the password, then the repeat", () => {
    expect(newPasswordProblem("", "")).toBe("password-missing");
    expect(newPasswordProblem("", "Abc!23")).toBe("password-missing");
    expect(newPasswordProblem("Abc!23", "")).toBe("repeat-missing");
  });

  it("needs the repeat to match before the policy is judged", () => {
    expect(newPasswordProblem("abc", "abd")).toBe("not-repeated");
    expect(newPasswordProblem("Abc!23", "Abc!24")).toBe("not-repeated");
  });

  it("needs the policy", () => {
    expect(newPasswordProblem("abcdef", "abcdef")).toBe("policy");
    expect(newPasswordProblem("Abc!2", "Abc!2")).toBe("policy");
  });

  it("accepts a matching password that follows the policy", () => {
    expect(newPasswordProblem("Abc!23", "Abc!23")).toBeNull();
  });
});
