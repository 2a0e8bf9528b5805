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
    img: ["src", "alt", "title", "width", "height", "loading"],
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

/** A path on this site ("/uploads/…", "/images/…", "pic.webp"): no scheme, not a protocol-relative "//host" or "\\host". */
const isSitePath = (value: string) => value !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[\\/]{2}/.test(value) && !/^\\/.test(value);

/**
 * Whether a body's picture may show `src`: a path of this site (the disk upload store's /uploads/…, the site's own
 * /images/…), or an address under one of `imagePrefixes` (the S3 bucket's public URL). Never another host: a
 * picture from elsewhere tracks readers and can change under the post.
 */
export function isOwnImage(src: string | undefined, imagePrefixes: readonly string[]): boolean {
  if (src === undefined) return false;
  const value = src.trim();
  if (isSitePath(value)) return !/[\s"'<>]/.test(value);
  return imagePrefixes.some((prefix) => value.startsWith(prefix) && !value.slice(prefix.length).includes(".."));
}

const numeric = (value: string | undefined) => (value !== undefined && /^\d{1,5}$/.test(value) ? value : undefined);

/**
 * The one sanitizer for blog HTML, applied before a post is stored or returned by the generator:
 * a small allow-list of tags; links only http(s), mailto or relative, external ones opened in a new tab
 * with rel="sponsored noopener noreferrer"; images only from our own upload store (a site path, or an address under
 * `imagePrefixes`), lazily loaded, with numeric sizes; no scripts, styles, frames or handlers.
 */
export function sanitizeBlogHtml(html: string, imagePrefixes: readonly string[] = []): string {
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      ...options.transformTags,
      img: (tagName, attribs) => {
        if (!isOwnImage(attribs.src, imagePrefixes)) return { tagName: "", attribs: {}, text: "" };
        const { width, height, src, alt, title } = attribs;
        const sized = { width: numeric(width), height: numeric(height) };
        return {
          tagName,
          attribs: Object.fromEntries(
            Object.entries({ src: src?.trim(), alt: alt ?? "", title, ...sized, loading: "lazy" }).filter(([, v]) => v !== undefined),
          ) as Record<string, string>,
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "" || (frame.tag === "img" && !frame.attribs.src),
  }).trim();
}
