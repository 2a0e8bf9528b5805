import type { SearchResult } from "@app/core";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { escapeLike, type Row, rowsOf, SEARCH_LIMIT, SOURCES, type Source } from "./search-sources";

/**
 * GET /api/search on the database's own engine (docs/decisions/0028-search-on-the-database.md): each table's
 * search document is a generated tsvector with a GIN index, and misspelt words are corrected against the
 * vocabulary of indexed words (pg_trgm) before the text query is built (drizzle/0010_search-on-database.sql).
 * Two statements: the query's words looked up in the vocabulary, then the ranked results.
 */

export { SEARCH_LIMIT };
/** Each table hands at most this many matching rows to the ranking, in index order (the first it finds). */
export const CANDIDATES = 100;
/** The best this many candidates by an estimate (title length for similarity) are scored exactly. */
const SCORED = 60;
/** Body text is searched when titles, names, excerpts and descriptions match fewer rows than this. */
const BODY_BELOW = SEARCH_LIMIT;
/** At most this many query words are matched (a query is at most 200 characters). */
const MAX_WORDS = 30;
/** A misspelt word is replaced by up to this many vocabulary words that resemble it. */
const CORRECTIONS = 3;
/** A word is matched as the vocabulary words that start with it, listed while there are at most this many. */
const EXPANSIONS = 20;

/** One way a query word matches: a lexeme, or (prefix) any lexeme starting with it. */
interface Alternative {
  lexeme: string;
  prefix: boolean;
}

export interface ParsedQuery {
  /** The query, trimmed and lower-cased. */
  q: string;
  /** The query with each misspelt word replaced by its best correction: what titles are compared with. */
  corrected: string;
  /** One per query word, in order: the lexemes it matches (none: it matches nothing). */
  words: Alternative[][];
}

interface VocabularyRow {
  word: string;
  /** Its first position in the query. */
  place: number;
  /** Vocabulary words starting with it, itself included (EXPANSIONS + 1 at most, in order). */
  starting: string[];
  /** Vocabulary words most like it, best first (only when none starts with it). */
  resembling: string[];
}

const isNumber = (word: string) => /^\d+$/.test(word);

/** The words of `q` (trimmed, lower-cased), each with the vocabulary words it may stand for (VocabularyRow). */
export const vocabularyStatement = (q: string): SQL => vocabularySql(sql`${q}::text`);

function vocabularySql(q: SQL): SQL {
  return sql`
    select t.lexeme as word, t.positions[1] as place,
      array(select w.word from search_words w where w.word >= t.lexeme collate "C" and w.word < t.lexeme || chr(1114111) collate "C"
        order by w.word limit ${sql.raw(String(EXPANSIONS + 1))}) as starting,
      case when length(t.lexeme) >= 3 and t.lexeme !~ '^[0-9]+$' and not exists(
          select from search_words w where w.word >= t.lexeme collate "C" and w.word < t.lexeme || chr(1114111) collate "C")
        then array(select w.word from search_words w where w.word % t.lexeme order by similarity(w.word, t.lexeme) desc, w.word limit ${sql.raw(String(CORRECTIONS))})
        else '{}'::text[] end as resembling
    from unnest(to_tsvector('simple', ${q})) as t
    order by t.positions[1]
    limit ${sql.raw(String(MAX_WORDS))}`;
}

/**
 * The query's words as Postgres' 'simple' configuration makes them (the documents' own rules), each looked up in
 * the vocabulary: a number matches only itself ("jordan 1" must not find "11" or "1985"); the last word, which may
 * still be being typed, matches every word it starts ("protector" finds "protectors"); another word matches itself
 * and its plurals; a word that no vocabulary word starts with is replaced by the words it most resembles (trigram
 * similarity ≥ pg_trgm's threshold, 0.3: "nikee" → nike, "cleening" → cleaning). Words of fewer than three
 * characters are not corrected.
 */
