import { createRandom, type Random, TITLE_WORD_LISTS } from "./bench-data";

/**
 * The words shoppers type (docs/decisions/0061-search-stems-and-popularity.md), made by code from the word lists the
 * catalogue's titles are made of, not picked to suit the search engine: every word of the brands, materials, item kinds
 * and sizes that is in at least COMMON_SHARE of `titles` (each matches thousands of titles at 100,000 products); two-
 * and three-word queries of them, drawn at random; and a typo (a letter dropped, doubled, swapped with the next or
 * replaced) of each of a random draw of those queries. The same seed gives the same set.
 */

const COMMON_SHARE = 0.01;
const PAIRS = 60;
const TRIPLES = 40;
const TYPOS = 60;

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** One typo in a word of three letters or more: a letter dropped, doubled, swapped with the next, or replaced. */
function typo(random: Random, word: string): string {
  const i = Math.floor(random() * (word.length - 1));
  const letter = pick(random, [..."abcdefghijklmnopqrstuvwxyz"]);
  return [
    () => word.slice(0, i) + word.slice(i + 1),
    () => word.slice(0, i + 1) + word.slice(i),
    () => word.slice(0, i) + (word[i + 1] ?? "") + (word[i] ?? "") + word.slice(i + 2),
    () => word.slice(0, i) + letter + word.slice(i + 1),
  ][Math.floor(random() * 4)]!();
}

export interface ShopperQueries {
  words: string[];
  pairs: string[];
  triples: string[];
  typos: string[];
}

export function shopperQueries(titles: readonly string[], seed: number): ShopperQueries {
  const random = createRandom(seed);
  const { brands, materials, items, sizes } = TITLE_WORD_LISTS;
  const candidates = [
    ...new Set([...brands, ...materials, ...items, ...sizes].flatMap((phrase) => phrase.toLowerCase().match(/[a-z]{3,}/g) ?? [])),
  ];
  const counts = new Map(candidates.map((word) => [word, 0]));
  const wordRe = /[a-z0-9]+/g;
  for (const title of titles) {
    for (const word of new Set(title.toLowerCase().match(wordRe) ?? [])) if (counts.has(word)) counts.set(word, counts.get(word)! + 1);
  }
  const words = candidates.filter((word) => counts.get(word)! >= titles.length * COMMON_SHARE).sort();
  const combos = (n: number, size: number) =>
    Array.from({ length: n }, () => {
      const chosen = new Set<string>();
      while (chosen.size < size) chosen.add(pick(random, words));
      return [...chosen].join(" ");
    });
  const pairs = combos(PAIRS, 2);
  const triples = combos(TRIPLES, 3);
  const all = [...words, ...pairs, ...triples];
  const typos = Array.from({ length: TYPOS }, () => {
    const query = pick(random, all).split(" ");
    const at = Math.floor(random() * query.length);
    query[at] = typo(random, query[at]!);
    return query.join(" ");
  });
  return { words, pairs, triples, typos };
}
