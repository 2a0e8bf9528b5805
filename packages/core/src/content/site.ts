import { amazonSearchLink } from "../products/product.rules";
import type { ExternalLink, FooterColumn, PageIntro } from "./content.schema";

export const SITE_NAME = "Kicks Directory";
export const SITE_TAGLINE = "The sneaker collector's guide to displaying, cleaning and storing your kicks.";

/** Site-level images shipped in packages/site/public. */
export const SITE_FAVICON = "/favicon.svg";
/** Raster Open Graph image (1200x630): social networks do not render SVG previews. */
export const DEFAULT_OG_IMAGE = "/og-default.png";

/** Home page headline. */
export const HOME_HEADLINE = { lead: "Don't Just Collect.", emphasis: "DISPLAY 'EM." } as const;

export const ABOUT_TEXT =
  "Kicks Directory is an independent guide for sneaker collectors. We hand-pick display cases, cleaning kits, " +
  "storage and care products, map the stores worth a visit, and tell the stories behind the shoes. " +
  "We point you to trusted retailers and never sell anything ourselves.";

export const CONTACT_EMAIL = "hello@kicksdirectory.com";
export const STORE_SUGGEST_EMAIL = "stores@kicksdirectory.com";
export const PARTNERSHIPS_EMAIL = "partners@kicksdirectory.com";

export const AFFILIATE_DISCLOSURE =
  "Kicks Directory is reader-supported: when you buy through our links we may earn an affiliate commission, " +
  "at no extra cost to you. We sell nothing ourselves; prices and availability are set by the retailers.";

/**
 * The short disclosure every public page shows above its content, before its first affiliate link (decision 0039),
 * and the full policy it links to: the Terms' "Affiliate disclosure" section.
 */
export const AFFILIATE_DISCLOSURE_SHORT = "We may earn a commission when you buy through links on this page, at no extra cost to you.";
export const AFFILIATE_POLICY_SECTION = "affiliate-disclosure";
export const AFFILIATE_POLICY_PATH = `/terms#${AFFILIATE_POLICY_SECTION}`;

export const FOOTER_AFFILIATE_LINK: ExternalLink = {
  label: "Shop sneaker display & care on Amazon",
  url: amazonSearchLink("sneaker display case"),
};

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: "Explore",
    links: [
      { label: "Shop", href: "/products" },
      { label: "Brands", href: "/resources" },
      { label: "Stores", href: "/stores" },
      { label: "History", href: "/timeline" },
      { label: "Culture", href: "/blog" },
      { label: "Search", href: "/search" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Collaborations", href: "/collaborations" },
      { label: "Capabilities", href: "/capabilities" },
      { label: "Privacy", href: "/privacy" },
      { label: "Terms", href: "/terms" },
    ],
  },
];

/** Headings and lead paragraphs of the static pages. */
export const PRODUCTS_PAGE: PageIntro = {
  title: "Shop Sneaker Accessories",
  description:
    "Display cases, cleaning kits, storage and care essentials picked for collectors. Every link takes you to the retailer to buy.",
};

export const RESOURCES_PAGE: PageIntro = {
  title: "Sneaker Resources",
  description: "The brands, shops, marketplaces and care specialists collectors rely on, gathered in one directory.",
};

export const TIMELINE_PAGE: PageIntro = {
  title: "Sneaker Culture Timeline",
  description: "From 2000 to 2025: the releases, riots, records and resale milestones that shaped how we collect sneakers today.",
};

export const STORES_PAGE: PageIntro = {
  title: "Sneaker Store Directory",
  description: "Flagships, chains and independent boutiques worth the trip, in the USA and around the world.",
};

export const BLOG_PAGE: PageIntro = {
  title: "Sneaker Culture",
  description: "Care guides, buying guides, release stories and sneaker history from the Kicks Directory team.",
};
