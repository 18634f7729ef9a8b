import DOMPurify from "dompurify";
import {
  POST_ATTRIBUTES,
  POST_DROPPED_WITH_TEXT,
  POST_FORCED_ATTRIBUTES,
  POST_TAGS,
  POST_URL_ATTRIBUTES,
  isPostAttributeAllowed,
  isPostUrlAllowed,
} from "../../domain/post-html-policy";

const urlAttributes: readonly string[] = POST_URL_ATTRIBUTES;

/**
 * The post's HTML is sanitised again before it is shown (the server sanitised it when storing), by
 * the same allow-list (src/domain/post-html-policy.ts): DOMPurify keeps the allowed tags and the
 * attributes any of them may carry; then each attribute is held to its own tag and each URL to
 * its tag's schemes, and the forced attributes are set.
 */
export function sanitizePostHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...POST_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(POST_ATTRIBUTES).flat())],
    ADD_FORBID_CONTENTS: [...POST_DROPPED_WITH_TEXT],
  });
  const template = document.createElement("template");
  template.innerHTML = clean;
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.localName;
    for (const { name, value } of [...element.attributes]) {
      const allowed =
        isPostAttributeAllowed(tag, name) && (!urlAttributes.includes(name) || isPostUrlAllowed(tag, value));
      if (!allowed) element.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(POST_FORCED_ATTRIBUTES[tag] ?? {}))
      element.setAttribute(name, value);
  }
  return template.innerHTML;
}
