import sanitizeHtml from "sanitize-html";

const EXTERNAL_REL = "sponsored noopener noreferrer";
const isExternal = (href: string | undefined) => href !== undefined && /^https?:\/\//i.test(href.trim());

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "blockquote",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "code",
    "pre",
    "hr",
    "br",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      if (isExternal(attribs.href)) return { tagName, attribs: { ...attribs, rel: EXTERNAL_REL, target: "_blank" } };
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

/**
 * The one sanitizer for blog HTML, applied before a post is stored or returned by the generator:
 * a small allow-list of tags; links only http(s), mailto or relative, external ones opened in a new tab
 * with rel="sponsored noopener noreferrer"; images only http(s) or relative; no scripts, styles, frames or handlers.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
