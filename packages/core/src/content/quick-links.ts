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

/** Header BRANDS dropdown: official sites, each shown with its logo (the one /resources uses). */
export const BRAND_QUICK_LINKS: readonly QuickLink[] = [
  { name: "Nike", href: "https://www.nike.com", icon: "Zap", logo: "/images/logos/nike.webp" },
  { name: "Jordan", href: "https://www.nike.com/jordan", icon: "Crown", logo: "/images/logos/jordan.webp" },
  { name: "Adidas", href: "https://www.adidas.com", icon: "Triangle", logo: "/images/logos/adidas.webp" },
  { name: "StockX", href: "https://stockx.com", icon: "TrendingUp", logo: "/images/logos/stockx.webp" },
  { name: "Goat", href: "https://www.goat.com", icon: "Trophy", logo: "/images/logos/goat.webp" },
  { name: "Puma", href: "https://us.puma.com", icon: "Rabbit", logo: "/images/logos/puma.webp" },
];
export const BRAND_VIEW_ALL: ViewAllLink = { name: "View All Brands", href: "/resources" };
