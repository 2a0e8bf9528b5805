/*
 * The content's closed lists, apart from their zod schemas (content.schema.ts): the public pages that use them
 * must not load zod.
 */

/** Resource directory categories, in the order the /resources page shows them. */
export const RESOURCE_CATEGORIES = [
  "Brands",
  "Retailers",
  "Marketplaces",
  "Care & Cleaning",
  "Apparel",
  "Accessories",
  "Home & Office",
] as const;

/**
 * The lucide-react icon names the static content refers to. The site maps each name to its
 * component with a `Record<ContentIconName, LucideIcon>`, so adding a name here without an icon
 * is a type error there.
 */
export const CONTENT_ICON_NAMES = [
  "Archive",
  "BadgeCheck",
  "Box",
  "Camera",
  "Crown",
  "Footprints",
  "Handshake",
  "Layers",
  "Megaphone",
  "Package",
  "Rabbit",
  "Share2",
  "ShieldCheck",
  "Sparkles",
  "SprayCan",
  "Star",
  "TrendingUp",
  "Triangle",
  "Trophy",
  "Zap",
] as const;
