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
export const CANDIDATES = 200;
/** The best this many candidates by an estimate (title length for similarity) are scored exactly. */
const SCORED = 100;
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
  /** Vocabulary words starting with it, itself included (EXPANSIONS + 1 at most, in order). */
  starting: string[];
  /** Vocabulary words most like it, best first (only when none starts with it). */
  similar: string[];
}

const isNumber = (word: string) => /^\d+$/.test(word);

/** The words of `q` (trimmed, lower-cased), each with the vocabulary words it may stand for (VocabularyRow). */
export function vocabularyStatement(q: string): SQL {
  return sql`
    select t.lexeme as word,
      array(select w.word from search_words w where w.word >= t.lexeme collate "C" and w.word < t.lexeme || chr(1114111) collate "C"
        order by w.word limit ${EXPANSIONS + 1}) as starting,
      case when length(t.lexeme) >= 3 and t.lexeme !~ '^[0-9]+$' and not exists(
          select from search_words w where w.word >= t.lexeme collate "C" and w.word < t.lexeme || chr(1114111) collate "C")
        then array(select w.word from search_words w where w.word % t.lexeme order by similarity(w.word, t.lexeme) desc, w.word limit ${CORRECTIONS})
        else '{}'::text[] end as similar
    from unnest(to_tsvector('simple', ${q})) as t
    order by t.positions[1]
    limit ${MAX_WORDS}`;
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
  const rows = rowsOf(await db.execute(vocabularyStatement(q))) as unknown as VocabularyRow[];
  let corrected = q;
  const words = rows.map(({ word, starting, similar }, i): Alternative[] => {
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

const limited = (select: SQL) => sql`(${select} limit ${CANDIDATES})`;
const unionAll = (selects: SQL[]) => sql.join(selects, sql` union all `);

/**
 * Title relevance, from the best: the title is the query (3), starts with it (2), contains it (1.5), or only has
 * its words (0).
 */
const titleRelevance = (corrected: string) => {
  const escaped = escapeLike(corrected);
  return sql`case when lt = ${corrected} then 3 when lt like ${`${escaped}%`} then 2 when lt like ${`%${escaped}%`} then 1.5 else 0 end`;
};

/**
 * The top SEARCH_LIMIT of `candidates` (rows k, id, lt: the title lower-cased, tier), as (k, id, score): score is
 * the tier (where the words are) + title relevance + pg_trgm's similarity of title and query; the similarity,
 * the one costly part, only for the SCORED best by an estimate of it (the query's length over the title's).
 */
function ranked(candidates: SQL, corrected: string): SQL {
  return sql`
    candidates as (${candidates}),
    estimated as (
      select k, id, lt, tier + ${titleRelevance(corrected)} as base from candidates
    ),
    best as (
      select k, id, lt, base from estimated
      order by base + ${corrected.length}::float8 / greatest(length(lt), ${corrected.length}, 1) desc, k, id
      limit ${SCORED}
    ),
    ranked as (
      select k, id, base + similarity(lt, ${corrected}) as score from best
      order by score desc, k, id
      limit ${SEARCH_LIMIT}
    )`;
}

/**
 * Every table's candidates, ranked: the first CANDIDATES titles (in index order) that start with the query, which
 * include the one that is the query; the first CANDIDATES other rows whose title and excerpt or description have
 * every word (MATERIALIZED, so the planner costs the whole match, takes the GIN index and the scan stops once
 * enough are read); and posts whose body has the words, only when the other two give fewer than BODY_BELOW rows
 * in all. Where the words are sets the tier: all in the title 1, in the title and excerpt or description 0.5,
 * otherwise 0.
 */
export function rankedStatement(m: Matching, now: Date): SQL {
  const prefix = `${escapeLike(m.corrected)}%`;
  const k = (s: Source) => sql.raw(String(s.order));
  const matches = (s: Source) => sql.identifier(`m${s.order}`);
  const tier = (doc: SQL) => sql`case when ${doc} @@ ${m.inTitle}::tsquery then 1 when ${doc} @@ ${m.inHead}::tsquery then 0.5 else 0 end`;
  const matched = SOURCES.map(
    (s) => sql`${matches(s)} as materialized (
      select id, lower(${s.title}) as lt, ${s.head} as doc from ${s.table} where ${s.head} @@ ${m.match}::tsquery and ${s.visible(now)})`,
  );
  const heads = SOURCES.flatMap((s) => [
    limited(sql`select ${k(s)} as k, id, lower(${s.title}) as lt, ${tier(s.head)} as tier from ${s.table}
      where lower(${s.title}) collate "C" like ${prefix} and ${s.visible(now)} order by lower(${s.title}) collate "C"`),
    limited(sql`select ${k(s)} as k, id, lt, ${tier(sql`doc`)} as tier from ${matches(s)} where not lt like ${prefix}`),
  ]);
  const bodies = SOURCES.filter((s): s is Source & { full: SQL } => s.full !== undefined).map((s) =>
    limited(sql`select ${k(s)} as k, id, lower(${s.title}) as lt, 0 as tier from ${s.table}
      where (select count(*) from (select from heads limit ${BODY_BELOW}) enough) < ${BODY_BELOW}
        and ${s.full} @@ ${m.match}::tsquery and not ${s.head} @@ ${m.match}::tsquery
        and not lower(${s.title}) collate "C" like ${prefix} and ${s.visible(now)}`),
  );
  return withResults(sql`
    with ${sql.join(matched, sql`, `)},
    heads as (${unionAll(heads)}),
    ${ranked(sql`select * from heads union all ${unionAll(bodies)}`, m.corrected)}`);
}

/** A query of no words (punctuation only: "%", "_"): titles that contain it as written, the closest first. */
export function literalStatement(q: string, now: Date): SQL {
  const candidates = SOURCES.map((s) =>
    limited(sql`select ${sql.raw(String(s.order))} as k, id, lower(${s.title}) as lt, 0 as tier from ${s.table}
      where lower(${s.title}) like ${`%${escapeLike(q)}%`} and ${s.visible(now)}`),
  );
  return withResults(sql`with ${ranked(unionAll(candidates), q)}`);
}

/** `ranking` (a WITH list ending in `ranked`: k, id, score) with each row's result fields (`doc`), best first. */
function withResults(ranking: SQL): SQL {
  const fields = SOURCES.map((s) => sql`when ${sql.raw(String(s.order))} then (select ${s.fields} from ${s.table} t where t.id = r.id)`);
  return sql`${ranking}
    select r.k, case r.k ${sql.join(fields, sql` `)} end as doc
    from ranked r
    order by r.score desc, r.k, r.id`;
}

/**
 * GET /api/search: brands, stores, products and public posts that have every query word (misspelt words
 * corrected), or any of them when nothing has them all; best first, at most SEARCH_LIMIT.
 */
export async function search(db: Database, query: string, now: Date, associateTag: string | undefined): Promise<SearchResult[]> {
  const parsed = await parseQuery(db, query);
  let rows: Record<string, unknown>[] = [];
  if (parsed.words.length === 0) {
    rows = rowsOf(await db.execute(literalStatement(parsed.q, now)));
  } else {
    const all = matching(parsed, "all");
    if (all) rows = rowsOf(await db.execute(rankedStatement(all, now)));
    const any = parsed.words.length > 1 ? matching(parsed, "any") : null;
    if (rows.length === 0 && any) rows = rowsOf(await db.execute(rankedStatement(any, now)));
  }
  return rows.map((row) => (SOURCES[Number(row.k)] as Source).toResult(docOf(row.doc), associateTag));
}