export async function parseQuery(db: Database, query: string): Promise<ParsedQuery> {
  const q = query.trim().toLowerCase();
  // Prepared: the same text for every query, planned once per connection.
  const rows: VocabularyRow[] = await db
    .select({
      word: sql<string>`word`,
      place: sql<number>`place`,
      starting: sql<string[]>`starting`,
      resembling: sql<string[]>`resembling`,
    })
    .from(sql`(${vocabularySql(sql`${sql.placeholder("q")}::text`)}) as words`)
    .prepare("search_vocabulary")
    .execute({ q });
  rows.sort((a, b) => a.place - b.place);
  let corrected = q;
  const words = rows.map(({ word, starting, resembling: similar }, i): Alternative[] => {
    const exact = (lexeme: string) => ({ lexeme, prefix: false });
    const expanded = () => (starting.length > EXPANSIONS ? [{ lexeme: word, prefix: true }] : starting.map(exact));
    if (isNumber(word)) return [exact(word)];
    if (starting.length > 0) {
      const last = i === rows.length - 1;
      if (last && word.length >= 2) return expanded();
      if (starting.includes(word)) return [word, `${word}s`, `${word}es`].filter((w) => starting.includes(w)).map(exact);
      return expanded();
    }
    if (similar[0]) corrected = corrected.replace(word, similar[0]);
    return similar.map(exact);
  });
  return { q, corrected, words };
}

/** A row's JSON object (postgres.js and PGlite parse json; a string is parsed here all the same). */
const docOf = (doc: unknown) => (typeof doc === "string" ? JSON.parse(doc) : doc) as Row;

/** A lexeme quoted for tsquery input: `'it''s'`. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The words as a tsquery: all of them (`&`) or any (`|`), each restricted to `weights` (title A, excerpt B). */
function textQuery(words: readonly Alternative[][], operator: "&" | "|", weights = ""): string {
  return words
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => {
      const terms = alternatives.map((a) => `${quoteLexeme(a.lexeme)}${a.prefix || weights ? ":" : ""}${a.prefix ? "*" : ""}${weights}`);
      return terms.length === 1 ? (terms[0] as string) : `(${terms.join(" | ")})`;
    })
    .join(` ${operator} `);
}

/** What the ranked statement matches with, and compares titles with. */
export interface Matching {
  /** The rows a table hands to the ranking (tsquery text). */
  match: string;
  /** The same words, all in the title (weight A) / in the title or excerpt (A or B). */
  inTitle: string;
  inHead: string;
  /** The (corrected) query titles are compared with. */
  corrected: string;
}

/** The text queries of `parsed`: every word (`all`) or, the fallback, any word; null when that cannot match. */
export function matching(parsed: ParsedQuery, mode: "all" | "any"): Matching | null {
  const usable = parsed.words.filter((alternatives) => alternatives.length > 0);
  if (usable.length === 0 || (mode === "all" && usable.length < parsed.words.length)) return null;
  const operator = mode === "all" ? "&" : "|";
  return {
    match: textQuery(usable, operator),
    inTitle: textQuery(usable, operator, "A"),
    inHead: textQuery(usable, operator, "AB"),
    corrected: parsed.corrected,
  };
}

/**
 * What a ranked statement is made of, as SQL: bound parameters (`bound`), or the placeholders of a prepared
 * statement (`PLACEHOLDERS`), which keep its text the same for every query, so Postgres plans it once per
 * connection. `from`..`to` are the titles that start with the corrected query (a b-tree range), `like` and
 * `contains` its LIKE patterns.
 */
type Values<T> = Record<"match" | "inTitle" | "inHead" | "corrected" | "length" | "from" | "to" | "like" | "contains" | "now", T>;

function valuesOf(m: Matching, now: Date): Values<string | number> {
  const escaped = escapeLike(m.corrected);
  return {
    match: m.match,
    inTitle: m.inTitle,
    inHead: m.inHead,
    corrected: m.corrected,
    length: Math.max(m.corrected.length, 1),
    from: m.corrected,
    // The greatest code point: every string that starts with `from` is below it.
    to: `${m.corrected}\u{10FFFF}`,
    like: `${escaped}%`,
    contains: `%${escaped}%`,
    now: now.toISOString(),
  };
}

const bound = (values: Values<string | number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, sql`${value}`])) as Values<SQL>;

const PLACEHOLDERS = Object.fromEntries(
  ["match", "inTitle", "inHead", "corrected", "length", "from", "to", "like", "contains", "now"].map((key) => [
    key,
    sql`${sql.placeholder(key)}`,
  ]),
) as Values<SQL>;

