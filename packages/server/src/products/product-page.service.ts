import {
  type FeaturingPost,
  type PricePoint,
  PRODUCT_PAGE_HISTORY_DAYS,
  PRODUCT_PAGE_POSTS,
  type ProductPage,
  SIMILAR_PRODUCTS,
  toNumber,
} from "@app/core";
import { and, asc, desc, eq, gte, lt, lte, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, postProducts, priceHistory, productSlugs, products } from "../db/schema";
import { isPublic } from "../blog/blog.service";
import { isoMicros } from "../http/admin-paging";
import { toPublicProduct } from "./products.service";

/**
 * A product's page (GET /api/products/{slug}, docs/decisions/0049-product-pages.md): every lookup walks an index of
 * drizzle/0019 or 0013 (the slug's primary key, price_history_product_idx, post_products_product_idx,
 * products_similar_idx), so the page costs the same at 100,000 products as at 10.
 */

type ProductRow = typeof products.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most price observations a page draws (a price that changed hourly for 90 days would be 2,160). */
const HISTORY_POINTS_MAX = 500;

/** What a slug names: a product (at its current slug), an older slug of one, a deleted product's, or nothing. */
export type SlugLookup = { kind: "found"; row: ProductRow } | { kind: "moved"; slug: string } | { kind: "gone" } | { kind: "missing" };

export async function lookupProductSlug(db: Database, slug: string): Promise<SlugLookup> {
  const [hit] = await db
    .select({ productId: productSlugs.productId, row: products })
    .from(productSlugs)
    .leftJoin(products, eq(products.id, productSlugs.productId))
    .where(eq(productSlugs.slug, slug));
  if (!hit) return { kind: "missing" };
  if (!hit.row) return { kind: "gone" };
  return hit.row.slug === slug ? { kind: "found", row: hit.row } : { kind: "moved", slug: hit.row.slug };
}

/** The observed prices of the last 90 days, oldest first, after the one in force when they began. */
async function priceHistoryOf(db: Database, productId: number, now: Date): Promise<PricePoint[]> {
  const start = new Date(now.getTime() - PRODUCT_PAGE_HISTORY_DAYS * DAY_MS);
  const columns = { at: isoMicros(priceHistory.observedAt), price: priceHistory.price, currency: priceHistory.currency };
  const [before, inside] = await Promise.all([
    db
      .select(columns)
      .from(priceHistory)
      .where(and(eq(priceHistory.productId, productId), lt(priceHistory.observedAt, start)))
      .orderBy(desc(priceHistory.observedAt))
      .limit(1),
    db
      .select(columns)
      .from(priceHistory)
      .where(and(eq(priceHistory.productId, productId), gte(priceHistory.observedAt, start), lte(priceHistory.observedAt, now)))
      .orderBy(desc(priceHistory.observedAt))
      .limit(HISTORY_POINTS_MAX),
  ]);
  return [...before, ...inside.reverse()];
}

/** The public posts whose product boxes or tables name the product (post_products, written when a post is saved), newest first. */
async function featuringPosts(db: Database, productId: number, now: Date): Promise<FeaturingPost[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      heroImage: blogPosts.heroImage,
      heroImageAlt: blogPosts.heroImageAlt,
      publishedAt: blogPosts.publishedAt,
    })
    .from(postProducts)
    .innerJoin(blogPosts, eq(blogPosts.id, postProducts.postId))
    .where(and(eq(postProducts.productId, productId), isPublic(now)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(PRODUCT_PAGE_POSTS);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}

/**
 * Up to six products of the same category, in stock, nearest in price: the nearest six at or above the price and
 * the nearest six below it (two walks of products_similar_idx from the price), the closest of them.
 */
async function similarProducts(db: Database, row: ProductRow): Promise<ProductRow[]> {
  const same = and(eq(products.category, row.category), eq(products.availability, "in_stock"), ne(products.id, row.id));
  const [above, below] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(same, gte(products.price, row.price)))
      .orderBy(asc(products.price), asc(products.id))
      .limit(SIMILAR_PRODUCTS),
    db
      .select()
      .from(products)
      .where(and(same, lt(products.price, row.price)))
      .orderBy(desc(products.price), desc(products.id))
      .limit(SIMILAR_PRODUCTS),
  ]);
  const price = toNumber(row.price);
  const distance = (p: ProductRow) => Math.abs(toNumber(p.price) - price);
  return [...above, ...below].sort((a, b) => distance(a) - distance(b) || a.id - b.id).slice(0, SIMILAR_PRODUCTS);
}

/** The page's data for a product found at its current slug. */
export async function productPage(db: Database, row: ProductRow, associateTag: string | undefined, now: Date): Promise<ProductPage> {
  const [history, posts, similar] = await Promise.all([
    priceHistoryOf(db, row.id, now),
    featuringPosts(db, row.id, now),
    similarProducts(db, row),
  ]);
  return {
    product: { ...toPublicProduct(row, associateTag), category: row.category, description: row.description },
    history,
    posts,
    similar: similar.map((p) => toPublicProduct(p, associateTag)),
  };
}
