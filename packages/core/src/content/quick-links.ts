import { amazonSearchLink } from "../products/product.rules";
import type { QuickLink, ViewAllLink } from "./content.schema";

/** Header SHOP dropdown: external retailer searches (untagged: the site tags them with core's `amazonLink`). */
export const SHOP_QUICK_LINKS: readonly QuickLink[] = [
  { name: "Display Cases", href: amazonSearchLink("sneaker display case"), icon: "Box" },
  { name: "Cleaning Kits", href: amazonSearchLink("sneaker cleaning kit"), icon: "Sparkles" },
  { name: "Storage Boxes", href: amazonSearchLink("sneaker storage box"), icon: "Archive" },
  { name: "Laces & Accessories", href: amazonSearchLink("sneaker laces"), icon: "Footprints" },
];
export const SHOP_VIEW_ALL: ViewAllLink = { name: "View All Products", href: "/products" };

/** Header BRANDS dropdown: official sites. */
export const BRAND_QUICK_LINKS: readonly QuickLink[] = [
  { name: "Nike", href: "https://www.nike.com", icon: "Zap" },
  { name: "Jordan", href: "https://www.nike.com/jordan", icon: "Crown" },
  { name: "Adidas", href: "https://www.adidas.com", icon: "Triangle" },
  { name: "StockX", href: "https://stockx.com", icon: "TrendingUp" },
  { name: "Goat", href: "https://www.goat.com", icon: "Trophy" },
  { name: "Puma", href: "https://us.puma.com", icon: "Rabbit" },
];
export const BRAND_VIEW_ALL: ViewAllLink = { name: "View All Brands", href: "/resources" };
