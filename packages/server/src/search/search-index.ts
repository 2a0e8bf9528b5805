import { paths, productAffiliateLink, type SearchResult } from "@app/core";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { lowerBound, trigramsOf, wordsOf } from "./search-text";

/**
 * GET /api/search from an index this process keeps in memory (docs/decisions/0018-in-process-search-index.md):
 * every brand listing, store, product and post as its words and title trigrams, with an inverted index of
 * words. A lookup touches only the documents that have the query's words, and no database row.
 *
 * Fresh on every request: each searchable table's committed changes move its counter in `search_version`
 * (drizzle/0008_search-index.sql); a search reads that one row (one primary-key lookup) and, when a counter
 * moved, first brings the table up to date (row versions `xmin` compared, changed rows re-read). So a write
 * committed by any instance is found by the next search on every instance.
 */

export const SEARCH_LIMIT = 50;
/** Misspelt words are replaced by up to this many vocabulary words that resemble them. */
const CORRECTIONS = 3;
/** pg_trgm's default similarity threshold (the `%` operator). */
const SIMILARITY_THRESHOLD = 0.3;
/** Word rank: a query word found in the title counts more than one found only in the description (like ts_rank's A and B weights). */
const TITLE_WORD_RANK = 0.06;
const BODY_WORD_RANK = 0.024;
/** Results of equal score: brand, store, product, blog. */
const TYPE_ORDER = { brand: 0, store: 1, product: 2, blog: 3 } as const;

type Table = "resources" | "stores" | "products" | "blog_posts";
const TABLES: readonly Table[] = ["resources", "stores", "products", "blog_posts"];

interface Doc {
  /** Its place in the index's document list. */
  slot: number;
  type: SearchResult["type"];
  id: number;
  /** The row version (`xmin`) the document was made from. */
  version: string;
  /** The title, lower-cased: what the query is compared with. */
  lower: string;
  /** Distinct words, the title's first. */
  words: readonly string[];
  titleWords: number;
  /** Ids of the title's distinct trigrams, one UTF-16 code unit each (compact, and cheap to read). */
  trigrams: string;
  result: SearchResult;
  /** Public from this time (ms since 1970): -Infinity but for posts, Infinity for a draft. */
  publicFrom: number;
}

type Row = Record<string, unknown>;
const text = (row: Row, key: string) => String(row[key] ?? "");

/** Each table: the columns read, and the document (words, title, result) a row makes. */
const SOURCES: Record<
  Table,
  { columns: SQL; toDoc(row: Row, associateTag: string | undefined): Omit<Doc, "trigrams" | "version" | "slot"> & { body: string } }