const raw = (n: number) => sql.raw(String(n));
const limited = (select: SQL) => sql`(${select} limit ${raw(CANDIDATES)})`;
const unionAll = (selects: SQL[]) => sql.join(selects, sql` union all `);
const k = (s: Source) => raw(s.order);
const startsWith = (s: Source, v: Values<SQL>) =>
  sql`lower(${s.title}) collate "C" >= ${v.from}::text and lower(${s.title}) collate "C" < ${v.to}::text`;

/**
 * The top SEARCH_LIMIT of `candidates` (rows k, id, lt: the title lower-cased, tier), as `ranked` (k, id, score):
 * score is the tier (where the words are) + title relevance (the title is the corrected query 3, starts with it 2,
 * contains it 1.5, only has its words 0) + pg_trgm's similarity of title and query; the similarity, the one costly
 * part, only for the SCORED best by an estimate of it (the query's length over the title's).
 */
function ranked(candidates: SQL, v: Values<SQL>): SQL {
  return sql`
    candidates as (${candidates}),
    estimated as (
      select k, id, lt, tier + case when lt = ${v.corrected}::text then 3 when lt like ${v.like}::text then 2
        when lt like ${v.contains}::text then 1.5 else 0 end as base
      from candidates
    ),
    best as (
      select k, id, lt, base from estimated
      order by base + ${v.length}::float8 / greatest(length(lt), ${v.length}::int) desc, k, id
      limit ${raw(SCORED)}
    ),
    ranked as (
      select k, id, base + similarity(lt, ${v.corrected}::text) as score from best
      order by score desc, k, id
      limit ${raw(SEARCH_LIMIT)}
    )`;
}

/** `ranking` (a WITH list ending in `ranked`) with each row's score and result fields (`doc`), best first. */
function withResults(ranking: SQL): SQL {
  const fields = SOURCES.map((s) => sql`when ${k(s)} then (select ${s.fields} from ${s.table} t where t.id = r.id)`);
  return sql`${ranking}
    select r.k, r.id, r.score, case r.k ${sql.join(fields, sql` `)} end as doc
    from ranked r
    order by r.score desc, r.k, r.id`;
}

/**
 * Every table's candidates whose title and excerpt or description have the words, ranked. A table of many rows
 * (Source.many) gives the first CANDIDATES of them in its GIN index's order (MATERIALIZED: the planner costs the
 * whole match, so it takes the index, and the scan stops once enough are read), and the first SEARCH_LIMIT titles,
 * in byte order, that start with the query (the one that is the query first) from its b-tree; a small table, its
 * rows that do either. Where the words are sets the tier: all in the title 1, in the title and excerpt or
 * description 0.5.
 */
function headsSql(v: Values<SQL>): SQL {
  const matches = (s: Source) => sql.identifier(`m${s.order}`);
  const tier = (s: Source, doc: SQL) =>
    s.titleOnly ? sql`1` : sql`case when ${doc} @@ ${v.inTitle}::tsquery then 1 when ${doc} @@ ${v.inHead}::tsquery then 0.5 else 0 end`;
  const matched = SOURCES.filter((s) => s.many).map(
    (s) => sql`${matches(s)} as materialized (
      select id, lower(${s.title}) as lt, ${s.head} as doc from ${s.table} where ${s.head} @@ ${v.match}::tsquery and ${s.visible(v.now)})`,
  );
  const heads = SOURCES.map((s) =>
    s.many
      ? sql`(select * from (
          (select ${k(s)} as k, id, lower(${s.title}) as lt, ${tier(s, s.head)} as tier from ${s.table}
            where ${startsWith(s, v)} and ${s.visible(v.now)} order by lower(${s.title}) collate "C" limit ${raw(SEARCH_LIMIT)})
          union (select ${k(s)}, id, lt, ${tier(s, sql`doc`)} from ${matches(s)} limit ${raw(CANDIDATES)})) ${sql.identifier(`h${s.order}`)})`
      : limited(sql`select ${k(s)} as k, id, lower(${s.title}) as lt, ${tier(s, s.head)} as tier from ${s.table}
          where (${s.head} @@ ${v.match}::tsquery or ${startsWith(s, v)}) and ${s.visible(v.now)}`),
  );
  return withResults(sql`with ${sql.join(matched, sql`, `)}, ${ranked(unionAll(heads), v)}`);
}

