import { parseProductId, parseProductIds, parseProductTableRows, SPONSORED_REL } from "@app/core";
import sanitizeHtml from "sanitize-html";

/** Where a relative link of a post resolves: any origin of the site's own would do, only "is it this one" is asked. */
const SITE_BASE = new URL("https://site.invalid/");

/**
 * Where a browser goes for `href` on one of the site's pages (the WHATWG URL parser: "https:\\evil.example",
 * "http:/evil.example", a tab inside the scheme or a leading space all lead off the site), when that is another
 * site's http(s) page; null for a path of the site's own, mailto, and what a browser would not follow.
 */
export function offSiteUrl(href: string | undefined): URL | null {
  if (href === undefined) return null;
  try {
    const url = new URL(href, SITE_BASE);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin !== SITE_BASE.origin ? url : null;
  } catch {
    return null;
  }
}

/** sanitize-html's own option, missing from its type definitions: attributes written even when empty (`=""`). */
type Options = sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] };

const options: Options = {
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
    // Product boxes and comparison tables (core product-blocks.ts), and nothing else: see productBlock below.
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    div: ["data-product-box", "data-product-id", "data-product-table", "data-product-ids", "data-rows"],
  },
  allowedEmptyAttributes: ["alt", "data-product-box", "data-product-table"],
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      // An off-site link is written as the address the browser would go to, and marked sponsored; one without a
      // scheme ("//host", "\\host": protocol-relative) loses its address, as sanitize-html's own rule has it.
      const offSite = offSiteUrl(attribs.href);
      if (offSite && !/^[a-z][a-z0-9+.-]*:/i.test((attribs.href ?? "").replace(/[\t\n\r]/g, "").trim())) {
        const { href: _href, ...plain } = rest;
        return { tagName, attribs: plain };
      }
      if (offSite) return { tagName, attribs: { ...attribs, href: offSite.href, rel: SPONSORED_REL, target: "_blank" } };
      return { tagName, attribs: rest };
    },
  },
};

const FORGED = "forged";
const isBlock = (attribs: Record<string, string>) => "data-product-box" in attribs || "data-product-table" in attribs;

/**
 * A div is kept only as a product block, in exactly the form core's productBoxHtml / productTableHtml write (so the
 * renderer finds it): a box names one id, a table 2 to 5 distinct ids and known rows. A div that claims to be a block
 * with anything else (an id that is not a number, a script in an attribute, a row nobody knows) is dropped whole;
 * any other div is unwrapped (its content kept, as before divs were allowed). Whether the ids are products is the
 * caller's check (product-blocks.ts `assertProductsExist`): the sanitizer has no database.
 */
function productBlock(attribs: Record<string, string>): sanitizeHtml.Tag {
  // Kept as a div the filter below then removes with everything in it (a tag the sanitizer skips keeps its content).
  const drop = { tagName: "div", attribs: { "data-product-box": FORGED } };
  if (!isBlock(attribs)) return { tagName: "unwrap", attribs: {} };
  if ("data-product-box" in attribs) {
    const id = parseProductId(attribs["data-product-id"]);
    const extra = attribs["data-product-table"] ?? attribs["data-product-ids"] ?? attribs["data-rows"];
    if (id === null || extra !== undefined || attribs["data-product-box"] !== "") return drop;
    return { tagName: "div", attribs: { "data-product-box": "", "data-product-id": String(id) } };
  }
  const ids = parseProductIds(attribs["data-product-ids"]);
  const rows = parseProductTableRows(attribs["data-rows"]);
  if (!ids || !rows || attribs["data-product-id"] !== undefined || attribs["data-product-table"] !== "") return drop;
  return { tagName: "div", attribs: { "data-product-table": "", "data-product-ids": ids.join(","), "data-rows": rows.join(",") } };
}

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
  const all: Options = {
    ...options,
    transformTags: {
      ...options.transformTags,
      div: (_tagName, attribs) => productBlock(attribs),
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
    exclusiveFilter: (frame) => {
      // A block is an empty reference: a forged one, or one with content of its own, goes with all it holds.
      if (frame.tag === "div")
        return frame.attribs["data-product-box"] === FORGED || frame.text.trim() !== "" || frame.mediaChildren.length > 0;
      return frame.tag === "" || (frame.tag === "img" && !frame.attribs.src);
    },
  };
  return sanitizeHtml(html, all).trim();
}
