/**
 * What a post's HTML may hold: the one allow-list that both sanitisers apply (the server's
 * sanitize-html when a post is stored or sent, the app's DOMPurify before it is shown).
 * Text tags, tables, images from our own paths or https, links with safe schemes that open in a
 * new tab with rel="noopener noreferrer". Anything else is dropped (its text kept, except in
 * {@link POST_DROPPED_WITH_TEXT}).
 */
export const POST_TAGS = [
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "blockquote",
  "code",
  "pre",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "figure",
  "figcaption",
  "span",
  "bdi",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

/** Attributes per tag; "*" lists those every allowed tag may carry. */
export const POST_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "width", "height", "loading"],
  "*": ["dir", "lang"],
};

/** Disallowed tags whose text goes too (not only the tag). */
export const POST_DROPPED_WITH_TEXT = ["script", "style", "textarea", "option", "xmp"] as const;

/** The attributes that hold a URL, and the schemes a URL may have; a URL without a scheme (our own path) is kept. */
export const POST_URL_ATTRIBUTES = ["href", "src"] as const;
export const POST_SCHEMES = ["https", "http", "mailto"] as const;
export const POST_SCHEMES_BY_TAG: Readonly<Record<string, readonly string[]>> = { img: ["https"] };

/** Attributes set on every such tag, whatever the post said. */
export const POST_FORCED_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  a: { rel: "noopener noreferrer", target: "_blank" },
  img: { loading: "lazy" },
};

/** Whether `attribute` may stay on `tag`. */
export function isPostAttributeAllowed(tag: string, attribute: string): boolean {
  const name = attribute.toLowerCase();
  return (
    (POST_ATTRIBUTES[tag.toLowerCase()] ?? []).includes(name) || (POST_ATTRIBUTES["*"] ?? []).includes(name)
  );
}

/**
 * Whether a URL may stay on `tag`: a scheme from the tag's list (or the general one), or no scheme
 * at all (a path of ours), but never protocol-relative (`//host`). Control characters and spaces
 * are ignored and `<!-- -->` comments removed first, as browsers read such URLs.
 */
export function isPostUrlAllowed(tag: string, url: string): boolean {
  // eslint-disable-next-line no-control-regex
  let href = url.replace(/[\u0000-\u0020]+/g, "");
  for (;;) {
    const start = href.indexOf("<!--");
    const end = start === -1 ? -1 : href.indexOf("-->", start + 4);
    if (end === -1) break;
    href = href.slice(0, start) + href.slice(end + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(href)?.[1];
  if (scheme === undefined) return !/^[/\\]{2}/.test(href);
  const allowed: readonly string[] = POST_SCHEMES_BY_TAG[tag.toLowerCase()] ?? POST_SCHEMES;
  return allowed.includes(scheme.toLowerCase());
}
