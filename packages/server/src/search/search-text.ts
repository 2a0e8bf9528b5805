/**
 * Text rules of search, the same for documents and queries: words are runs of letters and digits, lower-cased
 * (as Postgres' 'simple' text search configuration keeps them: no stemming, no stop words, so a brand called
 * "On" stays findable); trigrams are pg_trgm's (each word padded with two spaces before and one after).
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct words of `text`, lower-cased, in order of first appearance. */
export function wordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().match(WORD) ?? [])];
}

/** Where the runs of letters and digits of `text` (as written) start and end: [start, end, start, end, ...]. */
export function wordSpans(text: string): number[] {
  const spans: number[] = [];
  const word = new RegExp(WORD);
  for (let match = word.exec(text); match; match = word.exec(text)) spans.push(match.index, match.index + match[0].length);
  return spans;
}

/** pg_trgm's trigrams of `text`: "nike" → "  n", " ni", "nik", "ike", "ke ". */
export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  }
  return trigrams;
}

/** The first index in the sorted `list` whose item is ≥ `value` (binary search). */
export function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list[mid] as string) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
