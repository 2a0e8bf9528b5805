import { nextLink } from "@app/core";
import { expect } from "vitest";
import { encodeCursor } from "../http/paging";
import type { TestContext } from "./test-app";

/** What a paged endpoint answers: the body (a list, or `pick` takes the list from an object) and its Link. */
export interface Walked<T> {
  /** Every page's items, in order. */
  pages: T[][];
  /** The items of all pages, in order. */
  items: T[];
  /** The `Link` header of each page (null on the last). */
  links: (string | null)[];
}

/**
 * Follow a paged list from `path` to its end through the `Link: <…>; rel="next"` headers, as a client does.
 * `between(n)` runs after page n (0-based) is read: to write rows while the list is being walked.
 */
export async function walkPages<T>(
  t: Pick<TestContext, "request">,
  path: string,
  cookie: string,
  options: { pick?: (body: unknown) => T[]; between?: (page: number) => Promise<void>; maxPages?: number } = {},
): Promise<Walked<T>> {
  const pages: T[][] = [];
  const links: (string | null)[] = [];
  let next: string | null = path;
  while (next !== null) {
    const res = await t.request("GET", next, { cookie });
    expect(res.status, `GET ${next}: ${res.status}`).toBe(200);
    const body: unknown = await res.json();
    pages.push(options.pick ? options.pick(body) : (body as T[]));
    const link = res.headers.get("link");
    links.push(link);
    next = nextLink(link);
    if (next !== null) expect(next.startsWith(path.split("?")[0]!), `the next page of ${path} is ${next}`).toBe(true);
    if (pages.length > (options.maxPages ?? 1000))
      throw new Error(`more than ${options.maxPages ?? 1000} pages: a cursor that never ends?`);
    await options.between?.(pages.length - 1);
  }
  return { pages, items: pages.flat(), links };
}

/**
 * Query strings every paged admin list refuses with a 400 naming the field (`otherListCursor`: a well-formed
 * cursor of some other list, which must not be taken for this one's).
 */
export function badPageQueries(otherListCursor: unknown): [query: string, field: string][] {
  return [
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=-1", "limit"],
    ["limit=abc", "limit"],
    ["limit=1e2", "limit"],
    ["cursor=!!!", "cursor"],
    [`cursor=${encodeCursor("garbage")}`, "cursor"],
    ["cursor=bm90IGpzb24", "cursor"], // "not json"
    [`cursor=${"A".repeat(5000)}`, "cursor"],
    [`cursor=${encodeCursor(otherListCursor)}`, "cursor"],
    ["page=2", "page"],
  ];
}

/** Every query of `badPageQueries` on `path` is a 400 whose message names the field. */
export async function expectBadPageQueries(t: Pick<TestContext, "request">, path: string, cookie: string, otherListCursor: unknown) {
  const separator = path.includes("?") ? "&" : "?";
  for (const [query, field] of badPageQueries(otherListCursor)) {
    const res = await t.request("GET", `${path}${separator}${query}`, { cookie });
    expect(res.status, `${path} ${query.slice(0, 40)}`).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message, `${path} ${query.slice(0, 40)}`).toMatch(new RegExp(`^${field}: `));
  }
}
