import { describe, expect, it } from "vitest";
import { isPostAttributeAllowed, isPostUrlAllowed } from "./post-html-policy";

describe("post HTML policy", () => {
  it("holds attributes to their tag, and lets any tag carry dir and lang", () => {
    expect(isPostAttributeAllowed("a", "href")).toBe(true);
    expect(isPostAttributeAllowed("IMG", "SRC")).toBe(true);
    expect(isPostAttributeAllowed("p", "href")).toBe(false);
    expect(isPostAttributeAllowed("p", "dir")).toBe(true);
    expect(isPostAttributeAllowed("span", "onclick")).toBe(false);
  });

  it("allows our paths and the tag's schemes only", () => {
    expect(isPostUrlAllowed("a", "/v1/post/p1")).toBe(true);
    expect(isPostUrlAllowed("a", "mailto:a@example.org")).toBe(true);
    expect(isPostUrlAllowed("a", "http://example.org")).toBe(true);
    expect(isPostUrlAllowed("img", "http://example.org/a.png")).toBe(false);
    expect(isPostUrlAllowed("img", "https://example.org/a.png")).toBe(true);
    expect(isPostUrlAllowed("a", "tel:123")).toBe(false);
  });

  it("reads a URL as a browser would: no control characters, comments or protocol-relative hosts", () => {
    expect(isPostUrlAllowed("a", "JavaScript:alert(1)")).toBe(false);
    expect(isPostUrlAllowed("a", " jav\tascript:alert(1)")).toBe(false);
    expect(isPostUrlAllowed("a", "java<!-- x -->script:alert(1)")).toBe(false);
    expect(isPostUrlAllowed("a", "//evil.example")).toBe(false);
    expect(isPostUrlAllowed("a", "\\\\evil.example")).toBe(false);
  });
});
