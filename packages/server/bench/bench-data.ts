import { BLOG_AUTHOR, slugify } from "@app/core";
import { sanitizeBlogHtml } from "../src/blog/sanitize";
import { SEED_POSTS } from "../src/seed/blog.seed";

/** Deterministic data for the benchmark: the same seed gives the same 100,000 products and 10,000 posts. */

/** The benchmark's seed (search.test.ts checks the labelled queries on a slice of the same catalogue). */
export const BENCH_SEED = 20261122;

export type Random = () => number;

/** mulberry32: a tiny, fast, seedable PRNG (uniform in [0, 1)). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const chance = (random: Random, p: number) => random() < p;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const BRANDS = [
  "Nike",
  "Jordan",
  "adidas",
  "New Balance",
  "Yeezy",
  "Converse",
  "Vans",
  "Puma",
  "ASICS",
  "Reebok",
  "Salomon",
  "On",
  "Hoka",
  "Saucony",
  "Crep Protect",
  "Jason Markk",
  "Sneaker LAB",
  "Reshoevn8r",
  "SneakerShields",
  "Kicks Krate",
  "Sole Mate",
  "Casio",
  "G-Shock",
  "Supbro",
  "Shoe Gard",
  "Angelus",
  "Vapor Guard",
];

const MODELS = [
  "Jordan 1",
  "Jordan 4",
  "Jordan 11",
  "Air Force 1",
  "Dunk Low",
  "Dunk High",
  "Air Max 90",
  "Air Max 1",
  "Yeezy 350",
  "Yeezy Slide",
  "Samba",
  "Gazelle",
  "Campus 00s",
  "Superstar",
  "Stan Smith",
  "990v6",
  "550",
  "2002R",
  "Chuck 70",
  "Old Skool",
  "Sk8-Hi",
  "Gel-Kayano 14",
  "XT-6",
  "Clifton 9",
  "Club C",
  "Speedcat",
];

const COLOURS = [
  "Black",
  "White",
  "Clear",
  "Smoke Grey",
  "Navy",
  "Red",
  "Royal Blue",
  "University Blue",
  "Bred",
  "Chicago",
  "Olive",
  "Tan",
  "Cream",
  "Pink",
  "Volt",
  "Orange",
  "Walnut",
  "Oak",
  "Silver",
  "Gold",
  "Transparent",
];

const MATERIALS = ["Acrylic", "Bamboo", "Walnut Wood", "Plastic", "Steel", "Canvas", "Microfiber", "Cedar", "Polycarbonate", "Magnetic"];

const ADJECTIVES = [
  "Stackable",
  "Premium",
  "Heavy-Duty",
  "Drop-Front",
  "Foldable",
  "Portable",
  "Waterproof",
  "Anti-Yellowing",
  "Museum-Grade",
  "UV-Protected",
  "Deluxe",
  "Compact",
  "Large",
  "Slim",
  "Travel",
  "Collector's",
  "Pro",
];

/** Accessory kinds with a weight (how common they are in the catalogue). */
const ITEMS: readonly (readonly [string, number])[] = [
  ["Sneaker Display Case", 8],
  ["Shoe Box", 8],
  ["Shoe Storage Crate", 5],
  ["Sneaker Crate", 4],
  ["Cleaning Kit", 7],
  ["Sneaker Cleaner", 5],
  ["Shoe Laces", 7],
  ["Rope Laces", 3],
  ["Lace Locks", 2],
  ["Shoe Trees", 5],
  ["Crease Protectors", 5],
  ["Sole Protectors", 4],
  ["Heel Guards", 2],
  ["Water Repellent Spray", 4],
  ["Shoe Deodorizer", 3],
  ["Odor Balls", 2],
  ["Suede Brush", 3],
  ["Cleaning Brush Set", 3],
  ["Microfiber Towel", 2],
  ["LED Display Case", 4],
  ["LED Shoe Box", 3],
  ["Shoe Rack", 4],
  ["Wall Mount Shelf", 3],
  ["Sneaker Storage Bag", 3],
  ["Travel Shoe Bag", 3],
  ["Sole Whitener", 2],
  ["Midsole Paint Pen", 2],
  ["Leather Paint", 2],
  ["Shoe Horn", 2],
  ["Insoles", 3],
  ["Dust Covers", 2],
  ["Magnetic Door Box", 2],
  ["Silica Gel Packs", 1],
  ["Sneaker Keychain", 1],
];
const ITEM_TOTAL = ITEMS.reduce((sum, [, weight]) => sum + weight, 0);

function pickItem(random: Random): string {
  let r = random() * ITEM_TOTAL;
  for (const [item, weight] of ITEMS) {
    r -= weight;
    if (r < 0) return item;
  }
  return ITEMS[0]![0];
}

