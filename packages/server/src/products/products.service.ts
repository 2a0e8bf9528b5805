import {
  type AdminProduct,
  type AdminProductSort,
  HERO_PRODUCT_COUNT,
  MAX_ID,
  type Product,
  PRODUCT_CATEGORIES,
  PRODUCT_PAGE_SIZE,
  productAffiliateLink,
  productCreateSchema,
  type productUpdateSchema,
  type SortDirection,
} from "@app/core";
import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { escapeLike, rowsOf } from "../db/rows";
import { productGridPages, productSlugs, products } from "../db/schema";
import { preparedStatement } from "../db/prepared";
import { conflict } from "../http/errors";
import { idKey, isoMicros, isoMicrosKey } from "../http/admin-paging";
import type { PageRequest } from "../http/paging";

type ProductRow = typeof products.$inferSelect;

/** When the price was last known right: the API's confirmation, else when it was written. */
const priceAsOf = (row: ProductRow) => (row.priceCheckedAt ?? row.priceSetAt).toISOString();

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    currency: row.currency,
    rating: row.rating,
    reviewCount: row.reviewCount,
    imageUrl: row.imageUrl,
    productUrl: row.productUrl,
    sourceStore: row.sourceStore,
    amazonAsin: row.amazonAsin,
    category: row.category,
    priceCheckedAt: row.priceCheckedAt?.toISOString() ?? null,
    priceAsOf: priceAsOf(row),
    availability: row.availability,
    slug: row.slug,
    description: row.description,
  };
}

export function toPublicProduct(row: ProductRow, associateTag: string | undefined): Product {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    currency: row.currency,
    priceCheckedAt: row.priceCheckedAt?.toISOString() ?? null,
    priceAsOf: priceAsOf(row),
    availability: row.availability,
    rating: row.rating,
    reviewCount: row.reviewCount,
    imageUrl: row.imageUrl,
    affiliateLink: productAffiliateLink(row, associateTag),
    sourceStore: row.sourceStore,
    slug: row.slug,
  };
}

/**
 * Where a product sits in the public list (core orderProductGrid, kept by the database: drizzle/0011): its grid
 * group, its slot (its id, or the slot a special item was given) and its id. The cursor of the public list.
 */
export const gridKeySchema = z.tuple([
  z.number().int().min(0).max(4),
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  z.number().int().min(1).max(MAX_ID),
]);
export type GridKey = z.output<typeof gridKeySchema>;

const gridSlot = sql`coalesce(${products}.grid_slot, ${products.id})`;

/** The grid order's key of a row of products, and the same order for ORDER BY. */
const gridKey = sql`(${products}.grid_group, ${gridSlot}, ${products.id})`;
const gridOrder = [sql`${products}.grid_group`, gridSlot, products.id];

/** A page of the public list: its rows, each with its grid key, and whether a next page exists. */
export interface GridPage {
  rows: (ProductRow & { key: GridKey })[];
  more: boolean;
}

/**
 * A page of the public list in grid order. A numbered page of PRODUCT_PAGE_SIZE reads its rows between its kept first
 * key and the next page's (product_grid_pages, refreshGridPages), at any depth; without kept keys, or when a range has
 * grown past twice a page since they were kept (an import), it skips the earlier rows instead. Either way the ids are
 * found in products_grid_idx alone (an index-only scan, drizzle/0017); only the page's own rows are read from the table.
 */
export async function publicProductPage(db: Database, page: PageRequest<GridKey>): Promise<GridPage> {
  const kept = page.page !== null && page.after === null && page.limit === PRODUCT_PAGE_SIZE ? await keptGridPage(db, page.page) : null;
  if (kept) return kept;
  const after = page.after;
  const found = await gridRows(
    db,
    after ? sql`${gridKey} > (${after[0]}::smallint, ${after[1]}::bigint, ${after[2]}::integer)` : undefined,
    page.limit + 1,
    page.offset,
  );
  return { rows: found.slice(0, page.limit), more: found.length > page.limit };
}

