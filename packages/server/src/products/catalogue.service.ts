import { type CatalogueFacets, type CatalogueFilterQuery, type CatalogueSort, PRODUCT_CATEGORIES } from "@app/core";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { products } from "../db/schema";
import { idKey } from "../http/admin-paging";
import type { PageRequest } from "../http/paging";
import { type GridKey, gridKeySchema } from "./products.service";

/**
 * The catalogue narrowed and ordered by a visitor (GET /api/products with filters or a sort, GET
 * /api/products/facets; docs/decisions/0046-catalogue-facets.md). Each sort walks an index of drizzle/0011,
 * 0012, 0017 or 0021, with the category first when one is chosen; ties go by id, so a page ends at a key and the next
 * one starts after it.
 */

type ProductRow = typeof products.$inferSelect;

/**
 * A cursor of a sort: `featured` keeps the home grid's key (products.service.ts GridKey, the cursor of the
 * unfiltered list); the others start with their sort's name, then the sort value (none for newest) and the id, so
 * a cursor of one sort is refused by another.
 */
export type CatalogueKey = GridKey | [string, string, number] | [string, number];

const decimalText = z.string().regex(/^\d{1,8}(\.\d{1,2})?$/);

export function catalogueKeySchema(sort: CatalogueSort): z.ZodType<CatalogueKey> {
  if (sort === "featured") return gridKeySchema;
  if (sort === "newest") return z.tuple([z.literal(sort), idKey]);
  return z.tuple([z.literal(sort), decimalText, idKey]);
}

/** A valued sort: its column, the direction of the value and of ties (the index's, drizzle/0011 and 0021). */
interface ValuedOrder {
  column: SQL;
  text: SQL<string>;
  descending: boolean;
  idDescending: boolean;
}

const VALUED_ORDERS: Record<"price" | "-price" | "rating", ValuedOrder> = {
  // products_price_idx (price desc, id): high to low walks it forward, low to high backward (ties by id descending).
  "-price": { column: sql`${products.price}`, text: sql<string>`${products.price}::text`, descending: true, idDescending: false },
  price: { column: sql`${products.price}`, text: sql<string>`${products.price}::text`, descending: false, idDescending: true },
  // products_rating_idx (rating, id, drizzle/0012) walked backward: best first, ties by id descending.
  rating: { column: sql`${products.rating}`, text: sql<string>`${products.rating}::text`, descending: true, idDescending: true },
};

/** The filters as a condition, leaving out the one a facet counts by (`except`). */
export function catalogueWhere(filters: CatalogueFilterQuery, except?: "category" | "store" | "instock"): SQL | undefined {
  return and(
    filters.category !== undefined && except !== "category" ? eq(products.category, filters.category) : undefined,
    filters.store !== undefined && except !== "store" ? eq(products.sourceStore, filters.store) : undefined,
    filters.min !== undefined ? sql`${products.price} >= ${filters.min}::numeric` : undefined,
    filters.max !== undefined ? sql`${products.price} <= ${filters.max}::numeric` : undefined,
    filters.instock && except !== "instock" ? eq(products.availability, "in_stock") : undefined,
  );
}

const gridSlot = sql`coalesce(${products}.grid_slot, ${products.id})`;

/** One page (limit + 1 rows) of the catalogue narrowed by `filters` in the `sort` order, each row with its cursor key. */
export async function cataloguePage(
  db: Database,
  filters: CatalogueFilterQuery,
  sort: CatalogueSort,
  page: PageRequest<CatalogueKey>,
): Promise<(ProductRow & { key: CatalogueKey })[]> {
  const where = catalogueWhere(filters);
  const after = page.after;
  const id = products.id;

  if (sort === "featured") {
    const key = after as GridKey | null;
    const from = key
      ? sql`(${products}.grid_group, ${gridSlot}, ${id}) > (${key[0]}::smallint, ${key[1]}::bigint, ${key[2]}::integer)`
      : undefined;
    const rows = await db
      .select({ ...getTableColumns(products), group: sql<number>`${products}.grid_group::integer`, slot: sql<number>`${gridSlot}::float8` })
      .from(products)
      .where(and(where, from))
      .orderBy(sql`${products}.grid_group`, gridSlot, id)
      .limit(page.limit + 1)
      .offset(page.offset);
    return rows.map(({ group, slot, ...row }) => ({ ...row, key: [Number(group), Number(slot), row.id] as GridKey }));
  }

  if (sort === "newest") {
    const rows = await db
      .select()
      .from(products)
      .where(and(where, after ? sql`${id} < ${after.at(-1)}::integer` : undefined))
      .orderBy(sql`${id} desc`)
      .limit(page.limit + 1)
      .offset(page.offset);
    return rows.map((row) => ({ ...row, key: [sort, row.id] as CatalogueKey }));
  }

  const order = VALUED_ORDERS[sort];
  let from: SQL | undefined;
  if (after && after.length === 3) {
    const value = sql`${after[1]}::numeric`;
    const beyond = order.descending ? sql`<` : sql`>`;
    // The value and the id go different ways along the index: bound the value, then pass the ties already shown.
    from = sql`${order.column} ${beyond}= ${value} and (${order.column} ${beyond} ${value} or ${id} ${order.idDescending ? sql`<` : sql`>`} ${after[2]}::integer)`;
  }
  const rows = await db
    .select({ ...getTableColumns(products), sortValue: order.text })
    .from(products)
    .where(and(where, from))
    .orderBy(sql`${order.column} ${sql.raw(order.descending ? "desc" : "asc")}`, sql`${id} ${sql.raw(order.idDescending ? "desc" : "asc")}`)
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(({ sortValue, ...row }) => ({ ...row, key: [sort, String(sortValue), row.id] as CatalogueKey }));
}

