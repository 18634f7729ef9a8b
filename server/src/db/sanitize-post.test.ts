import { describe, expect, it } from "vitest";
import { POST_HTML_CASES } from "../../../src/domain/post-html-policy.test-support.js";
import { sanitizePostHtml } from "./sanitize-post.js";

describe("sanitizePostHtml", () => {
  it("keeps headings, lists, local images and links", () => {
    const html = sanitizePostHtml(
      '<h2>عنوان</h2><ul><li>یک</li></ul><img src="/media/posts/a.svg" alt="x"><a href="https://example.org">لینک</a>',
    );
    expect(html).toContain("<h2>عنوان</h2>");
    expect(html).toContain("<li>یک</li>");
    expect(html).toContain('src="/media/posts/a.svg"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const html = sanitizePostHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="y()">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  // The app's sanitiser runs the same cases (src/features/blog/sanitize-post.test.ts).
  // sanitize-html writes a void tag as `<br />`, a browser as `<br>`: the same element.
  it.each(POST_HTML_CASES)("the shared allow-list: $name", ({ input, expected }) => {
    expect(sanitizePostHtml(input).replaceAll(" />", ">")).toBe(expected);
  });
});
