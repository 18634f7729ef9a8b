import { describe, expect, it } from "vitest";
import { POST_HTML_CASES } from "../../domain/post-html-policy.test-support";
import { sanitizePostHtml } from "./sanitize-post";

describe("the app's post sanitiser", () => {
  // The server's sanitiser runs the same cases (server/src/db/sanitize-post.test.ts).
  it.each(POST_HTML_CASES)("the shared allow-list: $name", ({ input, expected }) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });
});
