import sanitizeHtml from "sanitize-html";
import {
  POST_ATTRIBUTES,
  POST_DROPPED_WITH_TEXT,
  POST_FORCED_ATTRIBUTES,
  POST_SCHEMES,
  POST_SCHEMES_BY_TAG,
  POST_TAGS,
  POST_URL_ATTRIBUTES,
} from "../../../src/domain/post-html-policy.js";

const transformTags = Object.fromEntries(
  Object.entries(POST_FORCED_ATTRIBUTES).map(([tag, attributes]) => [
    tag,
    sanitizeHtml.simpleTransform(tag, { ...attributes }),
  ]),
);

const options: sanitizeHtml.IOptions = {
  allowedTags: [...POST_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(POST_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  nonTextTags: [...POST_DROPPED_WITH_TEXT],
  allowedSchemes: [...POST_SCHEMES],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(POST_SCHEMES_BY_TAG).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  allowedSchemesAppliedToAttributes: [...POST_URL_ATTRIBUTES],
  allowProtocolRelative: false,
  transformTags,
};

/** Post HTML is sanitised when stored and sent, by the allow-list in src/domain/post-html-policy.ts. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}