/** The most stores the facets list (the ones with most products first). */
export const FACET_STORES_MAX = 50;

const categoryOrder = new Map<string, number>(PRODUCT_CATEGORIES.map((c, i) => [c.value, i]));

/**
 * The facet counts of `filters` (catalogue.rules.ts CatalogueFacets), in one statement: the counts of products by
 * category, store, stock and price band that the writes keep (product_facet_counts, drizzle/0021, in slots that add
 * up: drizzle/0024), those of the
 * edges of a price range counted from an index, added up by category, store and stock first (the slots and bands of
 * a cell are one row then: the four facets read a few hundred rows, not the tens of thousands of 100,000 products'),
 * and each facet adds up the cells the other filters keep.
 */
export async function catalogueFacets(db: Database, filters: CatalogueFilterQuery): Promise<CatalogueFacets> {
  const keep = (name: "category" | "store" | "instock") => {
    if (name === "category") return filters.category === undefined ? sql`true` : sql`category = ${filters.category}`;
    if (name === "store") return filters.store === undefined ? sql`true` : sql`source_store = ${filters.store}`;
    return filters.instock ? sql`in_stock` : sql`true`;
  };
  const counted = sql`select category, source_store, availability = 'in_stock' as in_stock, products as n from product_facet_counts`;
  let cube = counted;
  if (filters.min !== undefined || filters.max !== undefined) {
    // The bands wholly inside the range [min, max] are [lo, hi) (boundaries of product_price_bands()); the products
    // of [min, lo) and [hi, max] are counted from products_price_facets_idx (all of [min, max] when no band fits).
    const min = sql`${filters.min ?? "0"}::numeric`;
    const max = filters.max === undefined ? sql`'Infinity'::numeric` : sql`${filters.max}::numeric`;
    const lo = sql`coalesce((select min(b) from unnest(product_price_bands()) b where b >= ${min}), 'Infinity'::numeric)`;
    const hi = sql`greatest((select max(b) from unnest(product_price_bands()) b where b - 0.01 <= ${max}), ${lo})`;
    const edge = (from: SQL, to: SQL, toInclusive: boolean) => sql`select ${products.category} as category,
        ${products.sourceStore} as source_store, ${products.availability} = 'in_stock' as in_stock, count(*) as n
      from ${products} where ${products.price} >= ${from} and ${products.price} ${sql.raw(toInclusive ? "<=" : "<")} ${to}
      group by 1, 2, 3`;
    cube = sql`${counted} where price_band >= ${lo} and price_band < ${hi}
      union all ${edge(min, sql`least(${lo}, ${max} + 0.01)`, false)}
      union all ${edge(hi, max, true)}`;
  }
  const result = await db.execute(sql`
    with cube as (select category, source_store, in_stock, sum(n) as n from (${cube}) cells group by 1, 2, 3)
    select 'category' as facet, category as value, sum(n) as count from cube where ${keep("store")} and ${keep("instock")} group by category having sum(n) > 0
    union all
    select 'store', source_store, sum(n) from cube where ${keep("category")} and ${keep("instock")} group by source_store having sum(n) > 0
    union all
    select 'instock', null, coalesce(sum(n), 0) from cube where ${keep("category")} and ${keep("store")} and in_stock
    union all
    select 'total', null, coalesce(sum(n), 0) from cube where ${keep("category")} and ${keep("store")} and ${keep("instock")}
  `);
  const facets: CatalogueFacets = { total: 0, categories: [], stores: [], inStock: 0 };
  for (const row of rowsOf(result)) {
    const count = Number(row.count);
    const value = String(row.value ?? "");
    if (row.facet === "total") facets.total = count;
    else if (row.facet === "instock") facets.inStock = count;
    else if (row.facet === "category") facets.categories.push({ value, count });
    else facets.stores.push({ value, count });
  }
  const rank = (value: string) => categoryOrder.get(value) ?? categoryOrder.size;
  facets.categories.sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
  facets.stores.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  facets.stores = facets.stores.slice(0, FACET_STORES_MAX);
  return facets;
}

/** Whether a request asks for the unfiltered catalogue in the home grid's order (publicProductPage's index-only path). */
export const isWholeCatalogue = (filters: CatalogueFilterQuery, sort: CatalogueSort): boolean =>
  sort === "featured" &&
  filters.category === undefined &&
  filters.store === undefined &&
  filters.min === undefined &&
  filters.max === undefined &&
  !filters.instock;
