/**
 * Placements: where on the site an outbound affiliate link was (docs/decisions/0037-placements-and-earnings.md).
 * A link's placement is named by a `data-placement` attribute on the `<a>` or an ancestor; the click beacon sends the
 * nearest one as its `source`, Rakuten deep links carry it as `u1`, and Amazon links carry the tracking id the admin
 * mapped to it. Pure functions, no zod: the public pages use them.
 */
import { amazonLink } from "../products/product.rules";

/** The placements of the site's own pages; a post's links are `post:{slug}` (postPlacement). */
export const PLACEMENTS = {
  homeHero: "home-hero",
  homeGrid: "home-grid",
  productsGrid: "products-grid",
  productsCategories: "products-categories",
  categoryPage: "category-page",
  productPage: "product-page",
  stores: "stores",
  storePage: "store-page",
  search: "search",
  brands: "brands",
  headerMenu: "header-menu",
  footer: "footer",
} as const;
export type Placement = (typeof PLACEMENTS)[keyof typeof PLACEMENTS] | `post:${string}`;

/** The placement of a blog post's links. */
export const postPlacement = (slug: string): Placement => `post:${slug}`;

/**
 * A placement name: lowercase letters, digits and hyphens, optionally a group and a colon before it (`post:my-slug`);
 * at most 72 characters (Rakuten's limit for `u1`).
 */
export const PLACEMENT_PATTERN = /^[a-z0-9][a-z0-9-]*(?::[a-z0-9][a-z0-9-]*)?$/;
export const PLACEMENT_MAX_LENGTH = 72;
export const isPlacement = (value: string): boolean => value.length <= PLACEMENT_MAX_LENGTH && PLACEMENT_PATTERN.test(value);

/**
 * An outbound link as a placement shows it: an Amazon link with the placement's tracking id (`tag=`), a Rakuten deep
 * link with the placement as `u1` (unless it has one); other links as they are. For links a page did not build itself
 * (a post's body).
 */
export function placedLink(href: string, placement: string | null | undefined, amazonTag: string | null | undefined): string {
  if (placement && /^https:\/\/click\.linksynergy\.com\/deeplink\?/i.test(href) && !/[?&]u1=/.test(href)) {
    return `${href}&u1=${encodeURIComponent(placement)}`;
  }
  return amazonLink(href, amazonTag);
}

const decodeAttribute = (value: string) => value.replace(/&amp;/g, "&");
const encodeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** Every `href="…"` of a (sanitized) HTML body as placedLink makes it: a post's own Amazon and Rakuten links. */
export function placedHtmlLinks(html: string, placement: string | null | undefined, amazonTag: string | null | undefined): string {
  return html.replace(/\bhref="([^"]*)"/g, (whole, value: string) => {
    const href = decodeAttribute(value);
    const placed = placedLink(href, placement, amazonTag);
    return placed === href ? whole : `href="${encodeAttribute(placed)}"`;
  });
}

/** The rel of every affiliate (and every other outbound) link the site shows: search engines are told it is paid. */
export const SPONSORED_REL = "sponsored noopener noreferrer";

/** The attribute that names a link's placement, on the link or an ancestor. */
export const PLACEMENT_ATTRIBUTE = "data-placement";

/** The page a placement is on (`/`, `/blog/{slug}`…), `every page` for the header and footer, or null when unknown. */
export function placementPage(placement: string): string | null {
  if (placement.startsWith("post:")) return `/blog/${placement.slice("post:".length)}`;
  switch (placement) {
    case PLACEMENTS.homeHero:
    case PLACEMENTS.homeGrid:
      return "/";
    case PLACEMENTS.productsGrid:
    case PLACEMENTS.productsCategories:
      return "/products";
    case PLACEMENTS.categoryPage:
      return "/products/category/{category}";
    case PLACEMENTS.stores:
      return "/stores";
    case PLACEMENTS.search:
      return "/search";
    case PLACEMENTS.brands:
      return "/resources";
    case PLACEMENTS.headerMenu:
    case PLACEMENTS.footer:
      return "every page";
    default:
      return null;
  }
}

/**
 * The Amazon tracking id of a placement: the one mapped to it, else the one mapped to its group (`post` for every
 * `post:{slug}`), else the fallback (AMAZON_ASSOCIATE_TAG).
 */
export function amazonTagFor(
  placement: string | null | undefined,
  trackingIds: Readonly<Record<string, string>> | null | undefined,
  fallback: string | null | undefined,
): string | null {
  if (placement && trackingIds) {
    const exact = trackingIds[placement];
    if (exact) return exact;
    const group = placement.includes(":") ? trackingIds[placement.slice(0, placement.indexOf(":"))] : undefined;
    if (group) return group;
  }
  return fallback ?? null;
}
