import type { SearchResult } from "@app/core";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { escapeLike, type Row, rowsOf } from "../db/rows";
import { SEARCH_LIMIT, SOURCES, type Source } from "./search-sources";

/**
 * GET /api/search on the database's own engine (docs/decisions/0028-search-on-the-database.md), one statement per
 * search: the query's words looked up in the vocabulary of indexed words, misspelt ones corrected (pg_trgm), the
 * text queries built from them, each table's search document matched through its GIN index, the candidates ranked
 * and the results' fields read (drizzle/0010_search-on-database.sql). The statement is prepared: its text is the
 * same for every query, so Postgres plans it once per connection and keeps the generic plan.
 */

export { SEARCH_LIMIT };
/** Each table hands at most this many matching rows to the ranking. */
const CANDIDATES = 100;
/**
 * A table with a popularity reads at most this many matching rows through its GIN index; when there are more, the
 * words are common (at least this many in the table) and its most popular matches are found by walking its
 * popularity index instead, which then reads about CANDIDATES × rows / matches rows.
 */
const COMMON = 2000;
/** Popularity adds up to this to a score, half of it at POPULARITY_HALF reviews: it orders equal matches only. */
const POPULARITY_SHARE = sql.raw("0.49");
const POPULARITY_HALF = 1000;
/** At most this many query words are matched (a query is at most 200 characters). */
const MAX_WORDS = 30;
/** A misspelt word is replaced by up to this many vocabulary words that resemble it. */
const CORRECTIONS = 3;
/** A word is matched as the vocabulary words that start with it, listed while there are at most this many. */
const EXPANSIONS = 20;
/** A word's stem is looked for among at most this many vocabulary words that start with it. */
const STEM_WORDS = 100;

const raw = (n: number) => sql.raw(String(n));
const k = (s: Source) => raw(s.order);
const unionAll = (selects: SQL[]) => sql.join(selects, sql` union all `);
/** A value of the one-row `v` CTE. */
const v = (name: string) => sql`(select ${sql.identifier(name)} from v)`;

/**
 * The query's words and the text queries made of them, from `q` (the query, trimmed and lower-cased). A word is
 * what Postgres' 'simple' configuration makes of the query (the documents' own rules), looked up in the vocabulary
 * (search_words): a number matches only itself ("jordan 1" must not find "11" or "1985"); the last word, which may
 * still be being typed, and a word that is not a vocabulary word match every vocabulary word they start
 * ("protector" finds "protectors"; listed, or as a prefix when there are more than EXPANSIONS); another word
 * matches itself and its plurals; every word not a number also matches the vocabulary words of its English forms
 * (those that start with its stem and have the same stem; an agent noun's too: "cleaner" finds "cleaning"); a word
 * that no vocabulary word starts with is replaced by the CORRECTIONS
 * vocabulary words most like it (trigram similarity ≥ pg_trgm's threshold, 0.3: "nikee" → nike, "cleening" →
 * cleaning; not for words under three characters). `v` holds, for every word (`all`, null when a word matches
 * nothing) and for any word (`any`, the fallback): the tsquery, the same restricted to titles (weight A) and to
 * titles and excerpts (A or B); `all_phrase`, every word in the title in the query's order; `several`, whether
 * there are two words or more; `corrected`, the query with each
 * misspelt word replaced by its best correction (what titles are compared with), its LIKE patterns and the range
 * of titles that start with it.
 */
