import { type AdminProduct, type Product, productAffiliateLink, type productCreateSchema, type productUpdateSchema } from "@app/core";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { products } from "../db/schema";

type ProductRow = typeof products.$inferSelect;

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    rating: row.rating,
    reviewCount: row.reviewCount,
    imageUrl: row.imageUrl,
    productUrl: row.productUrl,
    sourceStore: row.sourceStore,
    amazonAsin: row.amazonAsin,
    category: row.category,
  };
}

export function toPublicProduct(row: ProductRow, associateTag: string | undefined): Product {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    rating: row.rating,
    reviewCount: row.reviewCount,
    imageUrl: row.imageUrl,
    affiliateLink: productAffiliateLink(row, associateTag),
    sourceStore: row.sourceStore,
  };
}

export async function listProducts(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.id));
}

export async function createProduct(db: Database, input: z.output<typeof productCreateSchema>, now: Date): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...input, amazonAsin: input.amazonAsin ?? null, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateProduct(
  db: Database,
  id: number,
  patch: z.output<typeof productUpdateSchema>,
  now: Date,
): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...patch, updatedAt: now })
    .where(eq(products.id, id))
    .returning();
  return row ?? null;
}

export async function deleteProduct(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

export async function productExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return rows.length > 0;
}
