import { paths, productAffiliateLink, type SearchResult } from "@app/core";
import { and, desc, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { isPublic } from "../blog/blog.service";
import { blogPosts, products, resources } from "../db/schema";

export const SEARCH_LIMIT = 50;

/** Escape LIKE wildcards so user input matches literally ('%' finds a percent sign). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

interface Matcher {
  /** The query, lower-cased. */
  q: string;
  /** `%{escaped query}%`. */
  contains: string;
  /** `{escaped query}%`. */
  prefix: string;
}

/**
 * Both conditions are served by the GIN trigram indexes on lower(column) (drizzle/0001_search-trigram.sql):
 * a substring LIKE, and the word-similarity operator `%>` ("some word of the column resembles the query")
 * that forgives small typos.
 */
const matches = (m: Matcher, column: PgColumn): SQL => sql`(lower(${column}) like ${m.contains} or lower(${column}) %> ${m.q})`;
const contains = (m: Matcher, column: PgColumn): SQL => sql`lower(${column}) like ${m.contains}`;

/** Relevance: exact > prefix > substring, plus the trigram word similarity (0..1). */
const titleScore = (m: Matcher, column: PgColumn): SQL =>
  sql`(case when lower(${column}) = ${m.q} then 3 when lower(${column}) like ${m.prefix} then 2 when lower(${column}) like ${m.contains} then 1.5 else 0 end + word_similarity(${m.q}, lower(${column})))`;
const secondaryScore = (m: Matcher, column: PgColumn): SQL => sql`(case when lower(${column}) like ${m.contains} then 0.5 else 0 end)`;

type Scored = SearchResult & { score: number };
const TYPE_ORDER = { brand: 0, product: 1, blog: 2 } as const;

/** The three ranked queries behind GET /api/search (unexecuted, so tests can EXPLAIN them). */
export function searchQueries(db: Database, query: string, now: Date) {
  const q = query.trim().toLowerCase();
  const escaped = escapeLike(q);
  const m: Matcher = { q, contains: `%${escaped}%`, prefix: `${escaped}%` };

  const brandScore = sql<number>`${titleScore(m, resources.name)} + ${secondaryScore(m, resources.description)}`;
  const productScore = sql<number>`${titleScore(m, products.title)}`;
  const blogScore = sql<number>`${titleScore(m, blogPosts.title)} + ${secondaryScore(m, blogPosts.excerpt)}`;

  return {
    brands: db
      .select({ name: resources.name, url: resources.url, description: resources.description, category: resources.category, score: brandScore })
      .from(resources)
      .where(or(matches(m, resources.name), contains(m, resources.description)))
      .orderBy(desc(brandScore), resources.name)
      .limit(SEARCH_LIMIT),
    products: db
      .select({
        title: products.title,
        price: products.price,
        sourceStore: products.sourceStore,
        amazonAsin: products.amazonAsin,
        productUrl: products.productUrl,
        imageUrl: products.imageUrl,
        score: productScore,
      })
      .from(products)
      .where(matches(m, products.title))
      .orderBy(desc(productScore), products.id)
      .limit(SEARCH_LIMIT),
    posts: db
      .select({ slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt, score: blogScore })
      .from(blogPosts)
      .where(and(isPublic(now), or(matches(m, blogPosts.title), contains(m, blogPosts.excerpt))))
      .orderBy(desc(blogScore), blogPosts.id)
      .limit(SEARCH_LIMIT),
  };
}

/** GET /api/search: brands, products and public posts ranked by relevance, interleaved by score. */
export async function search(db: Database, query: string, associateTag: string | undefined, now: Date): Promise<SearchResult[]> {
  const queries = searchQueries(db, query, now);
  const [brands, productRows, posts] = await Promise.all([queries.brands, queries.products, queries.posts]);

  const results: Scored[] = [
    ...brands.map((b) => ({ type: "brand" as const, title: b.name, description: b.description, url: b.url, category: b.category, score: Number(b.score) })),
    ...productRows.map((p) => ({
      type: "product" as const,
      title: p.title,
      description: `Available at ${p.sourceStore}`,
      url: productAffiliateLink(p, associateTag),
      imageUrl: p.imageUrl,
      price: p.price,
      score: Number(p.score),
    })),
    ...posts.map((p) => ({ type: "blog" as const, title: p.title, description: p.excerpt, url: paths.blogPost(p.slug), score: Number(p.score) })),
  ];
  results.sort((a, b) => b.score - a.score || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
  return results.slice(0, SEARCH_LIMIT).map(({ score: _score, ...result }) => result);
}