function querySql(q: SQL): SQL {
  const quoted = sql`'''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''''`;
  const group = (suffix: string, prefixSuffix: string) =>
    sql`'(' || string_agg(${quoted} || case when prefix then ${sql.raw(`'${prefixSuffix}'`)} else ${sql.raw(`'${suffix}'`)} end, ' | ') || ')'`;
  const joined = (column: string, operator: "&" | "|" | "<->") =>
    sql`(select string_agg(${sql.identifier(column)}, ${sql.raw(`' ${operator} '`)} order by place) from groups)`;
  const escapedLike = sql`replace(replace(replace(corrected, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return sql`
    words as materialized (
      select t.lexeme as word, t.positions[1] as place
      from unnest(to_tsvector('simple', ${q})) as t
      order by t.positions[1]
      limit ${raw(MAX_WORDS)}
    ),
    looked as materialized (
      select word, place, word ~ '^[0-9]+$' as number, place = (select max(place) from words) as last,
        array(select w.word from search_words w where w.word >= words.word collate "C" and w.word < words.word || chr(1114111) collate "C"
          order by w.word limit ${raw(EXPANSIONS + 1)}) as starting
      from words
    ),
    terms as materialized (
      select l.place, t.lexeme, t.prefix, t.closeness
      from (select *, (last and length(word) >= 2) or not word = any(starting) as expand from looked) l, lateral (
          select l.word as lexeme, false as prefix, null::real as closeness where l.number
        union all
          select l.word, true, null where not l.number and l.expand and cardinality(l.starting) > ${raw(EXPANSIONS)}
        union all
          select s, false, null from unnest(l.starting) as s
          where not l.number and (l.expand and cardinality(l.starting) <= ${raw(EXPANSIONS)} or not l.expand and s in (l.word, l.word || 's', l.word || 'es'))
        union all
          -- The vocabulary words of its English stem ("cleaning": clean, cleaned, cleans; Postgres' 'english'
          -- stemmer), and of an agent noun's verb ("cleaner": clean, cleaning): those starting with the stem.
          select w.word, false, null::real
          from (select distinct s.lexeme as stem
              from unnest(array[l.word, case when l.word like '%er' and length(l.word) >= 6 then left(l.word, -2) end]) as f,
                unnest(to_tsvector('english', f)) as s) as st,
            lateral (select v.word from search_words v
              where v.word >= rtrim(st.stem, 'i') collate "C" and v.word < rtrim(st.stem, 'i') || chr(1114111) collate "C"
              order by v.word limit ${raw(STEM_WORDS)}) as w
          where not l.number and w.word <> l.word
            and exists (select from unnest(to_tsvector('english', w.word)) as x where x.lexeme = st.stem)
        union all
          (select w.word, false, similarity(w.word, l.word) from search_words w
            where not l.number and cardinality(l.starting) = 0 and length(l.word) >= 3 and w.word % l.word
            order by similarity(w.word, l.word) desc, w.word limit ${raw(CORRECTIONS)})
      ) as t
    ),
    groups as materialized (
      select place, ${group("", ":*")} as plain, ${group(":A", ":*A")} as title, ${group(":AB", ":*AB")} as head
      from terms group by place
    ),
    fixed as materialized (
      select case when not exists (select from terms where closeness is not null) then ${q} else (
        -- The query's tokens, separators included (not the hyphenated words and URLs whose parts follow them),
        -- each misspelt word replaced.
        select string_agg(coalesce(
          (select t.lexeme from terms t join looked l on l.place = t.place
            where t.closeness is not null and l.word = p.token order by t.closeness desc, t.lexeme limit 1),
          p.token), '' order by p.n)
        from ts_parse('default', ${q}) with ordinality as p (tokid, token, n)
        where p.tokid not in (5, 15, 16, 17)) end as corrected
    ),
    v as materialized (
      select
        case when (select count(*) from groups) = (select count(*) from words) then ${joined("plain", "&")} end::tsquery as all_match,
        ${joined("title", "&")}::tsquery as all_title,
        ${joined("head", "&")}::tsquery as all_head,
        ${joined("title", "<->")}::tsquery as all_phrase,
        ${joined("plain", "|")}::tsquery as any_match,
        ${joined("title", "|")}::tsquery as any_title,
        ${joined("head", "|")}::tsquery as any_head,
        (select count(*) from words) > 1 as several,
        corrected,
        ${escapedLike} || '%' as starts_pattern, '%' || ${escapedLike} || '%' as contains_pattern,
        corrected as range_from, corrected || chr(1114111) as range_to
      from fixed
    )`;
}

/**
 * The candidates of one mode: every word (`all`) or any (`any`), each with its tier, whether its title has the words
 * as a phrase (`all` only) and its popularity. A table of many rows (Source.many) with a popularity gives its
 * CANDIDATES best matches by (phrase, popularity) among the first COMMON its GIN index yields, and when there are
 * that many, also its CANDIDATES most popular matches (its popularity index walked, the match a filter: `coalesce`
 * keeps the planner off the GIN index there); one without gives the first CANDIDATES its GIN index yields
 * (MATERIALIZED: the planner costs the whole match, so it takes the index, and the scan stops once enough are read).
 * From its b-tree come the titles that are the corrected query and the first SEARCH_LIMIT that start with it (in no
 * order: ordering them would read them all); a small table gives its rows that do any of these. Where the words are
 * sets the tier: all in the title 1, in the title and excerpt or description 0.5. `when` guards the lot (a one-time
 * filter: nothing is read when it is false).
 */
function headsSql(mode: "all" | "any", when: SQL, now: SQL): { ctes: SQL; heads: SQL } {
  const match = v(`${mode}_match`);
  const phrase = (doc: SQL) => (mode === "all" ? sql`${doc} @@ ${v("all_phrase")}` : sql`false`);
  const pop = (s: Source) => s.popularity ?? sql`0`;
  const cte = (s: Source, suffix: string) => sql.identifier(`${mode}_${suffix}${s.order}`);
  const tier = (s: Source, doc: SQL) =>
    s.titleOnly ? sql`1` : sql`case when ${doc} @@ ${v(`${mode}_title`)} then 1 when ${doc} @@ ${v(`${mode}_head`)} then 0.5 else 0 end`;
  const startsWith = (s: Source) =>
    sql`lower(${s.title}) collate "C" >= ${v("range_from")} and lower(${s.title}) collate "C" < ${v("range_to")}`;
  const columns = (s: Source) => sql`id, lower(${s.title}) as lt, ${s.head} as doc, ${pop(s)} as pop`;
  const ctes = SOURCES.filter((s) => s.many).map((s) =>
    s.popularity
      ? sql`${cte(s, "m")} as materialized (
          select ${columns(s)} from ${s.table} where ${when} and ${s.head} @@ ${match} and ${s.visible(now)} limit ${raw(COMMON)}),
        ${cte(s, "w")} as materialized (
          select ${columns(s)} from ${s.table}
          where ${when} and (select count(*) from ${cte(s, "m")}) >= ${raw(COMMON)} and coalesce(${s.head} @@ ${match}, false) and ${s.visible(now)}
          order by ${s.popularity} desc, id limit ${raw(CANDIDATES)})`
      : sql`${cte(s, "m")} as materialized (
          select ${columns(s)} from ${s.table} where ${when} and ${s.head} @@ ${match} and ${s.visible(now)})`,
  );
  const fromCte = (s: Source, suffix: string, order: SQL) =>
    sql`(select ${k(s)} as k, id, lt, ${tier(s, sql`doc`)} as tier, ${phrase(sql`doc`)} as phrase, pop from ${cte(s, suffix)} ${order} limit ${raw(CANDIDATES)})`;
  const titled = (s: Source, where: SQL) =>
    sql`(select ${k(s)}, id, lower(${s.title}), ${tier(s, s.head)}, ${phrase(s.head)}, ${pop(s)} from ${s.table} where ${when} and ${where} and ${s.visible(now)} limit ${raw(SEARCH_LIMIT)})`;
  const heads = SOURCES.map((s) =>
    s.many
      ? sql`(select * from (
          ${s.popularity ? sql`${fromCte(s, "m", sql`order by phrase desc, pop desc, id`)} union ${fromCte(s, "w", sql``)}` : fromCte(s, "m", sql``)}
          union ${titled(s, sql`lower(${s.title}) collate "C" = ${v("corrected")}`)}
          union ${titled(s, startsWith(s))}) as ${cte(s, "h")})`
      : sql`(select ${k(s)} as k, id, lower(${s.title}) as lt, ${tier(s, s.head)} as tier, ${phrase(s.head)} as phrase, ${pop(s)} as pop from ${s.table}
          where ${when} and (${s.head} @@ ${match} or ${startsWith(s)}) and ${s.visible(now)} limit ${raw(CANDIDATES)})`,
  );
  return { ctes: sql.join(ctes, sql`, `), heads: unionAll(heads) };
}

/** Rows whose whole document (Source.full: a post's, body included) matches but not their head (tier 0). */
function bodiesSql(mode: "all" | "any", when: SQL, now: SQL): SQL {
  const match = v(`${mode}_match`);
  const bodies = SOURCES.filter((s): s is Source & { full: SQL } => s.full !== undefined).map(
    (s) => sql`(select ${k(s)} as k, id, lower(${s.title}) as lt, 0 as tier, false as phrase, 0 as pop from ${s.table}
      where ${when} and ${s.full} @@ ${match} and not ${s.head} @@ ${match}
        and not (lower(${s.title}) collate "C" >= ${v("range_from")} and lower(${s.title}) collate "C" < ${v("range_to")}) and ${s.visible(now)}
      limit ${raw(CANDIDATES)})`,
  );
  return bodies.length === 0
    ? sql`select null::int, null::int, null::text, null::int, null::boolean, null::int where false`
    : unionAll(bodies);
}

/**
 * The whole search for `q` (trimmed, lower-cased) at `now` (a timestamptz as text): the results as (k: the source,
 * id, score, doc: the result fields as JSON), best first. Rows that have every word, matched on their titles and
 * excerpts; then, when those are fewer than SEARCH_LIMIT, posts whose body has the words; when nothing has every
 * word, the same for any word. Ranked by score: the tier (where the words are: title 1, excerpt or description
 * 0.5, body 0) + title relevance (the title is the corrected query 3, starts with it 2, has its words as a phrase
 * or contains it 1.5, only has its words 0) + popularity (its reviews), less than the smallest step between those.
 */
function searchSql(q: SQL, now: SQL): SQL {
  const all = headsSql("all", sql`(select all_match is not null from v)`, now);
  const allBodies = bodiesSql(
    "all",
    sql`(select count(*) from (select from all_heads limit ${raw(SEARCH_LIMIT)}) as enough) < ${raw(SEARCH_LIMIT)}`,
    now,
  );
  const any = headsSql(
    "any",
    sql`(select several from v) and not exists (select from all_heads) and not exists (select from all_bodies)`,
    now,
  );
  const anyBodies = bodiesSql(
    "any",
    sql`(select several from v) and not exists (select from all_heads) and not exists (select from all_bodies)
      and (select count(*) from (select from any_heads limit ${raw(SEARCH_LIMIT)}) as enough) < ${raw(SEARCH_LIMIT)}`,
    now,
  );
  const fields = SOURCES.map((s) => sql`when ${k(s)} then (select ${s.fields} from ${s.table} t where t.id = r.id)`);
  return sql`
    with ${querySql(q)},
    ${all.ctes}, all_heads as (${all.heads}), all_bodies as (${allBodies}),
    ${any.ctes}, any_heads as (${any.heads}), any_bodies as (${anyBodies}),
    candidates as (
      select * from all_heads union all select * from all_bodies union all select * from any_heads union all select * from any_bodies
    ),
    ranked as (
      select k, id, tier + case when lt = ${v("corrected")} then 3 when lt like ${v("starts_pattern")} then 2
          when phrase or lt like ${v("contains_pattern")} then 1.5 else 0 end
        + ${POPULARITY_SHARE} * pop / (pop + ${raw(POPULARITY_HALF)}.0) as score
      from candidates
      order by score desc, k, id
      limit ${raw(SEARCH_LIMIT)}
    )
    select r.k, r.id, r.score, case r.k ${sql.join(fields, sql` `)} end as doc
    from ranked r
    order by r.score desc, r.k, r.id`;
}

/** The search statement with its values bound (what the prepared statement runs; `pnpm bench` EXPLAINs it). */
export const searchStatement = (q: string, now: Date): SQL => searchSql(sql`${q}::text`, sql`${now.toISOString()}::timestamptz`);

/** A query of no letters or digits (punctuation only: "%", "_"): titles that contain it as written, shortest first. */
export function literalStatement(q: string, now: Date): SQL {
  const contains = `%${escapeLike(q)}%`;
  const candidates = SOURCES.map(
    (s) => sql`(select ${k(s)} as k, id, lower(${s.title}) as lt from ${s.table}
      where lower(${s.title}) like ${contains} and ${s.visible(sql`${now.toISOString()}::timestamptz`)} limit ${raw(CANDIDATES)})`,
  );
  const fields = SOURCES.map((s) => sql`when ${k(s)} then (select ${s.fields} from ${s.table} t where t.id = r.id)`);
  return sql`
    with ranked as (
      select k, id, case when lt = ${q} then 3 when starts_with(lt, ${q}) then 2 else 1.5 end - length(lt) / 1000.0 as score
      from (${unionAll(candidates)}) as candidates
      order by score desc, k, id
      limit ${raw(SEARCH_LIMIT)}
    )
    select r.k, r.id, r.score, case r.k ${sql.join(fields, sql` `)} end as doc
    from ranked r
    order by r.score desc, r.k, r.id`;
}

interface Ranked {
  k: number;
  id: number;
  score: number;
  doc: unknown;
}

/** A row's JSON object (postgres.js and PGlite parse json; a string is parsed here all the same). */
const docOf = (doc: unknown) => (typeof doc === "string" ? JSON.parse(doc) : doc) as Row;

/** The query has something Postgres' parser makes a word of: letters or digits. */
const hasWords = (q: string) => /[\p{L}\p{N}]/u.test(q);

/** The search's rows, best first: each a table (`k`, SOURCES' index), a row id, a score and the result's fields. */
async function rankedRows(db: Database, query: string, now: Date): Promise<Ranked[]> {
  const q = query.trim().toLowerCase();
  const rows: Ranked[] = hasWords(q)
    ? await db
        .select({ k: sql<number>`k`, id: sql<number>`id`, score: sql<number>`score`, doc: sql<unknown>`doc` })
        .from(sql`(${searchSql(sql`${sql.placeholder("q")}::text`, sql`${sql.placeholder("now")}::timestamptz`)}) as results`)
        .prepare("search")
        .execute({ q, now: now.toISOString() })
    : (rowsOf(await db.execute(literalStatement(q, now))) as unknown as Ranked[]);
  return rows
    .map((row) => ({ ...row, k: Number(row.k), id: Number(row.id), score: Number(row.score) }))
    .sort((a, b) => b.score - a.score || a.k - b.k || a.id - b.id);
}

/**
 * GET /api/search: brands, stores, products and public posts that have every query word (misspelt words
 * corrected), or any of them when nothing has them all; best first, at most SEARCH_LIMIT.
 */
export async function search(db: Database, query: string, now: Date, associateTag: string | undefined): Promise<SearchResult[]> {
  return (await rankedRows(db, query, now)).map((row) => (SOURCES[row.k] as Source).toResult(docOf(row.doc), associateTag));
}

/**
 * The catalogue products the site's own search finds for each of `queries` (best first, the first query's before
 * the next's), at most `limit` distinct ids: what the AI writer is given to recommend (generate/grounding.ts).
 */
export async function searchProductIds(db: Database, queries: readonly string[], now: Date, limit: number): Promise<number[]> {
  const ids: number[] = [];
  for (const query of queries) {
    if (ids.length >= limit) break;
    for (const row of await rankedRows(db, query.slice(0, 200), now)) {
      if (SOURCES[row.k]?.type === "product" && !ids.includes(row.id)) ids.push(row.id);
      if (ids.length >= limit) break;
    }
  }
  return ids;
}
