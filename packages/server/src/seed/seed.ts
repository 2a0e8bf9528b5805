import { BLOG_AUTHOR, paths, productBoxHtml, productCreateSchema, productTableHtml, programCreateSchema, slugify } from "@app/core";
import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { affiliatePrograms, blogPosts, products, stores, tweets } from "../db/schema";
import { writePostProducts } from "../blog/product-blocks";
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

/**
 * Load the demo data (products, stores, posts, programs, tweets) in one transaction. The tweets link to pages of the
 * site at `publicSiteUrl` (PUBLIC_SITE_URL), as a shared post's or product's tweet does.
 */
export async function seedDatabase(
  db: Database,
  publicSiteUrl: string,
  now: Date = new Date(),
): Promise<{ products: number; stores: number; posts: number }> {
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
      .returning({ id: products.id, title: products.title, slug: products.slug });
    await tx.insert(stores).values(SEED_STORES.map((s) => ({ ...s, slug: slugify(s.name), createdAt: now, updatedAt: now })));
    const productRow = (needle: string) => {
      const row = productRows.find((p) => p.title.includes(needle));
      if (!row) throw new Error(`no demo product titled like "${needle}"`);
      return row;
    };
    const productId = (needle: string) => productRow(needle).id;
    const productUrl = (needle: string) => `${publicSiteUrl}${paths.productPage(productRow(needle).slug)}`;
    const postUrl = (slug: string) => `${publicSiteUrl}${paths.blogPost(slug)}`;
    const featured = (titles: readonly string[] = []) => {
      const ids = titles.map(productId).filter((id) => id !== null);
      if (ids.length === 0) return "";
      const [first] = ids;
      return ids.length === 1 && first !== undefined ? productBoxHtml(first) : productTableHtml(ids, ["price", "rating", "availability"]);
    };
    const postRows = await tx
      .insert(blogPosts)
      .values(
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
            content: sanitizeBlogHtml(p.content + featured(p.features)),
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
      )
      .returning({ id: blogPosts.id, content: blogPosts.content });
    for (const post of postRows) await writePostProducts(tx, post.id, post.content);
    const programRows = await tx
      .insert(affiliatePrograms)
      .values(SEED_PROGRAMS.map((raw) => ({ ...programCreateSchema.parse(raw), createdAt: now, updatedAt: now })))
      .returning({ id: affiliatePrograms.id });

    await tx.insert(tweets).values(
      [
        {
          content: `Stack, light and show off your grails: the SupBro LED stackable display box is back in stock. 👟✨ ${productUrl("LED Stackable")}`,
          status: "missed",
          tweetType: "product",
          relatedProductId: productId("LED Stackable"),
          scheduledFor: new Date(now.getTime() - 2 * DAY_MS),
        },
        {
          content: `White sneakers looking tired? Our 5-step cleaning routine takes ten minutes. New on the blog: ${postUrl("how-to-clean-white-sneakers")}`,
          status: "scheduled",
          tweetType: "general",
          scheduledFor: new Date(now.getTime() + DAY_MS),
        },
        {
          content: `Protect before the first wear. A rain and stain spray is the cheapest insurance a suede sneaker can get. ${productUrl("Crep Protect Rain")}`,
          status: "scheduled",
          tweetType: "product",
          relatedProductId: productId("Crep Protect Rain"),
          scheduledFor: new Date(now.getTime() + 3 * DAY_MS),
        },
        {
          content: `Building a collection? Amazon's storage and care picks earn us a small commission and keep the directory free. ${publicSiteUrl}${paths.products()}`,
          status: "draft",
          tweetType: "affiliate",
          relatedProgramId: programRows[0]?.id ?? null,
        },
        {
          content: `Drop-front boxes vs. wall shelves vs. glass cabinets: which display suits your collection? Our guide: ${postUrl("best-sneaker-display-cases")}`,
          status: "draft",
          tweetType: "general",
        },
        {
          content: `A label on every box: find the pair you want without opening the whole stack. ${productUrl("KL-120")}`,
          status: "missed",
          tweetType: "product",
          relatedProductId: productId("KL-120"),
          scheduledFor: new Date(now.getTime() - 5 * DAY_MS),
        },
      ].map((t) => ({ ...t, createdAt: now, updatedAt: now })),
    );
    return { products: productRows.length, stores: SEED_STORES.length, posts: SEED_POSTS.length };
  });
}
