import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a path inside the app, with its query", () => {
    expect(safeRedirectPath("/course/a1")).toBe("/course/a1");
    expect(safeRedirectPath("/words/learning?q=x")).toBe("/words/learning?q=x");
  });

  it.each([
    null,
    undefined,
    "",
    "course/1",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "/auth/login",
    "/logout",
    "/x\u0000y",
  ])("sends %s to /", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });
});
