import { amazonSearchLink } from "../products/product.rules";
import type { ProductCategoryCard } from "./content.schema";

const card = (slug: string, name: string, query: string, icon: ProductCategoryCard["icon"], description: string): ProductCategoryCard => ({
  slug,
  name,
  description,
  href: amazonSearchLink(query),
  icon,
  image: `/images/categories/${slug}.webp`,
});

/**
 * The six /products category cards, each opening a retailer search in a new tab (the catalogue's own categories, with
 * pages of their own, are products/PRODUCT_CATEGORIES).
 */
export const CATEGORY_CARDS: readonly ProductCategoryCard[] = [
  card(
    "display-cases",
    "Display Cases",
    "sneaker display case",
    "Box",
    "Clear acrylic cases, LED-lit boxes and drop-front displays that turn a collection into a feature wall.",
  ),
  card(
    "cleaning-kits",
    "Cleaning Kits",
    "sneaker cleaning kit",
    "Sparkles",
    "Solutions, brushes and microfibre towels for leather, suede, mesh and midsoles.",
  ),
  card(
    "storage-solutions",
    "Storage Solutions",
    "sneaker storage box",
    "Archive",
    "Stackable boxes, crates and shoe cabinets that keep pairs dust-free and easy to find.",
  ),
  card(
    "shoe-trees-inserts",
    "Shoe Trees & Inserts",
    "sneaker shoe trees",
    "Footprints",
    "Cedar shoe trees, crease protectors and insoles that help pairs keep their shape.",
  ),
  card(
    "protective-sprays",
    "Protective Sprays",
    "sneaker protector spray",
    "SprayCan",
    "Water and stain repellents that shield suede, nubuck and canvas before the first wear.",
  ),
  card(
    "laces-accessories",
    "Laces & Accessories",
    "sneaker laces",
    "Layers",
    "Replacement laces, lace locks, aglets and travel bags to finish every pair.",
  ),
];