> = {
  resources: {
    columns: sql`id, xmin::text as v, name, url, description, category`,
    toDoc: (row) => ({
      type: "brand",
      id: Number(row.id),
      publicFrom: Number.NEGATIVE_INFINITY,
      lower: text(row, "name").toLowerCase(),
      body: text(row, "description"),
      words: [],
      titleWords: 0,
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
    toDoc: (row) => ({
      type: "store",
      id: Number(row.id),
      publicFrom: Number.NEGATIVE_INFINITY,
      lower: text(row, "name").toLowerCase(),
      body: `${text(row, "city")} ${text(row, "state")} ${text(row, "country")}`,
      words: [],
      titleWords: 0,
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
    toDoc: (row, associateTag) => ({
      type: "product",
      id: Number(row.id),
      publicFrom: Number.NEGATIVE_INFINITY,
      lower: text(row, "title").toLowerCase(),
      body: "",
      words: [],
      titleWords: 0,
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
    toDoc: (row) => ({
      type: "blog",
      id: Number(row.id),
      lower: text(row, "title").toLowerCase(),
      body: text(row, "excerpt"),
      words: [],
      titleWords: 0,
      publicFrom: row.published === true && row.public_from != null ? Number(row.public_from) : Number.POSITIVE_INFINITY,
      result: { type: "blog", title: text(row, "title"), description: text(row, "excerpt"), url: paths.blogPost(text(row, "slug")) },
    }),
  },
};

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];

/** At most this many query words are matched (a query is at most 200 characters; each word is a bit of a mask). */
const MAX_WORDS = 30;

export interface SearchIndex {
  /** The ranked results for `query` (at most SEARCH_LIMIT), after bringing the index up to date. */
  search(query: string, now: Date): Promise<SearchResult[]>;
  /** Documents held, per type (tests, logs). */
  size(): Record<SearchResult["type"], number>;
}

interface Scored {
  doc: Doc;
  score: number;
}

/** `a` ranks above `b`: higher score, then brand, store, product, blog, then the older row. */
const ranksAbove = (a: Scored, b: Scored) =>
  a.score !== b.score
    ? a.score > b.score
    : a.doc.type !== b.doc.type
      ? TYPE_ORDER[a.doc.type] < TYPE_ORDER[b.doc.type]
      : a.doc.id < b.doc.id;

const popcount = (n: number) => {
  let count = 0;
  for (let v = n; v !== 0; v &= v - 1) count++;
  return count;
};

export function createSearchIndex(db: Database, associateTag: string | undefined): SearchIndex {
  /** Every document, by slot (a freed slot is reused). */
  const slots: (Doc | undefined)[] = [];
  const freeSlots: number[] = [];
  const byTable = new Map<Table, Map<number, Doc>>(TABLES.map((t) => [t, new Map()]));
  const versions = new Map<Table, string>();
  /** word → its documents, as slot * 2 + 1 where the word is in the title, slot * 2 where only in the description. */
  const postings = new Map<string, number[]>();
  /** Every word, sorted (prefix lookups). */
  const vocabulary: string[] = [];
  /** trigram → the vocabulary words that have it (typo corrections). */
  const wordsByTrigram = new Map<string, Set<string>>();
  const trigramIds = new Map<string, number>();
  let syncing: Promise<void> = Promise.resolve();
  /** Per-query scratch, by slot: the query words a document has (any field / in its title), as bits. */
  let anyMask = new Uint32Array(0);
  let titleMask = new Uint32Array(0);
  /** By slot: the title's trigram count and the title, lower-cased, beside the documents (read without touching them). */
  let lengths = new Uint16Array(1024);
  const lowers: string[] = [];

  const trigramCode = (trigram: string) => {
    let id = trigramIds.get(trigram);
    if (id === undefined) trigramIds.set(trigram, (id = trigramIds.size));
    return String.fromCharCode(id);
  };

  function addPosting(word: string, entry: number) {
    let list = postings.get(word);
    if (!list) {
      postings.set(word, (list = []));
      vocabulary.splice(lowerBound(vocabulary, word), 0, word);
      for (const trigram of trigramsOf(word)) {
        let words = wordsByTrigram.get(trigram);
        if (!words) wordsByTrigram.set(trigram, (words = new Set()));
        words.add(word);
      }
    }
    list.push(entry);
  }

  function removePosting(word: string, slot: number) {
    const list = postings.get(word);
    if (!list) return;
    const at = list.findIndex((entry) => entry >> 1 === slot);
    if (at >= 0) {
      list[at] = list[list.length - 1] as number;
      list.pop();
    }
    if (list.length > 0) return;
    postings.delete(word);
    const v = lowerBound(vocabulary, word);
    if (vocabulary[v] === word) vocabulary.splice(v, 1);
    for (const trigram of trigramsOf(word)) wordsByTrigram.get(trigram)?.delete(word);
  }

  function drop(table: Table, id: number) {
    const held = byTable.get(table) as Map<number, Doc>;
    const old = held.get(id);
    if (!old) return;
    for (const word of old.words) removePosting(word, old.slot);
    held.delete(id);
    slots[old.slot] = undefined;
    lowers[old.slot] = "";
    freeSlots.push(old.slot);
  }

  function put(table: Table, row: Row) {
    const { body, ...made } = SOURCES[table].toDoc(row, associateTag);
    drop(table, made.id);
    const title = wordsOf(made.lower);
    const words = [...new Set([...title, ...wordsOf(body)])];
    const slot = freeSlots.pop() ?? slots.length;
    // Every document has the same fields in the same order (one object shape keeps the ranking loop fast).
    const doc: Doc = {
      slot,
      type: made.type,
      id: made.id,
      version: text(row, "v"),
      lower: made.lower,
      words,
      titleWords: title.length,
      trigrams: [...trigramsOf(made.lower)].map(trigramCode).join(""),
      result: made.result,
      publicFrom: made.publicFrom,
    };
    slots[slot] = doc;
    if (slot >= lengths.length) {
      const grown = new Uint16Array(lengths.length * 2);
      grown.set(lengths);
      lengths = grown;
    }
    lengths[slot] = Math.min(doc.trigrams.length, 0xffff);
    lowers[slot] = doc.lower;
    (byTable.get(table) as Map<number, Doc>).set(doc.id, doc);
    words.forEach((word, i) => addPosting(word, slot * 2 + (i < doc.titleWords ? 1 : 0)));
  }

  /** Brings `table` up to date: rows whose version changed are re-read, rows gone are dropped. */
  async function syncTable(table: Table) {
    const held = byTable.get(table) as Map<number, Doc>;
    const { columns } = SOURCES[table];
    const from = sql.identifier(table);
    if (held.size === 0) {
      for (const row of rowsOf(await db.execute(sql`select ${columns} from ${from}`))) put(table, row);
      return;
    }
    const seen = new Set<number>();
    const changed: number[] = [];
    for (const row of rowsOf(await db.execute(sql`select id, xmin::text as v from ${from}`))) {
      const id = Number(row.id);
      seen.add(id);
      if (held.get(id)?.version !== text(row, "v")) changed.push(id);
    }
    for (const id of [...held.keys()]) if (!seen.has(id)) drop(table, id);
    for (let i = 0; i < changed.length; i += 1000) {
      const ids = sql.join(
        changed.slice(i, i + 1000).map((id) => sql`${id}`),
        sql`, `,
      );
      for (const row of rowsOf(await db.execute(sql`select ${columns} from ${from} where id in (${ids})`))) put(table, row);
    }
  }

  /** Reads the tables' change counters (one row) and syncs the tables whose counter moved, one sync at a time. */
  async function refresh() {
    const [row = {}] = rowsOf(
      await db.execute(
        sql`select products::text as products, blog_posts::text as blog_posts, stores::text as stores, resources::text as resources from search_version`,
      ),
    );
    if (TABLES.every((t) => versions.get(t) === text(row, t))) return;
    const run = syncing.then(async () => {
      for (const table of TABLES) {
        const counter = text(row, table);
        if (versions.get(table) === counter) continue;
        // The counter is read before the rows: a write committed in between is synced now and again next time.
        versions.delete(table);
        await syncTable(table);
        versions.set(table, counter);
      }
    });
    syncing = run.catch(() => {});
    await run;
  }

  /** Vocabulary words most like `word` (pg_trgm similarity ≥ 0.3, as its `%` operator), best first. */
  function corrections(word: string): string[] {
    const trigrams = trigramsOf(word);
    const shared = new Map<string, number>();
    for (const trigram of trigrams) for (const w of wordsByTrigram.get(trigram) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
    return [...shared]
      .map(([w, n]) => ({ w, score: n / (trigrams.size + trigramsOf(w).size - n) }))
      .filter((c) => c.score >= SIMILARITY_THRESHOLD)
      .sort((a, b) => b.score - a.score || (a.w < b.w ? -1 : 1))
      .slice(0, CORRECTIONS)
      .map((c) => c.w);
  }

  /**
   * The query's words, each as the vocabulary words it stands for, and the query with misspelt words corrected
   * (what titles are compared with).
   */
  function parse(q: string): { groups: string[][]; corrected: string } {
    let corrected = q;
    const groups = wordsOf(q)
      .slice(0, MAX_WORDS)
      .map((word) => {
        // A number is a model or a size: "jordan 1" should not find every "11", "12-pack" and "1985".
        if (/^\d+$/.test(word)) return [word];
        const from = lowerBound(vocabulary, word);
        let to = from;
        while (to < vocabulary.length && (vocabulary[to] as string).startsWith(word)) to++;
        // Known words match as prefixes: "protector" finds "protectors".
        if (to > from) return vocabulary.slice(from, to);
        // A word no vocabulary word starts with is replaced by the words it most resembles: "nikee" → nike.
        const similar = word.length >= 3 ? corrections(word) : [];
        if (similar[0]) corrected = corrected.replace(word, similar[0]);
        return similar;
      });
    return { groups, corrected };
  }

  function rank(q: string, now: number): SearchResult[] {
    const { groups, corrected } = parse(q);
    const queryTrigrams = trigramsOf(corrected);
    const inQuery = new Uint8Array(trigramIds.size);
    for (const trigram of queryTrigrams) {
      const id = trigramIds.get(trigram);
      if (id !== undefined) inQuery[id] = 1;
    }
    const qSize = queryTrigrams.size;
    const top: Scored[] = [];

    /**
     * Scores a document: title relevance (exact > prefix > contains the corrected query), plus pg_trgm
     * similarity of query and title (shorter, closer titles first), plus the word rank. The similarity is
     * only counted when the document could still enter the top SEARCH_LIMIT.
     */
    const consider = (slot: number, wordRank: number) => {
      const lower = lowers[slot] as string;
      const title = lower === corrected ? 3 : lower.startsWith(corrected) ? 2 : lower.includes(corrected) ? 1.5 : 0;
      const n = lengths[slot] as number;
      const last = top.length === SEARCH_LIMIT ? top[SEARCH_LIMIT - 1] : undefined;
      if (last && title + similarityBound(n) + wordRank < last.score) return;
      const doc = slots[slot] as Doc;
      if (doc.publicFrom > now) return;
      let shared = 0;
      for (let i = 0; i < n; i++) shared += inQuery[doc.trigrams.charCodeAt(i)] as number;
      const total = qSize + n - shared;
      const entry = { doc, score: title + (total === 0 ? 0 : shared / total) + wordRank };
      if (last && !ranksAbove(entry, last)) return;
      let at = top.length;
      while (at > 0 && ranksAbove(entry, top[at - 1] as Scored)) at--;
      top.splice(at, 0, entry);
      if (top.length > SEARCH_LIMIT) top.pop();
    };
    /** similarity = shared / (q + n - shared) ≤ min(q, n) / max(q, n) */
    const similarityBound = (n: number) => (n === 0 || qSize === 0 ? 0 : Math.min(qSize, n) / Math.max(qSize, n));

    if (groups.length === 0) {
      // Only punctuation ("%", "_"): titles that contain it literally.
      lowers.forEach((lower, slot) => {
        if (lower.includes(q)) consider(slot, 0);
      });
      return top.map((entry) => entry.doc.result);
    }

    if (anyMask.length < slots.length) {
      anyMask = new Uint32Array(slots.length * 2);
      titleMask = new Uint32Array(slots.length * 2);
    }
    const touched: number[] = [];
    groups.forEach((words, bit) => {
      for (const word of words) {
        for (const entry of postings.get(word) ?? []) {
          const slot = entry >> 1;
          if (anyMask[slot] === 0) touched.push(slot);
          anyMask[slot] = (anyMask[slot] as number) | (1 << bit);
          if (entry & 1) titleMask[slot] = (titleMask[slot] as number) | (1 << bit);
        }
      }
    });
    const all = groups.length === 32 ? 0xffffffff : (1 << groups.length) - 1;
    const score = (mode: "all" | "any") => {
      // Shortest titles first (they can be the most similar), so the top fills early and the rest can be
      // skipped by bound: past the query's length no title can equal the query (at most a prefix, 2).
      const byLength: number[][] = [];
      for (const slot of touched) {
        if (mode === "all" && anyMask[slot] !== all) continue;
        (byLength[lengths[slot] as number] ??= []).push(slot);
      }
      for (let n = 0; n < byLength.length; n++) {
        const last = top.length === SEARCH_LIMIT ? top[SEARCH_LIMIT - 1] : undefined;
        if (last && n > qSize && 2 + similarityBound(n) + TITLE_WORD_RANK < last.score) break;
        for (const slot of byLength[n] ?? []) {
          const mask = anyMask[slot] as number;
          const inTitle = popcount(titleMask[slot] as number);
          consider(slot, (TITLE_WORD_RANK * inTitle + BODY_WORD_RANK * (popcount(mask) - inTitle)) / groups.length);
        }
      }
    };
    try {
      score("all");
      // Every word must match; when nothing has them all, any of them may.
      if (top.length === 0 && groups.length > 1) score("any");
    } finally {
      for (const slot of touched) {
        anyMask[slot] = 0;
        titleMask[slot] = 0;
      }
    }
    return top.map((entry) => entry.doc.result);
  }

  return {
    async search(query, now) {
      await refresh();
      return rank(query.trim().toLowerCase(), now.getTime());
    },
    size: () => ({
      brand: byTable.get("resources")?.size ?? 0,
      store: byTable.get("stores")?.size ?? 0,
      product: byTable.get("products")?.size ?? 0,
      blog: byTable.get("blog_posts")?.size ?? 0,
    }),
  };
}