/** Page `n` between its kept first key and the next page's; null when the kept keys cannot say (see publicProductPage). */
async function keptGridPage(db: Database, n: number): Promise<GridPage | null> {
  const bounds = await db
    .select()
    .from(productGridPages)
    .where(inArray(productGridPages.page, [n, n + 1]))
    .orderBy(productGridPages.page);
  const start = bounds.find((b) => b.page === n);
  const next = bounds.find((b) => b.page === n + 1);
  if (!start) return null;
  const at = (b: typeof start) => sql`(${b.gridGroup}::smallint, ${b.slot}::bigint, ${b.id}::integer)`;
  // Page 1 starts at the beginning: a product added before the first kept key belongs to it.
  const most = 2 * PRODUCT_PAGE_SIZE;
  const found = await gridRows(db, n === 1 ? undefined : sql`${gridKey} >= ${at(start)}`, most + 1, 0);
  const isBefore = (row: { key: GridKey }) =>
    !next ||
    row.key[0] < next.gridGroup ||
    (row.key[0] === next.gridGroup && (row.key[1] < next.slot || (row.key[1] === next.slot && row.key[2] < next.id)));
  const rows = found.filter(isBefore);
  if (rows.length > most) return null;
  return { rows, more: rows.length < found.length };
}

/** Up to `limit` rows of the public list in grid order from `from` on, `offset` skipped, each with its grid key. */
async function gridRows(db: Database, from: SQL | undefined, limit: number, offset: number): Promise<GridPage["rows"]> {
  const keys = db
    .select({
      id: products.id,
      group: sql<number>`${products}.grid_group::integer`.as("group"),
      slot: sql<number>`${gridSlot}::float8`.as("slot"),
    })
    .from(products)
    .where(from)
    .orderBy(...gridOrder)
    .limit(limit)
    .offset(offset)
    .as("k");
  const rows = await db
    .select({ row: products, group: keys.group, slot: keys.slot })
    .from(keys)
    .innerJoin(products, eq(products.id, keys.id))
    .orderBy(keys.group, keys.slot, keys.id);
  return rows.map(({ row, group, slot }) => ({ ...row, key: [Number(group), Number(slot), row.id] as GridKey }));
}

/** The first key of every page of the public list, in grid order, as a query (PRODUCT_PAGE_SIZE a page). */
const gridPageStarts = sql`select (n - 1) / ${sql.raw(String(PRODUCT_PAGE_SIZE))} + 1 as page, g, s, id from (
    select ${products}.grid_group as g, ${gridSlot} as s, ${products.id} as id, row_number() over (order by ${sql.join(gridOrder, sql`, `)}) as n
    from ${products}
  ) k where (n - 1) % ${sql.raw(String(PRODUCT_PAGE_SIZE))} = 0`;

/**
 * Keep the first key of every page of the public list (the job products.grid-pages): rewritten only when one moved,
 * which moves the products' data version (kept pages show the new boundaries). One writer at a time, on any instance.
 * Resolves with whether they changed.
 */
