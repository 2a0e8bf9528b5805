import type { SearchResult } from "@app/core";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { wordsOf } from "./search-text";
import { escapeLike, MAX_WORDS, rowsOf, SEARCH_LIMIT, SOURCES, TABLES, TYPE_ORDER } from "./search-sources";

/**
 * GET /api/search answered by the database, while this process's index is not built or not yet caught up with a
 * change (search-index.ts): every query word must be in the title or another searchable column, as a substring
 * or, through pg_trgm's word similarity (`%>`), a close spelling; the title's GIN trigram indexes
 * (drizzle/0001_search-trigram.sql) serve both. Ranked like the index (exact > prefix > contains the query, plus
 * the title's trigram similarity), best 50 of each table merged.
 */
export async function fallbackSearch(db: Database, query: string, now: number, associateTag: string | undefined): Promise<SearchResult[]> {
  const q = query.trim().toLowerCase();
  const words = wordsOf(q).slice(0, MAX_WORDS);
  const contains = `%${escapeLike(q)}%`;
  const prefix = `${escapeLike(q)}%`;
  const scored = await Promise.all(
    TABLES.map(async (table) => {
      const source = SOURCES[table];
      const title = sql`lower(${source.title})`;
      const matches =
        words.length === 0
          ? sql`${title} like ${contains}`
          : sql.join(
              words.map((word) => {
                const like = `%${escapeLike(word)}%`;
                // A number is a model or a size: matched as written, never as a close spelling.
                const close = /^\d+$/.test(word) ? sql`false` : sql`${title} %> ${word}`;
                const inBody = source.body.map((column) => sql` or lower(${column}) like ${like}`);
                return sql`(${title} like ${like} or ${close}${sql.join(inBody)})`;
              }),
              sql` and `,
            );
      const score = sql`(case when ${title} = ${q} then 3 when ${title} like ${prefix} then 2 when ${title} like ${contains} then 1.5 else 0 end + similarity(${title}, ${q}))`;
      const rows = rowsOf(
        await db.execute(
          sql`select ${source.columns}, ${score}::float8 as score from ${sql.identifier(table)}
              where ${source.visible(now)} and ${matches} order by score desc, id limit ${SEARCH_LIMIT}`,
        ),
      );
      return rows.map((row) => ({ doc: source.toDoc(row, associateTag), score: Number(row.score) }));
    }),
  );
  return scored
    .flat()
    .sort((a, b) => b.score - a.score || TYPE_ORDER[a.doc.type] - TYPE_ORDER[b.doc.type] || a.doc.id - b.doc.id)
    .slice(0, SEARCH_LIMIT)
    .map((entry) => entry.doc.result);
}
