import { BLOG_AUTHOR, productCreateSchema, programCreateSchema } from "@app/core";
import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { affiliatePrograms, blogPosts, products, stores, tweets } from "../db/schema";
import { sanitizeBlogHtml } from "../blog/sanitize";
import { SEED_POSTS } from "./blog.seed";
import { SEED_PRODUCTS } from "./products.seed";
import { SEED_STORES } from "./stores.seed";

const DAY_MS = 24 * 60 * 60 * 1000;

const SEED_PROGRAMS = [
  {
    name: "Amazon Associates",
    description: "Commission on sneaker accessories, storage and care products sold on Amazon.",
    averageCommission: "3.50",
    price: "0",
    commissionPercentage: 4,
    affiliateLink: "https://affiliate-program.amazon.com/",
    category: "marketplace",
    notes: "Tag is set with AMAZON_ASSOCIATE_TAG.",
  },
  {
    name: "Foot Locker Affiliate Program",
    description: "Sneakers and apparel from Foot Locker, Champs and Kids Foot Locker through Rakuten Advertising.",
    averageCommission: "6.00",
    price: "0",
    commissionPercentage: 5,
    affiliateLink: "https://www.footlocker.com/affiliates",
    category: "retailer",
    notes: "Rakuten merchant id 37695.",
  },
  {
    name: "Crep Protect Partners",
    description: "Sneaker protection sprays, cleaning kits and crease guards.",
    averageCommission: "2.40",
    price: "0",
    commissionPercentage: 12,
    affiliateLink: "https://crepprotect.com/pages/affiliates",
    category: "care",
    notes: null,
  },
  {
    name: "Sneaker Storage Pro Course",
    description: "An online course on building and preserving a sneaker collection, sold as a digital product.",
    averageCommission: "29.10",
    price: "97.00",
    commissionPercentage: 30,
    affiliateLink: null,
    category: "general",
    notes: "Default 30% commission on digital products.",
  },
  {
    name: "StockX Affiliates",
    description: "Verified resale marketplace for sneakers, streetwear and collectibles.",
    averageCommission: "8.75",
    price: "0",
    commissionPercentage: 3,
    affiliateLink: "https://stockx.com/affiliates",
    category: "marketplace",
    notes: null,
  },
];

/** True when the database holds no catalogue yet (the only case where demo data is loaded at start). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  const [posts] = await db.select({ n: count() }).from(blogPosts);
  const [storeRows] = await db.select({ n: count() }).from(stores);
  return (row?.n ?? 0) === 0 && (posts?.n ?? 0) === 0 && (storeRows?.n ?? 0) === 0;
}

/** Load the demo data (products, stores, posts, programs, tweets) in one transaction. */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<{ products: number; stores: number; posts: number }> {
  return db.transaction(async (tx) => {
    const productRows = await tx
      .insert(products)
      .values(
        SEED_PRODUCTS.map((raw) => {
          // Seed data passes the same validation as the admin form.
          const p = productCreateSchema.parse(raw);
          return { ...p, amazonAsin: p.amazonAsin ?? null, createdAt: now, updatedAt: now };
        }),
      )
      .returning({ id: products.id, title: products.title });
    await tx.insert(stores).values(SEED_STORES.map((s) => ({ ...s, createdAt: now, updatedAt: now })));
    await tx.insert(blogPosts).values(
      SEED_POSTS.map((p) => {
        const publishedAt = p.publishedDaysAgo === null ? null : new Date(now.getTime() - p.publishedDaysAgo * DAY_MS);
        return {
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          author: BLOG_AUTHOR,
          category: p.category,
          heroImage: `/images/blog/${p.slug}.webp`,
          heroImageAlt: p.title,
          content: sanitizeBlogHtml(p.content),
          featured: p.featured,
          metaTitle: p.title,
          metaDescription: p.excerpt,
          keywords: p.keywords,
          published: p.published,
          publishedAt,
          createdAt: publishedAt ?? now,
          updatedAt: publishedAt ?? now,
        };
      }),
    );
    const programRows = await tx
      .insert(affiliatePrograms)
      .values(SEED_PROGRAMS.map((raw) => ({ ...programCreateSchema.parse(raw), createdAt: now, updatedAt: now })))
      .returning({ id: affiliatePrograms.id });

    const productId = (needle: string) => productRows.find((p) => p.title.includes(needle))?.id ?? null;
    await tx.insert(tweets).values(
      [
        {
          content: "Stack, light and show off your grails: the SupBro LED stackable display box is back in stock. 👟✨",
          status: "missed",
          tweetType: "product",
          relatedProductId: productId("LED Stackable"),
          scheduledFor: new Date(now.getTime() - 2 * DAY_MS),
        },
        {
          content:
            "White sneakers looking tired? Our 5-step cleaning routine takes ten minutes. New on the blog: /blog/how-to-clean-white-sneakers",
          status: "scheduled",
          tweetType: "general",
          scheduledFor: new Date(now.getTime() + DAY_MS),
        },
        {
          content: "Protect before the first wear. A rain and stain spray is the cheapest insurance a suede sneaker can get.",
          status: "scheduled",
          tweetType: "product",
          relatedProductId: productId("Crep Protect Rain"),
          scheduledFor: new Date(now.getTime() + 3 * DAY_MS),
        },
        {
          content: "Building a collection? Amazon's storage and care picks earn us a small commission and keep the directory free.",
          status: "draft",
          tweetType: "affiliate",
          relatedProgramId: programRows[0]?.id ?? null,
        },
        {
          content: "Drop-front boxes vs. wall shelves vs. glass cabinets: which display suits your collection? Thread below. 🧵",
          status: "draft",
          tweetType: "general",
        },
        {
          content: "The Casio vs. G-Shock debate, settled: why not both? New watch picks on the products page.",
          status: "missed",
          tweetType: "product",
          relatedProductId: productId("GA2100"),
          scheduledFor: new Date(now.getTime() - 5 * DAY_MS),
        },
      ].map((t) => ({ ...t, createdAt: now, updatedAt: now })),
    );
    return { products: productRows.length, stores: SEED_STORES.length, posts: SEED_POSTS.length };
  });
}