export async function refreshGridPages(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${productGridPages} in exclusive mode`);
    const [changed] = rowsOf(
      await tx.execute(sql`select count(*)::integer as n from (${gridPageStarts}) f
        full join ${productGridPages} p on p.page = f.page
        where f.page is null or p.page is null or (f.g, f.s, f.id) <> (p.grid_group, p.slot, p.id)`),
    );
    if (!Number(changed?.n)) return false;
    await tx.delete(productGridPages);
    await tx.execute(sql`insert into ${productGridPages} (page, grid_group, slot, id) ${gridPageStarts}`);
    return true;
  });
}

/** The hero's products (core pickHeroProducts): the most expensive, leaving out Casio, G-Shock, watches and products out of stock. */
export async function heroProducts(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      sql`${products}.grid_group <> 4 and strpos(lower(${products.title}), 'watch') = 0 and ${products.availability} <> 'out_of_stock'`,
    )
    .orderBy(sql`${products.price} desc`, products.id)
    .limit(HERO_PRODUCT_COUNT);
}

/** The products the home page shows first: the hero's and the grid's first page (the quota's order, prices.service). */
export async function homePageProductIds(db: Database): Promise<number[]> {
  const hero = await heroProducts(db);
  const grid = await publicProductPage(db, { limit: PRODUCT_PAGE_SIZE - 1, offset: 0, after: null, page: 1 });
  return [...new Set([...hero, ...grid.rows].map((row) => row.id))];
}

/** A product is given its slug by the database from its title (drizzle/0019: unique, never reserved). */
const CREATE_COLUMNS = [...Object.keys(productCreateSchema.shape), "createdAt", "updatedAt"] as const;
// A single create is built once (db/prepared.ts), every column a placeholder.
const insertProduct = preparedStatement((db) =>
  db
    .insert(products)
    .values(Object.fromEntries(CREATE_COLUMNS.map((key) => [key, sql.placeholder(key)])) as unknown as typeof products.$inferInsert)
    .returning()
    .prepare("products_create"),
);

export async function createProduct(db: Database, input: z.output<typeof productCreateSchema>, now: Date): Promise<ProductRow> {
  const [row] = await insertProduct(db).execute({ ...input, amazonAsin: input.amazonAsin ?? null, createdAt: now, updatedAt: now });
  if (!row) throw new Error("insert returned no row");
  return row;
}

export const SLUG_TAKEN = "slug: another product has (or had) this address";

/**
 * PATCH /api/products/{id}. A new title keeps the slug; a new slug is claimed in product_slugs (409 when another
 * product, or a deleted one, has it), and the old one stays there, answering with a 301 to the new one.
 */
export async function updateProduct(
  db: Database,
  id: number,
  patch: z.output<typeof productUpdateSchema>,
  now: Date,
): Promise<ProductRow | null> {
  if (patch.slug === undefined) return updateProductRow(db, id, patch, now);
  const slug = patch.slug;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ slug: products.slug }).from(products).where(eq(products.id, id)).for("update");
    if (!current) return null;
    if (current.slug !== slug) {
      // The product's own old slug may be taken back; anyone else's never.
      const claimed = await tx
        .insert(productSlugs)
        .values({ slug, productId: id, createdAt: now })
        .onConflictDoUpdate({ target: productSlugs.slug, set: { productId: id }, setWhere: eq(productSlugs.productId, id) })
        .returning({ slug: productSlugs.slug });
      if (claimed.length === 0) throw conflict(SLUG_TAKEN);
    }
    return updateProductRow(tx, id, patch, now);
  });
}

async function updateProductRow(
  db: Database,
  id: number,
  patch: z.output<typeof productUpdateSchema>,
  now: Date,
): Promise<ProductRow | null> {
  // A price or currency typed by hand is no longer the one Amazon confirmed; a new ASIN has not been asked about yet.
  const changedPrice = [
    patch.price === undefined ? undefined : sql`${products.price} <> ${patch.price}::numeric`,
    patch.currency === undefined ? undefined : sql`${products.currency} <> ${patch.currency}`,
  ].filter((test) => test !== undefined);
  const newAsin = patch.amazonAsin === undefined ? undefined : sql`${products.amazonAsin} is distinct from ${patch.amazonAsin}`;
  const [row] = await db
    .update(products)
    .set({
      ...patch,
      updatedAt: now,
      ...(changedPrice.length > 0 || newAsin
        ? {
            priceCheckedAt: sql`case when ${sql.join([...changedPrice, ...(newAsin ? [newAsin] : [])], sql` or `)} then null else ${products.priceCheckedAt} end`,
          }
        : {}),
      ...(newAsin ? { priceAttemptedAt: sql`case when ${newAsin} then null else ${products.priceAttemptedAt} end` } : {}),
    })
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

/**
 * The admin's table (GET /api/admin/products, docs/decisions/0031-admin-lists-paged.md): each sort walks an index
 * (drizzle/0011, 0012), ties by id. Price keeps products_price_idx's order (price descending, id ascending), walked
 * backwards for ascending prices; every other sort takes its id in the sort's direction.
 */
interface AdminProductOrder {
  /** The expression the index holds. */
  column: SQL;
  /** The sort value as text (the cursor keeps it), its SQL type for comparing, and its schema in a cursor. */
  value: SQL<string>;
  cast: "text" | "numeric" | "timestamptz";
  key: z.ZodType<string>;
  /** Whether ties go by ascending id, given the sort's direction. */
  idAscending: (ascending: boolean) => boolean;
}

const sameWay = (ascending: boolean) => ascending;
const text300 = z.string().max(300);
const decimalText = z.string().regex(/^\d{1,8}(\.\d{1,2})?$/);

const textOrder = (column: SQL): AdminProductOrder => ({
  column,
  value: sql<string>`${column}`,
  cast: "text",
  key: text300,
  idAscending: sameWay,
});

const ADMIN_PRODUCT_ORDERS: Record<Exclude<AdminProductSort, "newest">, AdminProductOrder> = {
  title: textOrder(sql`lower(${products.title})`),
  store: textOrder(sql`lower(${products.sourceStore})`),
  category: textOrder(sql`${products.category}`),
  price: {
    column: sql`${products.price}`,
    value: sql<string>`${products.price}::text`,
    cast: "numeric",
    key: decimalText,
    idAscending: (ascending) => !ascending,
  },
  rating: {
    column: sql`${products.rating}`,
    value: sql<string>`${products.rating}::text`,
    cast: "numeric",
    key: decimalText,
    idAscending: sameWay,
  },
  updated: {
    column: sql`${products.updatedAt}`,
    value: isoMicros(products.updatedAt),
    cast: "timestamptz",
    key: isoMicrosKey,
    idAscending: sameWay,
  },
};

/** A product table cursor: the sort it belongs to, its sort value (none for newest) and the id. */
export type AdminProductKey = [string, number] | [string, string, number];

/** The cursor schema of one sort: its tag first, so a cursor of another sort or list is refused. */
export function adminProductKeySchema(sort: AdminProductSort, dir: SortDirection): z.ZodType<AdminProductKey> {
  const tag = z.literal(`products:${sort}:${dir}`);
  if (sort === "newest") return z.tuple([tag, idKey]);
  return z.tuple([tag, ADMIN_PRODUCT_ORDERS[sort].key, idKey]);
}

/** The most words of a search that count. */
const SEARCH_WORDS_MAX = 8;

/** Every word of `q` in the title, the store, the ASIN or a category's value or name (case-insensitive). */
function productSearch(q: string | undefined): SQL | undefined {
  const words = (q ?? "").toLowerCase().split(" ").filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      const categories = PRODUCT_CATEGORIES.filter((c) => c.value.includes(word) || c.label.toLowerCase().includes(word)).map(
        (c) => c.value,
      );
      return or(
        sql`lower(${products.title}) like ${pattern}`,
        sql`lower(${products.sourceStore}) like ${pattern}`,
        sql`lower(${products.amazonAsin}) like ${pattern}`,
        categories.length > 0 ? inArray(products.category, categories) : undefined,
      );
    }),
  );
}

/** One page of the admin's table (limit + 1 rows), searched (and of the products `ids` names, if given) and sorted, each row with its cursor key. */
export async function adminProductPage(
  db: Database,
  query: { q?: string; ids?: number[]; sort: AdminProductSort; dir: SortDirection },
  page: PageRequest<AdminProductKey>,
): Promise<(ProductRow & { key: AdminProductKey })[]> {
  const { sort, dir } = query;
  const ascending = dir === "asc";
  const tag = `products:${sort}:${dir}`;
  const id = products.id;
  const after = page.after;
  const filter = and(productSearch(query.q), query.ids ? inArray(products.id, query.ids) : undefined);

  if (sort === "newest") {
    const from = after ? (ascending ? sql`${id} > ${after.at(-1)}` : sql`${id} < ${after.at(-1)}`) : undefined;
    const rows = await db
      .select()
      .from(products)
      .where(and(filter, from))
      .orderBy(ascending ? asc(id) : desc(id))
      .limit(page.limit + 1);
    return rows.map((row) => ({ ...row, key: [tag, row.id] as AdminProductKey }));
  }

  const order = ADMIN_PRODUCT_ORDERS[sort];
  const idAscending = order.idAscending(ascending);
  let from: SQL | undefined;
  if (after && after.length === 3) {
    const value = sql`${after[1]}::${sql.raw(order.cast)}`;
    const afterId = sql`${after[2]}::integer`;
    const beyond = ascending ? sql`>` : sql`<`;
    // One direction for both keys is a row comparison the index answers; price's mixed one bounds the value.
    from =
      idAscending === ascending
        ? sql`(${order.column}, ${id}) ${beyond} (${value}, ${afterId})`
        : sql`${order.column} ${beyond}= ${value} and (${order.column} ${beyond} ${value} or ${id} ${idAscending ? sql`>` : sql`<`} ${afterId})`;
  }
  const rows = await db
    .select({ ...getTableColumns(products), sortValue: order.value })
    .from(products)
    .where(and(filter, from))
    .orderBy(ascending ? sql`${order.column} asc` : sql`${order.column} desc`, idAscending ? asc(id) : desc(id))
    .limit(page.limit + 1);
  return rows.map(({ sortValue, ...row }) => ({ ...row, key: [tag, String(sortValue), row.id] as AdminProductKey }));
}
