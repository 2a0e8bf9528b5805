import type { Row } from "../db/rows";
import { paths, productAffiliateLink, type SearchResult } from "@app/core";
import { type SQL, sql } from "drizzle-orm";

/** The searchable tables: what search matches in each, and how a matching row becomes a result. */

export const SEARCH_LIMIT = 50;

const text = (row: Row, key: string) => String(row[key] ?? "");

export interface Source {
  type: SearchResult["type"];
  /** Results of equal score: brand, store, product, blog. */
  order: number;
  table: SQL;
  /**
   * A table that grows with the catalogue: matched through its GIN index a limited number of rows at a time, its
   * titles starting with the query through a b-tree on lower(title) collate "C" (drizzle/0010).
   */
  many: boolean;
  /** How much shoppers want a row (a product's reviews): what orders equal matches, walked along its index (drizzle/0033). */
  popularity?: SQL;
  /** Its search document is its title alone (weight A): a match is a title match. */
  titleOnly: boolean;
  /** The title or name: what the query is compared with. */
  title: SQL;
  /** The search document of the title and its excerpt, description or place (GIN index, drizzle/0010). */
  head: SQL;
  /** The whole document, body included, where there is more than the head (a post's). */
  full?: SQL;
  /** Rows that may be shown at `now` (a timestamptz as text). */
  visible(now: SQL): SQL;
  /** What `toResult` reads: a JSON object of the row, the table aliased `t`. */
  fields: SQL;
  toResult(row: Row, associateTag: string | undefined): SearchResult;
}

const always = () => sql`true`;

export const SOURCES: readonly Source[] = [
  {
    type: "brand",
    titleOnly: false,
    order: 0,
    many: false,
    table: sql`resources`,
    title: sql`name`,
    head: sql`search`,
    visible: always,
    fields: sql`json_build_object('title', t.name, 'url', t.url, 'description', t.description, 'category', t.category)`,
    toResult: (row) => ({
      type: "brand",
      title: text(row, "title"),
      description: text(row, "description"),
      url: text(row, "url"),
      category: text(row, "category"),
    }),
  },
  {
    type: "store",
    titleOnly: false,
    order: 1,
    many: false,
    table: sql`stores`,
    title: sql`name`,
    head: sql`search`,
    visible: always,
    fields: sql`json_build_object('title', t.name, 'address', t.address, 'city', t.city, 'state', t.state, 'country', t.country)`,
    toResult: (row) => ({
      type: "store",
      title: text(row, "title"),
      // A store's one-line location: "650 5th Ave, New York, NY, USA".
      description: ["address", "city", "state", "country"]
        .map((key) => text(row, key))
        .filter((part) => part.trim() !== "")
        .join(", "),
      url: paths.stores(text(row, "title")),
    }),
  },
  {
    type: "product",
    titleOnly: true,
    order: 2,
    many: true,
    table: sql`products`,
    title: sql`title`,
    popularity: sql`review_count`,
    head: sql`search`,
    visible: always,
    fields: sql`json_build_object('title', t.title, 'slug', t.slug, 'price', t.price::text, 'source_store', t.source_store, 'amazon_asin', t.amazon_asin,
      'product_url', t.product_url, 'amazon_detail_url', t.amazon_detail_url, 'image_url', t.image_url, 'currency', t.currency,
      'price_as_of', to_char(coalesce(t.price_checked_at, t.price_set_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    toResult: (row, associateTag) => ({
      type: "product",
      title: text(row, "title"),
      description: `Available at ${text(row, "source_store")}`,
      url: productAffiliateLink(
        {
          sourceStore: text(row, "source_store"),
          amazonAsin: row.amazon_asin == null ? null : text(row, "amazon_asin"),
          productUrl: text(row, "product_url"),
          amazonDetailUrl: row.amazon_detail_url == null ? null : text(row, "amazon_detail_url"),
        },
        associateTag,
      ),
      imageUrl: text(row, "image_url"),
      price: text(row, "price"),
      currency: text(row, "currency"),
      sourceStore: text(row, "source_store"),
      priceAsOf: text(row, "price_as_of"),
      slug: text(row, "slug"),
    }),
  },
  {
    type: "blog",
    titleOnly: false,
    order: 3,
    many: true,
    table: sql`blog_posts`,
    title: sql`title`,
    head: sql`search`,
    full: sql`search_full`,
    // Public once published and its publish time has come (as blog.service.ts isPublic; a published post without a
    // time is not). Written with coalesce so that no plan intersects the search matches with the published index:
    // a prepared statement's generic plan, not knowing `now`, expects a third of the posts and would.
    visible: (now) => sql`published and coalesce(published_at, 'infinity') <= ${now}::timestamptz`,
    fields: sql`json_build_object('title', t.title, 'slug', t.slug, 'excerpt', t.excerpt)`,
    toResult: (row) => ({
      type: "blog",
      title: text(row, "title"),
      description: text(row, "excerpt"),
      url: paths.blogPost(text(row, "slug")),
    }),
  },
];