const PACKS = ["", "", "", "2-Pack", "3-Pack", "4-Pack", "6-Pack", "12-Pack", "Set of 2", "Set of 6"];
const SIZES = [
  "",
  "",
  "Fits up to US 13",
  "Fits up to US 14",
  "Size US 7-13",
  "Men's 8-12",
  "Women's 5-9",
  "Kids",
  "XL",
  "54 inch",
  "45 inch",
  "63 inch",
];
const STORES = [
  "Amazon",
  "Amazon",
  "Amazon",
  "Amazon",
  "Foot Locker",
  "StockX",
  "GOAT",
  "Walmart",
  "Target",
  "eBay",
  "Etsy",
  "END. Clothing",
];

const ASIN_CHARS = [..."ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"];

export interface BenchProduct {
  title: string;
  price: string;
  rating: string;
  review_count: number;
  image_url: string;
  product_url: string;
  source_store: string;
  amazon_asin: string | null;
  category: string;
}

/** A realistic marketplace title: "{Brand} {Adjective} {Material} {Item} for {Model} - {Colour}, {Size}, {Pack}". */
function productTitle(random: Random): string {
  const item = pickItem(random);
  const parts: string[] = [];
  if (chance(random, 0.55)) parts.push(pick(random, BRANDS));
  if (chance(random, 0.6)) parts.push(pick(random, ADJECTIVES));
  if (chance(random, 0.35)) parts.push(pick(random, MATERIALS));
  parts.push(item);
  let title = parts.join(" ");
  if (chance(random, 0.45)) title += ` for ${pick(random, MODELS)}`;
  const tail = [chance(random, 0.6) ? pick(random, COLOURS) : "", pick(random, SIZES), pick(random, PACKS)].filter(Boolean);
  if (tail.length > 0) title += ` - ${tail.join(", ")}`;
  return title;
}

/** The site's own product pictures (packages/site/public/images/products): a generated product shows a real one. */
const PICTURES = [
  "brush-set",
  "cleaning-kit",
  "cleaning-wipes",
  "collection-crate",
  "crease-protectors",
  "deodorizer",
  "display-case",
  "display-riser",
  "drop-front-box",
  "duffel-bag",
  "flat-laces",
  "insoles",
  "led-display-case",
  "protective-spray",
  "rope-laces",
  "shoe-trees",
  "sneaker-bag",
  "stackable-box",
  "suede-brush",
  "travel-cleaning-kit",
  "under-bed-organizer",
  "wall-shelf",
];

/** The catalogue's category of a title, by its item's words (core PRODUCT_CATEGORIES), so category pages have a share each. */
const CATEGORY_WORDS: readonly [RegExp, string][] = [
  [/display|case|shelf|rack|riser|wall/i, "display"],
  [/box|crate|storage|organizer|covers/i, "storage"],
  [/clean|brush|wipe|towel|whitener|paint|eraser|foam|kit/i, "care"],
  [/spray|protector|guard|shield|repellent/i, "protection"],
  [/shoe tree|insert|stuffer|horn/i, "shoe-trees"],
  [/lace/i, "laces"],
  [/insole|odor|deodor|silica/i, "comfort"],
  [/bag|travel|duffel/i, "travel"],
];
export const benchCategoryOf = (title: string) => CATEGORY_WORDS.find(([words]) => words.test(title))?.[1] ?? "sneaker-accessories";

export function generateProducts(random: Random, count: number): BenchProduct[] {
  const rows: BenchProduct[] = [];
  for (let i = 0; i < count; i++) {
    const store = pick(random, STORES);
    const asin = store === "Amazon" ? `B0${Array.from({ length: 8 }, () => pick(random, ASIN_CHARS)).join("")}` : null;
    const cents = int(random, 499, 24999);
    const title = productTitle(random);
    rows.push({
      title,
      price: (cents / 100).toFixed(2),
      rating: (int(random, 30, 50) / 10).toFixed(1),
      review_count: int(random, 0, 25000),
      image_url: `/images/products/${PICTURES[i % PICTURES.length]}.webp`,
      product_url: asin ? `https://www.amazon.com/dp/${asin}` : `https://www.${store.toLowerCase().replace(/[^a-z]/g, "")}.com/p/${i}`,
      source_store: store,
      amazon_asin: asin,
      category: benchCategoryOf(title),
    });
  }
  return rows;
}

/** "Shoe Box" → "Shoe Boxes", "Shoe Trees" stays. */
const plural = (item: string) => (item.endsWith("s") ? item : item.endsWith("x") ? `${item}es` : `${item}s`);

