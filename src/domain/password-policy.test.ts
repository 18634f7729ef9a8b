import { describe, expect, it } from "vitest";
import { isPasswordAcceptable, passwordProblems } from "./password-policy";

describe("password policy", () => {
  it("accepts a password that meets every condition", () => {
    expect(isPasswordAcceptable("Abc!23")).toBe(true);
    expect(isPasswordAcceptable("Sehr-Gut")).toBe(true);
  });

  it("names each unmet condition", () => {
    expect(passwordProblems("Ab!")).toEqual(["too-short"]);
    expect(passwordProblems("ABCDEF!")).toEqual(["no-lowercase"]);
    expect(passwordProblems("abcdef!")).toEqual(["no-uppercase"]);
    expect(passwordProblems("Abcdef1")).toEqual(["no-special"]);
    expect(passwordProblems("")).toEqual(["too-short", "no-lowercase", "no-uppercase", "no-special"]);
  });

  it("does not count whitespace or Persian letters as the special character", () => {
    expect(passwordProblems("Abc def")).toContain("no-special");
    expect(isPasswordAcceptable("Abcdefسلام")).toBe(false);
    expect(isPasswordAcceptable("Abc_def")).toBe(true);
    expect(isPasswordAcceptable("Abc€def")).toBe(true);
  });
});