/** headsSql with the values of `m` bound (what the prepared statement runs; EXPLAIN takes this). */
export const headsStatement = (m: Matching, now: Date): SQL => headsSql(bound(valuesOf(m, now)));

/** headsSql as a prepared statement: the same text for every query, planned once per connection. */
function runHeads(db: Database, m: Matching, now: Date): Promise<Ranked[]> {
  return db
    .select({ k: sql<number>`k`, id: sql<number>`id`, score: sql<number>`score`, doc: sql<unknown>`doc` })
    .from(sql`(${headsSql(PLACEHOLDERS)}) as heads`)
    .prepare("search_heads")
    .execute(valuesOf(m, now));
}

/**
 * The rows whose body (Source.full: a post's) has the words and that headsSql does not give, ranked (tier 0): the
 * first CANDIDATES in its GIN index's order. Null when no table has bodies.
 */
export function bodiesStatement(m: Matching, now: Date): SQL | null {
  const v = bound(valuesOf(m, now));
  const bodies = SOURCES.filter((s): s is Source & { full: SQL } => s.full !== undefined).map((s) =>
    limited(sql`select ${k(s)} as k, id, lower(${s.title}) as lt, 0 as tier from ${s.table}
      where ${s.full} @@ ${v.match}::tsquery and not ${s.head} @@ ${v.match}::tsquery and not (${startsWith(s, v)}) and ${s.visible(v.now)}`),
  );
  return bodies.length === 0 ? null : withResults(sql`with ${ranked(unionAll(bodies), v)}`);
}

/** A query of no words (punctuation only: "%", "_"): titles that contain it as written, the closest first. */
export function literalStatement(q: string, now: Date): SQL {
  const v = bound(valuesOf({ match: "", inTitle: "", inHead: "", corrected: q }, now));
  const candidates = SOURCES.map((s) =>
    limited(sql`select ${k(s)} as k, id, lower(${s.title}) as lt, 0 as tier from ${s.table}
      where lower(${s.title}) like ${v.contains}::text and ${s.visible(v.now)}`),
  );
  return withResults(sql`with ${ranked(unionAll(candidates), v)}`);
}

interface Ranked {
  k: number;
  id: number;
  score: number;
  doc: unknown;
}

const ranksAbove = (a: Ranked, b: Ranked) => b.score - a.score || a.k - b.k || a.id - b.id;

/**
 * Rows that have every word (or, when none has, any of them), their titles and excerpts matched first; when those
 * are fewer than BODY_BELOW, posts whose bodies have the words too.
 */
async function matched(db: Database, parsed: ParsedQuery, now: Date): Promise<Ranked[]> {
  const modes = parsed.words.length > 1 ? (["all", "any"] as const) : (["all"] as const);
  for (const mode of modes) {
    const m = matching(parsed, mode);
    if (!m) continue;
    const rows = await runHeads(db, m, now);
    const bodies = rows.length < BODY_BELOW ? bodiesStatement(m, now) : null;
    if (bodies) rows.push(...(rowsOf(await db.execute(bodies)) as unknown as Ranked[]));
    if (rows.length > 0)
      return rows.map((row) => ({ ...row, k: Number(row.k), id: Number(row.id), score: Number(row.score) })).sort(ranksAbove);
  }
  return [];
}

/**
 * GET /api/search: brands, stores, products and public posts that have every query word (misspelt words
 * corrected), or any of them when nothing has them all; best first, at most SEARCH_LIMIT.
 */
export async function search(db: Database, query: string, now: Date, associateTag: string | undefined): Promise<SearchResult[]> {
  const parsed = await parseQuery(db, query);
  const rows =
    parsed.words.length === 0
      ? (rowsOf(await db.execute(literalStatement(parsed.q, now))) as unknown as Ranked[])
      : await matched(db, parsed, now);
  return rows.slice(0, SEARCH_LIMIT).map((row) => (SOURCES[Number(row.k)] as Source).toResult(docOf(row.doc), associateTag));
}
