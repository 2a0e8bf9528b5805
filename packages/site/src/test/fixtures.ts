import type { AdminProduct, BlogPost, Store, Tweet } from "@app/core";

/** Records as the API answers them, for the site's and the admin's tests; `over` sets what a test is about. */

export const adminProduct = (over: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 7,
  title: "Cedar Shoe Trees",
  price: "24.99",
  currency: "USD",
  priceCheckedAt: null,
  priceAsOf: new Date().toISOString(),
  availability: "unknown",
  rating: "4.7",
  reviewCount: 120,
  imageUrl: "https://m.media-amazon.com/images/I/tree.jpg",
  productUrl: "https://www.amazon.com/dp/B000000007",
  sourceStore: "Amazon",
  amazonAsin: "B000000007",
  category: "shoe-trees",
  slug: "cedar-shoe-trees",
  description: "",
  ...over,
});

export const blogPost = (over: Partial<BlogPost> = {}): BlogPost => ({
  id: 4,
  slug: "suede-101",
  title: "Suede 101",
  excerpt: "Keep suede new.",
  author: "Kicks Directory Team",
  category: "Sneaker Care",
  heroImage: "/images/blog/default-hero.webp",
  heroImageAlt: "Suede 101",
  content: "<p>Brush gently.</p>",
  featured: false,
  metaTitle: "Suede 101",
  metaDescription: "Guide",
  keywords: ["suede", "care"],
  published: false,
  publishedAt: null,
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

export const tweet = (over: Partial<Tweet> = {}): Tweet => ({
  id: 5,
  content: "New LED display cases just dropped",
  scheduledFor: null,
  status: "draft",
  tweetType: "product",
  relatedProductId: null,
  relatedProgramId: null,
  platform: "twitter",
  createdAt: "2026-11-01T00:00:00.000Z",
  postedAt: null,
  externalId: null,
  externalUrl: null,
  lastError: null,
  attempts: 0,
  ...over,
});

export const store = (over: Partial<Store> & Pick<Store, "id" | "name">): Store => ({
  address: "1 Main St",
  city: "Springfield",
  state: "",
  country: "USA",
  phone: null,
  website: null,
  status: "independent",
  rakutenMerchantId: null,
  slug: over.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""),
  latitude: null,
  longitude: null,
  ...over,
});
