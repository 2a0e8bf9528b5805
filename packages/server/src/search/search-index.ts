import { performance } from "node:perf_hooks";
import type { SearchResult } from "@app/core";
import { sql } from "drizzle-orm";
import type { Logger } from "../app-deps";
import type { Database } from "../db/client";
import type { ChangeWatch } from "../db/notifications";
import { fallbackSearch } from "./search-fallback";
import { MAX_WORDS, type Row, rowsOf, SEARCH_LIMIT, SOURCES, type Table, TABLES, text, TYPE_ORDER } from "./search-sources";
import { lowerBound, trigramsOf, wordSpans, wordsOf } from "./search-text";

export { SEARCH_LIMIT };

/**
 * GET /api/search from an index this process keeps in memory (docs/decisions/0018-in-process-search-index.md,
 * 0020-search-index-built-at-start.md): every brand listing, store, product and post as its words and title
 * trigrams, with an inverted index of words whose lists are sorted by title length. A lookup walks the rarest
 * query word's documents, shortest titles first, and stops as soon as no longer title can enter the top 50.
 *
 * Fresh on every request: each searchable table's committed changes move its counter in `search_version`
 * (drizzle/0008_search-index.sql) and send NOTIFY search_changed (drizzle/0009_search-notify.sql). A search
 * reads that one row (one primary-key lookup) unless nothing was notified since it was last read (`watch`,
 * docs/decisions/0024-search-freshness-by-notification.md), and, when a counter moved, the index brings that
 * table up to date (row versions `xmin` compared, changed rows re-read). So a write committed by this instance
 * is found by its next search, and one committed by any other instance by the first search after its
 * notification arrives (at most SEARCH_MAX_TRUST_MS without one). Building and catching up run in slices that yield
 * to the event loop; a search that would wait longer than `maxWaitMs` for them is answered by the database
 * instead (search-fallback.ts).
 */

/** The NOTIFY channel of the searchable tables' change counters (drizzle/0009_search-notify.sql). */
export const SEARCH_CHANNEL = "search_changed";
/**
 * Even while notifications arrive, the counters are re-read at least this often: a listening connection that
 * dies without the socket noticing cannot leave the index stale for longer.
 */
export const SEARCH_MAX_TRUST_MS = 10_000;

/** Misspelt words are replaced by up to this many vocabulary words that resemble them. */
const CORRECTIONS = 3;
/** pg_trgm's default similarity threshold (the `%` operator). */
const SIMILARITY_THRESHOLD = 0.3;
/** Word rank: a query word found in the title counts more than one found only in the description (like ts_rank's A and B weights). */
const TITLE_WORD_RANK = 0.06;
const BODY_WORD_RANK = 0.024;
/** Building and catching up yield to the event loop after this much work (ms). */
const SLICE_MS = 5;
/** Rows read per statement while building. */
const PAGE_ROWS = 2000;
/**
 * A walk that has looked at this many documents, and at least one per MARK_RATIO entries of the query words'
 * lists, marks those words' documents by slot before it goes on (marking costs a little per entry, looking at a
 * document's words more).
 */
const MARK_AFTER = 256;
const MARK_RATIO = 8;
/** Title word joins are indexed in this many buckets (joinBucket). */
const JOIN_BUCKETS = 1 << 14;
/** Up to this many new or vanished words are placed in the sorted vocabulary one by one; more, and it is sorted anew. */
const VOCABULARY_EDITS = 64;

interface Word {
  id: number;
  text: string;
  trigramCount: number;
  /** Its documents, as slot * 2 + 1 where the word is in the title, slot * 2 where only in the description; by title length, then slot. */
  postings: number[];
  /** The documents whose title starts with it, likewise (the only ones a query starting with it can be a prefix of). */
  leading: number[];
}

interface Doc {
  /** Its place in the index's document list. */
  slot: number;
  type: SearchResult["type"];
  id: number;
  /** The row version (`xmin`) the document was made from. */
  version: string;
  /** The title, lower-cased: what the query is compared with. */
  lower: string;
  /** Its distinct words (ids), the title's first. */
  wordIds: number[];
  titleWords: number;
  /** Ids of the title's distinct trigrams, one UTF-16 code unit each (compact, and cheap to read). */
  trigrams: string;
  result: SearchResult;
  /** Public from this time (ms since 1970): -Infinity but for posts, Infinity for a draft. */
  publicFrom: number;
}