const POST_TITLES: readonly ((r: Random) => string)[] = [
  (r) => `How to Clean ${pick(r, COLOURS)} ${pick(r, MODELS)}s Without Ruining the Midsole`,
  (r) => `The ${int(r, 5, 15)} Best ${plural(pickItem(r))} for ${pick(r, MODELS)} Collectors`,
  (r) => `${pick(r, BRANDS)} ${pickItem(r)} Review: Worth It for Your Rotation?`,
  (r) => `${pick(r, MODELS)} vs ${pick(r, MODELS)}: Which One Belongs in Your Display Case`,
  (r) => `A Beginner's Guide to Storing Sneakers: ${plural(pickItem(r))}, Humidity and Light`,
  (r) => `Restoring Yellowed Soles on the ${pick(r, MODELS)} ${pick(r, COLOURS)}`,
  (r) => `Inside the ${pick(r, BRANDS)} Archive: ${int(r, 1985, 2025)} to Today`,
  (r) => `Lacing Styles for the ${pick(r, MODELS)}: ${int(r, 4, 12)} Ways to Wear Them`,
  (r) => `Crate, Box or Shelf? Building a ${pick(r, ADJECTIVES)} Sneaker Wall`,
  (r) => `What We Learned Testing ${int(r, 8, 30)} ${plural(pickItem(r))}`,
];

const POST_CATEGORIES = ["Sneaker Care", "Storage", "Buying Guides", "Sneaker Culture", "Reviews", "History"];

export interface BenchPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  hero_image: string;
  hero_image_alt: string;
  content: string;
  featured: boolean;
  meta_title: string;
  meta_description: string;
  keywords: string[];
  published: boolean;
  published_at: Date;
}

export function generatePosts(random: Random, count: number): BenchPost[] {
  const rows: BenchPost[] = [];
  const start = Date.UTC(2019, 0, 1);
  const span = Date.UTC(2026, 9, 1) - start;
  for (let i = 0; i < count; i++) {
    const title = pick(random, POST_TITLES)(random);
    const item = pickItem(random).toLowerCase();
    const model = pick(random, MODELS);
    const excerpt = `We put the ${pick(random, BRANDS)} ${item} through a month of wear with a pair of ${model.endsWith("s") ? model : `${model}s`}: what worked, what did not, and what to buy instead.`;
    const content = [
      `<h2>Why it matters</h2><p>${excerpt}</p>`,
      `<p>Collectors keeping a ${model} on display need a ${item} that protects against dust, light and creasing. We compared ${int(random, 3, 12)} options from $${int(random, 9, 40)} to $${int(random, 60, 250)}.</p>`,
      `<h2>What we recommend</h2><p>For most rotations a ${pick(random, ADJECTIVES).toLowerCase()} ${pick(random, MATERIALS).toLowerCase()} option in ${pick(random, COLOURS).toLowerCase()} is the sweet spot.</p>`,
    ].join("");
    rows.push({
      slug: `${slugify(title).slice(0, 100)}-${i + 1}`,
      title,
      excerpt,
      author: BLOG_AUTHOR,
      category: pick(random, POST_CATEGORIES),
      hero_image: "/images/blog/default-hero.webp",
      hero_image_alt: title,
      content,
      featured: chance(random, 0.01),
      meta_title: title,
      meta_description: excerpt.slice(0, 160),
      keywords: [model.toLowerCase(), item],
      published: true,
      published_at: new Date(start + Math.floor(random() * span)),
    });
  }
  return rows;
}

/**
 * The demo posts (src/seed/blog.seed.ts) as the benchmark inserts them beside the generated ones: real bodies,
 * sanitized as stored, whose words the body-text labelled queries look for ("hygrometer"); the draft stays a draft.
 */
export function demoPosts(now: Date): BenchPost[] {
  return SEED_POSTS.map((p) => ({
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    author: BLOG_AUTHOR,
    category: p.category,
    hero_image: `/images/blog/${p.slug}.webp`,
    hero_image_alt: p.title,
    content: sanitizeBlogHtml(p.content),
    featured: p.featured,
    meta_title: p.title,
    meta_description: p.excerpt,
    keywords: p.keywords,
    published: p.published,
    published_at: new Date(now.getTime() - (p.publishedDaysAgo ?? 0) * 86_400_000),
  }));
}

/** The search phase's queries: what people type into the site's search box. */
export const SEARCH_QUERIES = [
  "display case",
  "nike",
  "cleaning kit",
  "crate",
  "lace",
  "jordan 1 box",
  "led",
  "shoe trees",
  "crease",
  "sole protector",
  "yeezy",
  "suede brush",
  "water repellent",
  "air force 1",
  "stackable",
  "deodorizer",
  "new balance 550",
  "drop front",
  "travel bag",
  "samba",
  // Misspelt, as typed: answered through the vocabulary's corrections.
  "nikee",
  "cleening kit",
  "shoe tres",
  "suede brsh",
] as const;

/** The word lists titles are made of (bench/shopper-queries.ts builds the shopper query set from them). */
export const TITLE_WORD_LISTS = {
  brands: BRANDS,
  adjectives: ADJECTIVES,
  materials: MATERIALS,
  items: ITEMS.map(([item]) => item),
  colours: COLOURS,
  sizes: SIZES,
} as const;
