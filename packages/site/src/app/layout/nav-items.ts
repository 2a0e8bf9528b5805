import { BRAND_QUICK_LINKS, BRAND_VIEW_ALL, SHOP_QUICK_LINKS, SHOP_VIEW_ALL, type QuickLink, type ViewAllLink } from "@app/core/content";
import { paths } from "@app/core";
import { cx } from "../../lib/class-names";

export interface NavItem {
  label: string;
  href: string;
  /** Quick links shown in the hover dropdown (SHOP, BRANDS). */
  menu?: { links: readonly QuickLink[]; viewAll: ViewAllLink };
}

/** The header's sections. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "SHOP", href: paths.products(), menu: { links: SHOP_QUICK_LINKS, viewAll: SHOP_VIEW_ALL } },
  { label: "BRANDS", href: paths.resources(), menu: { links: BRAND_QUICK_LINKS, viewAll: BRAND_VIEW_ALL } },
  { label: "STORES", href: paths.stores() },
  { label: "HISTORY", href: paths.timeline() },
  { label: "CULTURE", href: paths.blog() },
];

const normalize = (path: string) => path.toLowerCase().replace(/\/+$/, "") || "/";

/** A section is current on its own path and below it (CULTURE covers every /blog/… post); case-insensitive. */
export function isSectionActive(pathname: string, href: string): boolean {
  const path = normalize(pathname);
  const base = normalize(href);
  return path === base || path.startsWith(`${base}/`);
}

export const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** Looks of a header section link (`fullWidth`: a row of the mobile menu); the current section is inverted. */
export const navLinkClass = (active: boolean, fullWidth = false) =>
  cx(
    fullWidth ? "flex h-11 w-full" : "inline-flex h-9",
    "items-center gap-1 rounded-md px-2 text-sm xl:px-3 font-extrabold tracking-wide lg:max-xl:tracking-normal transition-colors",
    active ? "bg-primary text-primary-foreground hover:bg-primary/90" : "text-foreground hover:bg-accent hover:text-accent-foreground",
  );