export interface SearchIndexOptions {
  /**
   * How long a search waits for the index to be built or to catch up with a change before the database answers
   * it instead (ms); by default as long as it takes.
   */
  maxWaitMs?: number;
  /** Where a failed build or catch-up that no search waited for is reported. */
  log?: Pick<Logger, "error">;
  /**
   * The change notifications of SEARCH_CHANNEL: while subscribed, a search reads the counters only when the
   * watch moved since they were last read; without it (or while unsubscribed) every search reads them.
   */
  watch?: ChangeWatch | undefined;
}

export interface SearchIndex {
  /** The ranked results for `query` (at most SEARCH_LIMIT): from the index when it is up to date, else from the database. */
  search(query: string, now: Date): Promise<SearchResult[]>;
  /** Builds the index now (at server start-up) rather than at the first search; resolves when it is up to date. */
  start(): Promise<void>;
  /** Documents held, per type (tests, logs). */
  size(): Record<SearchResult["type"], number>;
  /** This instance committed a write: the next search reads the counters (not waiting for the notification). */
  invalidate(): void;
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

/**
 * Where two neighbouring words of a title meet, as one of JOIN_BUCKETS numbers: the end of the first (3
 * characters), what separates them and the start of the second (FNV-1a hash).
 */
function joinBucket(text: string, leftStart: number, leftEnd: number, rightStart: number, rightEnd: number): number {
  let hash = 0x811c9dc5;
  for (let i = Math.max(leftStart, leftEnd - 3), to = Math.min(rightEnd, rightStart + 3); i < to; i++)
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % JOIN_BUCKETS;
}

/**
 * The joins (joinBucket) of `text`'s neighbouring words; unless `whole`, only those every text containing it has
 * too.
 */
function joinsOf(text: string, whole: boolean): number[] {
  const spans = wordSpans(text);
  const buckets: number[] = [];
  for (let i = 0; i + 3 < spans.length; i += 2) {
    const [leftStart, leftEnd, rightStart, rightEnd] = spans.slice(i, i + 4) as [number, number, number, number];
    // Within a longer text the first word may be the end of a longer one, the last the start of one: their
    // three characters at the join are the same only when they have three (or are whole words there too).
    const leftKnown = whole || leftEnd - leftStart >= 3 || leftStart > 0;
    const rightKnown = whole || rightEnd - rightStart >= 3 || rightEnd < text.length;
    const bucket = joinBucket(text, leftStart, leftEnd, rightStart, rightEnd);
    if (leftKnown && rightKnown && !buckets.includes(bucket)) buckets.push(bucket);
  }
  return buckets;
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A Uint32Array at least `size` long, keeping `array`'s contents. */
function grown<T extends Uint32Array | Uint16Array | Uint8Array>(array: T, size: number, make: (length: number) => T): T {
  if (array.length >= size) return array;
  const bigger = make(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}

type Counters = Record<Table, bigint>;

export function createSearchIndex(db: Database, associateTag: string | undefined, options: SearchIndexOptions = {}): SearchIndex {
  const maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
  /** Every document, by slot (a freed slot is reused). */
  const slots: (Doc | undefined)[] = [];
  const freeSlots: number[] = [];
  const byTable = new Map<Table, Map<number, Doc>>(TABLES.map((t) => [t, new Map()]));
  /** The change counter each table is up to date with (none while it syncs). */
  const versions = new Map<Table, bigint>();
  /** The highest counters any search has read: what the index catches up with. */
  const wanted: Counters = { resources: 0n, stores: 0n, products: 0n, blog_posts: 0n };
  const words = new Map<string, Word>();
  const wordById: (Word | undefined)[] = [];
  /** Every word, sorted (prefix lookups). */
  let vocabulary: string[] = [];
  const wordsAdded: string[] = [];
  const wordsRemoved: string[] = [];
  /** Words whose postings were added to or removed from, re-sorted at the end of a sync. */
  const unsorted = new Set<Word>();
  /** trigram → the vocabulary words that have it (typo corrections). */
  const wordsByTrigram = new Map<string, Set<Word>>();
  const trigramIds = new Map<string, number>();
  /** By slot: the title's trigram count and the title, lower-cased, beside the documents (read without touching them). */
  let lengths = new Uint16Array(1024);
  const lowers: string[] = [];
  /**
   * By join bucket (joinBucket), the documents whose title has such a join, as title entries (slot * 2 + 1): a
   * title containing the query has every join the query has. A list is put in title-length order when a search
   * first takes it after a change (most are never taken: building does not sort them).
   */
  const joinLists: (number[] | undefined)[] = [];
  const unsortedJoins = new Set<number>();
  const byLength = (a: number, b: number) => (lengths[a >> 1] as number) - (lengths[b >> 1] as number) || a - b;
  /** Per-query scratch: by slot, documents already looked at; by word id, the query words it stands for, as bits. */
  let seen = new Uint8Array(1024);
  let wordBits = new Uint32Array(1024);
  /** Per-query scratch of a long walk: by slot, the query words the document has, anywhere and in its title, as bits. */
  let marks = new Uint32Array(1024);
  let titleMarks = new Uint32Array(1024);
  let catchingUp: Promise<void> | undefined;
  let sliceStart = performance.now();
  /** Time to let the event loop run (building and catching up work in slices of SLICE_MS). */
  const due = () => performance.now() - sliceStart >= SLICE_MS;
  const breathe = async () => {
    await pause();
    sliceStart = performance.now();
  };

  const trigramCode = (trigram: string) => {
    let id = trigramIds.get(trigram);
    if (id === undefined) trigramIds.set(trigram, (id = trigramIds.size));
    return String.fromCharCode(id);
  };

  function wordFor(value: string): Word {
    let word = words.get(value);
    if (word) return word;
    const trigrams = trigramsOf(value);
    word = { id: wordById.length, text: value, trigramCount: trigrams.size, postings: [], leading: [] };
    wordById.push(word);
    words.set(value, word);
    wordsAdded.push(value);
    for (const trigram of trigrams) {
      let similar = wordsByTrigram.get(trigram);
      if (!similar) wordsByTrigram.set(trigram, (similar = new Set()));
      similar.add(word);
    }
    return word;
  }

  function removePosting(word: Word, slot: number) {
    for (const list of [word.postings, word.leading]) {
      const at = list.findIndex((entry) => entry >> 1 === slot);
      if (at >= 0) list.splice(at, 1);
    }
    if (word.postings.length > 0) return;
    words.delete(word.text);
    wordById[word.id] = undefined;
    unsorted.delete(word);
    wordsRemoved.push(word.text);
    for (const trigram of trigramsOf(word.text)) wordsByTrigram.get(trigram)?.delete(word);
  }

  function drop(table: Table, id: number) {
    const held = byTable.get(table) as Map<number, Doc>;
    const old = held.get(id);
    if (!old) return;
    for (const wordId of old.wordIds) {
      const word = wordById[wordId];
      if (word) removePosting(word, old.slot);
    }
    for (const bucket of joinsOf(old.lower, true)) {
      const list = joinLists[bucket] as number[];
      const at = list.indexOf(old.slot * 2 + 1);
      if (at >= 0) list.splice(at, 1);
    }
    held.delete(id);
    slots[old.slot] = undefined;
    lowers[old.slot] = "";
    freeSlots.push(old.slot);
  }

  function put(table: Table, row: Row) {
    const made = SOURCES[table].toDoc(row, associateTag);
    drop(table, made.id);
    const title = wordsOf(made.lower);
    const docWords = [...new Set([...title, ...wordsOf(made.body)])].map(wordFor);
    const slot = freeSlots.pop() ?? slots.length;
    // Every document has the same fields in the same order (one object shape keeps the ranking loop fast).
    const doc: Doc = {
      slot,
      type: made.type,
      id: made.id,
      version: text(row, "v"),
      lower: made.lower,
      wordIds: docWords.map((word) => word.id),
      titleWords: title.length,
      trigrams: [...trigramsOf(made.lower)].map(trigramCode).join(""),
      result: made.result,
      publicFrom: made.publicFrom,
    };
    slots[slot] = doc;
    lengths = grown(lengths, slot + 1, (n) => new Uint16Array(n));
    lengths[slot] = Math.min(doc.trigrams.length, 0xffff);
    lowers[slot] = doc.lower;
    for (const bucket of joinsOf(doc.lower, true)) {
      let list = joinLists[bucket];
      if (!list) joinLists[bucket] = list = [];
      list.push(slot * 2 + 1);
      unsortedJoins.add(bucket);
    }
    (byTable.get(table) as Map<number, Doc>).set(doc.id, doc);
    docWords.forEach((word, i) => {
      word.postings.push(slot * 2 + (i < doc.titleWords ? 1 : 0));
      unsorted.add(word);
    });
    if (doc.titleWords > 0) docWords[0]?.leading.push(slot * 2 + 1);
  }

  /** Puts the changed postings back in title-length order and the vocabulary back in order (one sort each, not one insertion per entry). */
  async function reorder() {
    for (const word of unsorted) {
      word.postings.sort(byLength);
      word.leading.sort(byLength);
      if (due()) await breathe();
    }
    unsorted.clear();
    if (wordsAdded.length + wordsRemoved.length > VOCABULARY_EDITS) {
      vocabulary = [...words.keys()].sort();
    } else {
      for (const value of wordsRemoved) {
        const at = lowerBound(vocabulary, value);
        if (vocabulary[at] === value && !words.has(value)) vocabulary.splice(at, 1);
      }
      for (const value of wordsAdded) {
        const at = lowerBound(vocabulary, value);
        if (vocabulary[at] !== value && words.has(value)) vocabulary.splice(at, 0, value);
      }
    }
    wordsAdded.length = 0;
    wordsRemoved.length = 0;
  }

  /** Brings `table` up to date: read in pages when empty; else rows whose version changed are re-read, rows gone are dropped. */
  async function syncTable(table: Table) {
    const held = byTable.get(table) as Map<number, Doc>;
    const { columns } = SOURCES[table];
    const from = sql.identifier(table);
    if (held.size === 0) {
      for (let after: number | undefined; ;) {
        const rows = rowsOf(
          await db.execute(
            sql`select ${columns} from ${from} where ${after === undefined ? sql`true` : sql`id > ${after}`} order by id limit ${PAGE_ROWS}`,
          ),
        );
        for (const row of rows) {
          put(table, row);
          if (due()) await breathe();
        }
        if (rows.length < PAGE_ROWS) break;
        after = Number(rows[rows.length - 1]?.id);
      }
    } else {
      const present = new Set<number>();
      const changed: number[] = [];
      for (const row of rowsOf(await db.execute(sql`select id, xmin::text as v from ${from}`))) {
        const id = Number(row.id);
        present.add(id);
        if (held.get(id)?.version !== text(row, "v")) changed.push(id);
      }
      for (const id of [...held.keys()]) {
        if (!present.has(id)) drop(table, id);
        if (due()) await breathe();
      }
      for (let i = 0; i < changed.length; i += PAGE_ROWS) {
        const ids = sql.join(
          changed.slice(i, i + PAGE_ROWS).map((id) => sql`${id}`),
          sql`, `,
        );
        for (const row of rowsOf(await db.execute(sql`select ${columns} from ${from} where id in (${ids})`))) {
          put(table, row);
          if (due()) await breathe();
        }
      }
    }
    await reorder();
  }

  const upToDate = (counters: Counters) => TABLES.every((t) => (versions.get(t) ?? -1n) >= counters[t]);

  /** Syncs the tables whose counter moved past what the index holds, until it holds what searches have seen; one run at a time. */
  function catchUp(): Promise<void> {
    catchingUp ??= (async () => {
      try {
        sliceStart = performance.now();
        while (!upToDate(wanted)) {
          for (const table of TABLES) {
            const counter = wanted[table];
            if ((versions.get(table) ?? -1n) >= counter) continue;
            // The counter is read before the rows: a write committed in between is synced now and again next time.
            versions.delete(table);
            await syncTable(table);
            versions.set(table, counter);
          }
        }
      } finally {
        catchingUp = undefined;
      }
    })();
    return catchingUp;
  }

  /** Reads the tables' change counters (one row) and notes the highest seen. */
  async function readCounters(): Promise<Counters> {
    const [row = {}] = rowsOf(
      await db.execute(
        sql`select products::text as products, blog_posts::text as blog_posts, stores::text as stores, resources::text as resources from search_version`,
      ),
    );
    const counters = Object.fromEntries(TABLES.map((t) => [t, BigInt(text(row, t) || "0")])) as Counters;
    for (const t of TABLES) if (counters[t] > wanted[t]) wanted[t] = counters[t];
    return counters;
  }

  /** The watch's token when the counters were last read (after the read began) and when; none: read them. */
  let trusted: { token: number; at: number } | undefined;

  /** The change counters: read, or, while no notification came since they were last read, those last read. */
  async function currentCounters(): Promise<Counters> {
    const { watch } = options;
    if (watch && trusted) {
      // One turn of the event loop first: a notification already received is taken in before the token is compared.
      await pause();
      if (watch.token() === trusted.token && performance.now() - trusted.at < SEARCH_MAX_TRUST_MS) return { ...wanted };
    }
    // Taken before the read: a notification arriving meanwhile moves the token past it.
    const token = watch?.token() ?? null;
    const at = performance.now();
    const counters = await readCounters();
    trusted = token === null ? undefined : { token, at };
    return counters;
  }

  /** Waits for the index to hold `counters`, at most maxWaitMs; whether it does. */
  async function waitFor(counters: Counters): Promise<boolean> {
    const run = catchUp();
    if (maxWaitMs === Number.POSITIVE_INFINITY) {
      await run;
      return true;
    }
    run.catch((error: unknown) => options.log?.error("The search index failed to catch up", error));
    if (maxWaitMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([run.catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
      clearTimeout(timer);
    }
    return upToDate(counters);
  }

  /** The vocabulary words that start with `prefix`. */
  function vocabularyFrom(prefix: string): Word[] {
    const from = lowerBound(vocabulary, prefix);
    let to = from;
    while (to < vocabulary.length && (vocabulary[to] as string).startsWith(prefix)) to++;
    return vocabulary.slice(from, to).map((w) => words.get(w) as Word);
  }

  /** Vocabulary words most like `word` (pg_trgm similarity ≥ 0.3, as its `%` operator), best first. */
  function corrections(value: string): Word[] {
    const trigrams = trigramsOf(value);
    const shared = new Map<Word, number>();
    for (const trigram of trigrams) for (const w of wordsByTrigram.get(trigram) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
    return [...shared]
      .map(([w, n]) => ({ w, score: n / (trigrams.size + w.trigramCount - n) }))
      .filter((c) => c.score >= SIMILARITY_THRESHOLD)
      .sort((a, b) => b.score - a.score || (a.w.text < b.w.text ? -1 : 1))
      .slice(0, CORRECTIONS)
      .map((c) => c.w);
  }

  /**
   * The query's words, each as the vocabulary words it stands for, and the query with misspelt words corrected
   * (what titles are compared with).
   */
  function parse(q: string): { groups: Word[][]; corrected: string } {
    let corrected = q;
    const groups = wordsOf(q)
      .slice(0, MAX_WORDS)
      .map((value) => {
        // A number is a model or a size: "jordan 1" should not find every "11", "12-pack" and "1985".
        if (/^\d+$/.test(value)) return words.has(value) ? [words.get(value) as Word] : [];
        // Known words match as prefixes: "protector" finds "protectors".
        const known = vocabularyFrom(value);
        if (known.length > 0) return known;
        // A word no vocabulary word starts with is replaced by the words it most resembles: "nikee" → nike.
        const similar = value.length >= 3 ? corrections(value) : [];
        if (similar[0]) corrected = corrected.replace(value, similar[0].text);
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
    /** similarity = shared / (q + n - shared) ≤ min(q, n) / max(q, n) */
    const similarityBound = (n: number) => (n === 0 || qSize === 0 ? 0 : Math.min(qSize, n) / Math.max(qSize, n));

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

    if (groups.length === 0) {
      // Only punctuation ("%", "_"): titles that contain it literally.
      lowers.forEach((lower, slot) => {
        if (lower.includes(q)) consider(slot, 0);
      });
      return top.map((entry) => entry.doc.result);
    }

    wordBits = grown(wordBits, wordById.length, (n) => new Uint32Array(n));
    seen = grown(seen, slots.length, (n) => new Uint8Array(n));
    groups.forEach((group, bit) => {
      for (const word of group) wordBits[word.id] = (wordBits[word.id] as number) | (1 << bit);
    });
    const all = groups.length === 32 ? 0xffffffff : (1 << groups.length) - 1;
    const visited: number[] = [];
    const postingsOf = (group: readonly Word[]) => group.reduce((sum, word) => sum + word.postings.length, 0);
    /** Whether the title at `slot` can have title relevance `ceiling`: any at 0; at 1.5 it contains the query, at 2 it starts with it. */
    const reaches = (slot: number, ceiling: number) =>
      ceiling === 0 || (ceiling === 1.5 ? (lowers[slot] as string).includes(corrected) : (lowers[slot] as string).startsWith(corrected));
    /** Whether `marks` holds every document's query words (set once a walk has looked at MARK_AFTER documents). */
    let marked = false;
    const markAfter = Math.max(MARK_AFTER, groups.reduce((sum, group) => sum + postingsOf(group), 0) / MARK_RATIO);
    /** Marks the documents of the query words (or, `clear`, unmarks them). */
    const markWords = (clear: boolean) => {
      marks = grown(marks, slots.length, (n) => new Uint32Array(n));
      titleMarks = grown(titleMarks, slots.length, (n) => new Uint32Array(n));
      groups.forEach((group, bit) => {
        for (const word of group)
          for (const entry of word.postings) {
            const slot = entry >> 1;
            marks[slot] = clear ? 0 : (marks[slot] as number) | (1 << bit);
            if ((entry & 1) === 1) titleMarks[slot] = clear ? 0 : (titleMarks[slot] as number) | (1 << bit);
          }
      });
    };

    /** The first entry of `list` (sorted by title length) whose title has at least `n` trigrams. */
    const firstAtLeast = (list: readonly number[], n: number) => {
      let low = 0;
      let high = list.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((lengths[(list[mid] as number) >> 1] as number) < n) low = mid + 1;
        else high = mid;
      }
      return low;
    };

    /**
     * Walks the entries of `lists` merged by title length, shortest first from `from` trigrams (short titles can
     * be the most similar), so the top fills early; stops, returning the length reached, when past the query's
     * length no title of title relevance at most `ceiling` can reach the 50th score. From `from` on, a title of
     * lower relevance than `ceiling` can no longer enter (the walk before stopped there): it is passed over
     * without being looked at further.
     */
    const walk = (lists: readonly (readonly number[])[], mode: "all" | "any", from: number, ceiling: number) => {
      const heads = lists.map((list) => firstAtLeast(list, from));
      for (;;) {
        let n = Number.POSITIVE_INFINITY;
        lists.forEach((list, i) => {
          const entry = list[heads[i] as number];
          if (entry !== undefined) n = Math.min(n, lengths[entry >> 1] as number);
        });
        if (n === Number.POSITIVE_INFINITY) return n;
        // Past a few hundred documents, marking the query words' documents once is cheaper than reading each one's words.
        if (!marked && visited.length >= markAfter) {
          markWords(false);
          marked = true;
        }
        const last = top.length === SEARCH_LIMIT ? top[SEARCH_LIMIT - 1] : undefined;
        if (last && n > qSize && ceiling + similarityBound(n) + TITLE_WORD_RANK < last.score) return n;
        lists.forEach((list, i) => {
          let at = heads[i] as number;
          for (let entry = list[at]; entry !== undefined && lengths[entry >> 1] === n; entry = list[++at]) {
            const slot = entry >> 1;
            if (seen[slot] !== 0 || (ceiling === 1.5 && (entry & 1) === 0) || !reaches(slot, ceiling)) continue;
            seen[slot] = 1;
            visited.push(slot);
            let mask = 0;
            let titleMask = 0;
            if (marked) {
              mask = marks[slot] as number;
              titleMask = titleMarks[slot] as number;
            } else {
              const doc = slots[slot] as Doc;
              for (let w = 0; w < doc.wordIds.length; w++) {
                const bits = wordBits[doc.wordIds[w] as number] as number;
                mask |= bits;
                if (w < doc.titleWords) titleMask |= bits;
              }
            }
            if (mode === "all" ? mask !== all : mask === 0) continue;
            const inTitle = popcount(titleMask);
            consider(slot, (TITLE_WORD_RANK * inTitle + BODY_WORD_RANK * (popcount(mask) - inTitle)) / groups.length);
          }
          heads[i] = at;
        });
      }
    };
    /**
     * The walk goes on with fewer documents as the lower title relevances drop out. Past the length where a title
     * that does not contain the query (0) can no longer enter, only titles that contain it can: such a title has,
     * for each query word a non-word character precedes, a word starting with it, and for each that one also
     * follows, that very word; and every join of the query's words (joinsOf). The walk takes the fewest entries
     * of those. Past the length where those (1.5) can no longer enter, only titles that start with the query can
     * (2): those among the containing ones, or whose first word is the query's first word (or, for a one-word
     * query, starts with it), whichever are fewer.
     */
    const queryWords = wordsOf(corrected);
    const firstWord = queryWords[0] ?? "";
    let containing: (readonly number[])[] | undefined;
    let fewest = Number.POSITIVE_INFINITY;
    const spans = wordSpans(corrected);
    for (let i = 0; i < spans.length; i += 2) {
      const [start, end] = spans.slice(i, i + 2) as [number, number];
      const word = corrected.slice(start, end);
      if (start === 0) continue;
      const exact = words.get(word);
      const group = end < corrected.length ? (exact ? [exact] : []) : vocabularyFrom(word);
      const count = postingsOf(group);
      if (count < fewest) {
        fewest = count;
        containing = group.map((w) => w.postings);
      }
    }
    let fewestJoin: number | undefined;
    for (const bucket of joinsOf(corrected, false)) {
      const size = joinLists[bucket]?.length ?? 0;
      if (size < fewest) {
        fewest = size;
        fewestJoin = bucket;
      }
    }
    if (fewestJoin !== undefined) {
      const list = joinLists[fewestJoin] ?? [];
      if (unsortedJoins.delete(fewestJoin)) list.sort(byLength);
      containing = [list];
    }
    let leading: (readonly number[])[] | undefined =
      firstWord !== "" && corrected.startsWith(firstWord)
        ? (queryWords.length === 1 ? vocabularyFrom(firstWord) : [words.get(firstWord)]).flatMap((word) => (word ? [word.leading] : []))
        : undefined;
    if (containing && (!leading || fewest < leading.reduce((sum, list) => sum + list.length, 0))) leading = containing;
    const search = (lists: readonly (readonly number[])[], mode: "all" | "any") => {
      let reached = walk(lists, mode, 0, 0);
      if (reached !== Number.POSITIVE_INFINITY) reached = walk(containing ?? lists, mode, reached, 1.5);
      if (reached !== Number.POSITIVE_INFINITY) walk(leading ?? lists, mode, reached, 2);
    };
    const clearSeen = () => {
      for (const slot of visited) seen[slot] = 0;
      visited.length = 0;
    };
    try {
      // Every word must match: the rarest word's documents are the only candidates.
      const rarest = groups.reduce((a, b) => (postingsOf(b) < postingsOf(a) ? b : a));
      search(
        rarest.map((word) => word.postings),
        "all",
      );
      // When nothing has them all, any of them may.
      if (top.length === 0 && groups.length > 1) {
        clearSeen();
        search(
          groups.flat().map((word) => word.postings),
          "any",
        );
      }
    } finally {
      clearSeen();
      for (const group of groups) for (const word of group) wordBits[word.id] = 0;
      if (marked) markWords(true);
    }
    return top.map((entry) => entry.doc.result);
  }

  return {
    async search(query, now) {
      const counters = await currentCounters();
      if (!upToDate(counters) && !(await waitFor(counters))) return fallbackSearch(db, query, now.getTime(), associateTag);
      return rank(query.trim().toLowerCase(), now.getTime());
    },
    async start() {
      await readCounters();
      await catchUp();
    },
    invalidate() {
      trusted = undefined;
    },
    size: () => ({
      brand: byTable.get("resources")?.size ?? 0,
      store: byTable.get("stores")?.size ?? 0,
      product: byTable.get("products")?.size ?? 0,
      blog: byTable.get("blog_posts")?.size ?? 0,
    }),
  };
}
