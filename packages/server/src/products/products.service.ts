import {
  type AdminProduct,
  HERO_PRODUCT_COUNT,
  MAX_ID,
  type Product,
  productAffiliateLink,
  type productCreateSchema,
  type productUpdateSchema,
} from "@app/core";
import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { products } from "../db/schema";
import type { PageRequest } from "../http/paging";

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

/**
 * Where a product sits in the public list (core orderProductGrid, kept by the database: drizzle/0011): its grid
 * group, its slot (its id, or the slot a special item was given) and its id. The cursor of the public list.
 */
export const gridKeySchema = z.tuple([
  z.number().int().min(0).max(2),
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  z.number().int().min(1).max(MAX_ID),
]);
export type GridKey = z.output<typeof gridKeySchema>;

const gridSlot = sql`coalesce(${products}.grid_slot, ${products.id})`;

/** One page of the public list in grid order (limit + 1 rows), each row with its grid key. */
export async function publicProductPage(db: Database, page: PageRequest<GridKey>): Promise<(ProductRow & { key: GridKey })[]> {
  const after = page.after;
  const rows = await db
    .select({ ...getTableColumns(products), group: sql<number>`${products}.grid_group::integer`, slot: sql<number>`${gridSlot}::float8` })
    .from(products)
    .where(
      after
        ? sql`(${products}.grid_group, ${gridSlot}, ${products.id}) > (${after[0]}::smallint, ${after[1]}::bigint, ${after[2]}::integer)`
        : undefined,
    )
    .orderBy(sql`${products}.grid_group`, gridSlot, products.id)
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(({ group, slot, ...row }) => ({ ...row, key: [Number(group), Number(slot), row.id] as GridKey }));
}

/** The hero's products (core pickHeroProducts): the most expensive, leaving out Casio, G-Shock and watches. */
export async function heroProducts(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(sql`${products}.grid_group <> 2 and strpos(lower(${products.title}), 'watch') = 0`)
    .orderBy(sql`${products.price} desc`, products.id)
    .limit(HERO_PRODUCT_COUNT);
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
