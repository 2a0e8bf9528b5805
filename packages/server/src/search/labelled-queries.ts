import type { SearchResult } from "@app/core";

/**
 * What search must answer, checked by search.test.ts (on a slice of the benchmark's generated catalogue, the
 * 37 brand listings, the demo stores and the demo posts) and by `pnpm bench` (on all 100,000 products and 10,000
 * posts), so a change that makes search faster cannot quietly make it worse. Typos and post bodies included.
 */
export interface LabelledQuery {
  q: string;
  /** The first result. */
  first?: { type: SearchResult["type"]; title: string | RegExp };
  /** The first `n` results all have a title like this. */
  top?: { n: number; title: RegExp };
  /** Each of these is among the first 10 results. */
  within10?: { type: SearchResult["type"]; title: RegExp }[];
}

export const LABELLED_QUERIES: readonly LabelledQuery[] = [
  { q: "nike", first: { type: "brand", title: "Nike" }, within10: [{ type: "store", title: /^Nike / }] },
  { q: "nikee", first: { type: "brand", title: "Nike" }, within10: [{ type: "store", title: /^Nike / }] },
  { q: "jordan", first: { type: "brand", title: "Jordan" } },
  { q: "kith", first: { type: "brand", title: "Kith" }, within10: [{ type: "store", title: /^Kith / }] },
  { q: "new york", first: { type: "store", title: /New York/ } },
  { q: "cleaning kit", top: { n: 5, title: /cleaning kit/i } },
  { q: "cleening kit", top: { n: 5, title: /cleaning kit/i } },
  { q: "display case", top: { n: 5, title: /display case/i } },
  { q: "shoe tres", first: { type: "product", title: /shoe trees/i }, top: { n: 5, title: /trees/i } },
  { q: "suede brsh", top: { n: 5, title: /suede brush/i } },
  { q: "crease protectors", top: { n: 5, title: /crease protectors/i } },
  { q: "air force 1", top: { n: 5, title: /air force 1/i } },
  { q: "yeezy slide", top: { n: 5, title: /yeezy slide/i } },
  // Words only the body of a demo post has (src/seed/blog.seed.ts).
  { q: "hygrometer", first: { type: "blog", title: "The Complete Sneaker Storage Guide" } },
  { q: "melamine sponge", first: { type: "blog", title: "How to Clean White Sneakers Without Ruining Them" } },
  // More typos: in a body word, in a title word among thousands of matches, in a brand and in a store's name.
  { q: "hygromter", first: { type: "blog", title: "The Complete Sneaker Storage Guide" } },
  { q: "melamin sponge", first: { type: "blog", title: "How to Clean White Sneakers Without Ruining Them" } },
  { q: "dispaly case", top: { n: 5, title: /display case/i } },
  { q: "watr repellent", top: { n: 5, title: /water repellent/i } },
  { q: "jordn", first: { type: "brand", title: "Jordan" } },
  { q: "kith manhatan", first: { type: "store", title: "Kith Manhattan" } },
];

const like = (pattern: string | RegExp, text: string) => (typeof pattern === "string" ? pattern === text : pattern.test(text));
const show = (r: SearchResult | undefined) => (r ? `${r.type} "${r.title}"` : "nothing");

/** What is wrong with `results` for `label` (empty when it passes). */
export function labelFailures(label: LabelledQuery, results: readonly SearchResult[]): string[] {
  const failures: string[] = [];
  if (label.first) {
    const first = results[0];
    if (!first || first.type !== label.first.type || !like(label.first.title, first.title)) {
      failures.push(`"${label.q}": first was ${show(first)}, expected ${label.first.type} ${String(label.first.title)}`);
    }
  }
  if (label.top) {
    const top = results.slice(0, label.top.n);
    const off = top.filter((r) => !label.top?.title.test(r.title));
    if (top.length < label.top.n || off.length > 0) {
      failures.push(
        `"${label.q}": the first ${label.top.n} should match ${String(label.top.title)}; got ${top.map(show).join(", ") || "nothing"}`,
      );
    }
  }
  for (const wanted of label.within10 ?? []) {
    if (!results.slice(0, 10).some((r) => r.type === wanted.type && wanted.title.test(r.title))) {
      failures.push(
        `"${label.q}": no ${wanted.type} ${String(wanted.title)} in the first 10 (${results.slice(0, 10).map(show).join(", ")})`,
      );
    }
  }
  return failures;
}
