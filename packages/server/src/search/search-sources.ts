import { paths, productAffiliateLink, type SearchResult } from "@app/core";
import { type SQL, sql } from "drizzle-orm";

/** What search reads from each searchable table, shared by the in-process index and its database fallback. */

export const SEARCH_LIMIT = 50;
/** At most this many query words are matched (a query is at most 200 characters; each word is a bit of a mask). */
export const MAX_WORDS = 30;
/** Results of equal score: brand, store, product, blog. */
export const TYPE_ORDER = { brand: 0, store: 1, product: 2, blog: 3 } as const;

export type Table = "resources" | "stores" | "products" | "blog_posts";
export const TABLES: readonly Table[] = ["resources", "stores", "products", "blog_posts"];

export type Row = Record<string, unknown>;
export const text = (row: Row, key: string) => String(row[key] ?? "");
export const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];

/** A row as search sees it: the title compared with the query, the other searchable text, and the result shown. */
export interface SourceDoc {
  type: SearchResult["type"];
  id: number;
  /** The title, lower-cased. */
  lower: string;
  /** The other searchable text (description, location, excerpt). */
  body: string;
  result: SearchResult;
  /** Public from this time (ms since 1970): -Infinity but for posts, Infinity for a draft. */
  publicFrom: number;
}

export interface Source {
  /** The columns read (with the row version `xmin` as `v`). */
  columns: SQL;
  /** The title column, and the other columns a query word may match. */
  title: SQL;
  body: readonly SQL[];
  /** Rows that may be shown now (`now` in ms since 1970). */
  visible(now: number): SQL;
  toDoc(row: Row, associateTag: string | undefined): SourceDoc;
}

const always = () => sql`true`;

export const SOURCES: Record<Table, Source> = {
  resources: {
    columns: sql`id, xmin::text as v, name, url, description, category`,
    title: sql`name`,
    body: [sql`description`],
    visible: always,
    toDoc: (row) => ({
      type: "brand",
      id: Number(row.id),
      publicFrom: Number.NEGATIVE_INFINITY,
      lower: text(row, "name").toLowerCase(),
      body: text(row, "description"),
      result: {
        type: "brand",
        title: text(row, "name"),
        description: text(row, "description"),
        url: text(row, "url"),
        category: text(row, "category"),
      },
    }),
  },
  stores: {
    columns: sql`id, xmin::text as v, name, address, city, state, country`,
    title: sql`name`,
    body: [sql`city`, sql`state`, sql`country`],
    visible: always,
    toDoc: (row) => ({
      type: "store",
      id: Number(row.id),
      publicFrom: Number.NEGATIVE_INFINITY,
      lower: text(row, "name").toLowerCase(),
      body: `${text(row, "city")} ${text(row, "state")} ${text(row, "country")}`,
      result: {
        type: "store",
        title: text(row, "name"),
        // A store's one-line location: "650 5th Ave, New York, NY, USA".
        description: ["address", "city", "state", "country"]
          .map((key) => text(row, key))
          .filter((part) => part.trim() !== "")
          .join(", "),
        url: paths.stores(text(row, "name")),
      },
    }),
  },
  products: {
    columns: sql`id, xmin::text as v, title, price::text as price, source_store, amazon_asin, product_url, image_url`,
    title: sql`title`,
    body: [],
    visible: always,
    toDoc: (row, associateTag) => ({
      type: "product",
      id: Number(row.id),
      publicFrom: Number.NEGATIVE_INFINITY,
      lower: text(row, "title").toLowerCase(),
      body: "",
      result: {
        type: "product",
        title: text(row, "title"),
        description: `Available at ${text(row, "source_store")}`,
        url: productAffiliateLink(
          {
            sourceStore: text(row, "source_store"),
            amazonAsin: row.amazon_asin == null ? null : text(row, "amazon_asin"),
            productUrl: text(row, "product_url"),
          },
          associateTag,
        ),
        imageUrl: text(row, "image_url"),
        price: text(row, "price"),
      },
    }),
  },
  blog_posts: {
    columns: sql`id, xmin::text as v, slug, title, excerpt, published, (extract(epoch from published_at) * 1000)::float8 as public_from`,
    title: sql`title`,
    body: [sql`excerpt`],
    visible: (now) => sql`published and published_at <= ${new Date(now).toISOString()}::timestamptz`,
    toDoc: (row) => ({
      type: "blog",
      id: Number(row.id),
      lower: text(row, "title").toLowerCase(),
      body: text(row, "excerpt"),
      publicFrom: row.published === true && row.public_from != null ? Number(row.public_from) : Number.POSITIVE_INFINITY,
      result: { type: "blog", title: text(row, "title"), description: text(row, "excerpt"), url: paths.blogPost(text(row, "slug")) },
    }),
  },
};

/** Escape LIKE wildcards so user input matches literally ('%' finds a percent sign). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
