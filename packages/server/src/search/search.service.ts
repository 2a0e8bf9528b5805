import { paths, productAffiliateLink, type SearchResult } from "@app/core";
import { and, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { isPublic } from "../blog/blog.service";
import type { Database } from "../db/client";
import { blogPosts, products, resources, stores } from "../db/schema";

export const SEARCH_LIMIT = 50;
/**
 * Matching rows read per table before ranking. Common words match thousands of products; ranking all of them
 * is what made search slow (docs/benchmarks.md), so each table hands at most this many matches (in index
 * order) to the ranking, which then keeps the best SEARCH_LIMIT.
 */
export const CANDIDATES = 200;
/** Misspelt words are replaced by up to this many vocabulary words that resemble them. */
const CORRECTIONS = 3;

/** Escape LIKE wildcards so user input matches literally ('%' finds a percent sign). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A lexeme quoted for tsquery input: `'it''s'`. */
const quoteLexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

interface QueryWord {
  lexeme: string;
  /** Some vocabulary word starts with it. */
  known: boolean;
  /** The vocabulary words most similar to it, best first (only looked up for unknown words of 3+ letters). */
  similar: string[];
}

/**
 * A query as Postgres understands it: the words of `to_tsvector('simple', q)`, each either known (matched as a
 * prefix: "protector" finds "protectors") or, when no vocabulary word starts with it, replaced by the
 * vocabulary words it most resembles (trigram similarity on search_words: "nikee" → "nike").
 */
export interface ParsedQuery {
  /** The query, trimmed and lower-cased. */
  q: string;
  /** The query with each misspelt word replaced by its best correction: what titles are compared with. */
  corrected: string;
  /** Every word must match (one of its alternatives); null when the query has no words (only punctuation). */
  all: string | null;
  /** Any word may match: the fallback when no document has them all. */
  any: string | null;
}

/**
 * Parsed queries of the last minute, per database and query text, so a repeated query costs one round trip.
 * The vocabulary only grows, and a misspelt word is always also matched as itself, so a parse made before a
 * word was added still finds the rows that have it (only its score may lag, for at most the minute).
 */
const parsedCaches = new WeakMap<Database, Map<string, { parsed: ParsedQuery; at: number }>>();
const PARSED_TTL_MS = 60_000;
const PARSED_MAX = 1_000;

export async function parseQuery(db: Database, query: string, now = Date.now()): Promise<ParsedQuery> {
  const q = query.trim().toLowerCase();
  let cache = parsedCaches.get(db);
  if (!cache) parsedCaches.set(db, (cache = new Map()));
  const hit = cache.get(q);
  if (hit && now - hit.at < PARSED_TTL_MS) return hit.parsed;
  const parsed = await parseUncached(db, q);
  if (cache.size >= PARSED_MAX) cache.clear();
  cache.set(q, { parsed, at: now });
  return parsed;
}

async function parseUncached(db: Database, q: string): Promise<ParsedQuery> {
  const result = await db.execute(sql`
    select t.lexeme,
      exists(select 1 from search_words w where w.word >= t.lexeme collate "C" and w.word < t.lexeme || chr(1114111) collate "C") as known,
      case when length(t.lexeme) >= 3 then array(
        select w.word from search_words w where w.word % t.lexeme
        order by similarity(w.word, t.lexeme) desc, w.word limit ${CORRECTIONS}) else '{}'::text[] end as similar
    from unnest(to_tsvector('simple', ${q})) as t
    order by t.positions[1]`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as QueryWord[];
  let corrected = q;
  const groups = rows.map((word) => {
    // A number is a model or a size: "jordan 1" should not find every "11", "12-pack" and "1985".
    if (/^\d+$/.test(word.lexeme)) return quoteLexeme(word.lexeme);
    if (word.known || word.similar.length === 0) return `${quoteLexeme(word.lexeme)}:*`;
    corrected = corrected.replace(word.lexeme, word.similar[0] as string);
    return `(${[`${quoteLexeme(word.lexeme)}:*`, ...word.similar.map(quoteLexeme)].join(" | ")})`;
  });
  if (groups.length === 0) return { q, corrected, all: null, any: null };
  return { q, corrected, all: groups.join(" & "), any: groups.join(" | ") };
}

/** Relevance of a title: exact > prefix > contains the (corrected) query, plus how much of the title it covers. */
const titleScore = (p: ParsedQuery, title: SQL): SQL => {
  const text = escapeLike(p.corrected);
  return sql`(case when lower(${title}) = ${p.corrected} then 3 when lower(${title}) like ${`${text}%`} then 2 when lower(${title}) like ${`%${text}%`} then 1.5 else 0 end + similarity(${p.corrected}, lower(${title})))`;
};

/** Which rows a table hands to the ranking: its search document matches the words, or (no words) its title contains the query. */
const matching = (tsquery: string | null, search: SQL, title: PgColumn, p: ParsedQuery): SQL =>
  tsquery === null ? sql`lower(${title}) like ${`%${escapeLike(p.q)}%`}` : sql`${search} @@ ${tsquery}::tsquery`;

/** Word rank (title words weigh more) of a candidate, 0 for the punctuation-only fallback. */
const wordRank = (tsquery: string | null, search: SQL): SQL => (tsquery === null ? sql`0` : sql`ts_rank(${search}, ${tsquery}::tsquery)`);

type Scored = SearchResult & { score: number };
const TYPE_ORDER = { brand: 0, store: 1, product: 2, blog: 3 } as const;

/**
 * The four ranked queries behind GET /api/search (unexecuted, so tests and the benchmark can EXPLAIN them).
 * Each reads at most CANDIDATES matching rows through its GIN index (no ORDER BY inside, so Postgres stops
 * early), then ranks only those.
 */
export function searchQueries(db: Database, p: ParsedQuery, now: Date, mode: "all" | "any" = "all") {
  const tsquery = p[mode];
  const candidates = <T extends Record<string, PgColumn | SQL.Aliased>>(table: PgTable, fields: T, title: PgColumn, where?: SQL) => {
    const search = sql`${table}.search`;
    return db
      .select({ ...fields, doc: sql<string>`${search}`.as("doc") })
      .from(table)
      .where(and(matching(tsquery, search, title, p), where))
      .limit(CANDIDATES)
      .as("candidates");
  };

  const brand = candidates(
    resources,
    { name: resources.name, url: resources.url, description: resources.description, category: resources.category },
    resources.name,
  );
  const store = candidates(
    stores,
    { id: stores.id, name: stores.name, address: stores.address, city: stores.city, state: stores.state, country: stores.country },
    stores.name,
  );
  const product = candidates(
    products,
    {
      id: products.id,
      title: products.title,
      price: sql<string>`${products.price}::text`.as("price"),
      sourceStore: products.sourceStore,
      amazonAsin: products.amazonAsin,
      productUrl: products.productUrl,
      imageUrl: products.imageUrl,
    },
    products.title,
  );
  const post = candidates(
    blogPosts,
    { id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt },
    blogPosts.title,
    isPublic(now),
  );

  const score = (title: SQL, doc: SQL) => sql<number>`${titleScore(p, title)} + ${wordRank(tsquery, doc)}`;
  const brandScore = score(sql`${brand.name}`, sql`${brand.doc}`);
  const storeScore = score(sql`${store.name}`, sql`${store.doc}`);
  const productScore = score(sql`${product.title}`, sql`${product.doc}`);
  const postScore = score(sql`${post.title}`, sql`${post.doc}`);
  /** Columns named by their key: the keys of the JSON rows `search` reads. */
  const named = <S extends object>(sub: S, keys: readonly (keyof S & string)[], rank: SQL) => ({
    ...Object.fromEntries(keys.map((key) => [key, sql`${sub[key]}`.as(key)])),
    score: sql<number>`${rank}`.as("score"),
  });
  return {
    brands: db
      .select(named(brand, ["name", "url", "description", "category"], brandScore))
      .from(brand)
      .orderBy(desc(brandScore), brand.name)
      .limit(SEARCH_LIMIT),
    stores: db
      .select(named(store, ["name", "address", "city", "state", "country"], storeScore))
      .from(store)
      .orderBy(desc(storeScore), store.id)
      .limit(SEARCH_LIMIT),
    products: db
      .select(named(product, ["title", "price", "sourceStore", "amazonAsin", "productUrl", "imageUrl"], productScore))
      .from(product)
      .orderBy(desc(productScore), product.id)
      .limit(SEARCH_LIMIT),
    posts: db
      .select(named(post, ["slug", "title", "excerpt"], postScore))
      .from(post)
      .orderBy(desc(postScore), post.id)
      .limit(SEARCH_LIMIT),
  };
}

/** The rows of each ranked query, as JSON (see `ranked`). */
interface Rows {
  brands: { name: string; url: string; description: string; category: string; score: number }[];
  stores: { name: string; address: string; city: string; state: string; country: string; score: number }[];
  products: {
    title: string;
    price: string;
    sourceStore: string;
    amazonAsin: string | null;
    productUrl: string;
    imageUrl: string;
    score: number;
  }[];
  posts: { slug: string; title: string; excerpt: string; score: number }[];
}

/** A store's one-line location: "650 5th Ave, New York, NY, USA". */
const storeLocation = (s: { address: string; city: string; state: string; country: string }) =>
  [s.address, s.city, s.state, s.country].filter((part) => part.trim() !== "").join(", ");

async function ranked(db: Database, p: ParsedQuery, now: Date, mode: "all" | "any", associateTag: string | undefined): Promise<Scored[]> {
  const queries = searchQueries(db, p, now, mode);
  // One statement, one round trip: each ranked query's rows as a JSON array.
  const list = (query: SQL | (typeof queries)[keyof typeof queries]) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;
  const result = await db.execute(sql`
    select ${list(queries.brands)} as brands, ${list(queries.stores)} as stores,
      ${list(queries.products)} as products, ${list(queries.posts)} as posts`);
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Rows[];
  const { brands, stores: storeRows, products: productRows, posts } = row ?? { brands: [], stores: [], products: [], posts: [] };
  return [
    ...brands.map((b) => ({
      type: "brand" as const,
      title: b.name,
      description: b.description,
      url: b.url,
      category: b.category,
      score: Number(b.score),
    })),
    ...storeRows.map((s) => ({
      type: "store" as const,
      title: s.name,
      description: storeLocation(s),
      url: paths.stores(s.name),
      score: Number(s.score),
    })),
    ...productRows.map((row) => ({
      type: "product" as const,
      title: row.title,
      description: `Available at ${row.sourceStore}`,
      url: productAffiliateLink(row, associateTag),
      imageUrl: row.imageUrl,
      price: row.price,
      score: Number(row.score),
    })),
    ...posts.map((row) => ({
      type: "blog" as const,
      title: row.title,
      description: row.excerpt,
      url: paths.blogPost(row.slug),
      score: Number(row.score),
    })),
  ];
}

/**
 * GET /api/search: brands, stores, products and public posts whose words match every query word (misspelt
 * words corrected against the vocabulary), or any of them when nothing has them all; interleaved by score.
 */
export async function search(db: Database, query: string, associateTag: string | undefined, now: Date): Promise<SearchResult[]> {
  const parsed = await parseQuery(db, query);
  let results = await ranked(db, parsed, now, "all", associateTag);
  if (results.length === 0 && parsed.any !== null && parsed.any !== parsed.all)
    results = await ranked(db, parsed, now, "any", associateTag);
  results.sort((a, b) => b.score - a.score || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
  return results.slice(0, SEARCH_LIMIT).map(({ score: _score, ...result }) => result);
}
