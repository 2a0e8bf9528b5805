import {
  CATALOGUE_SORTS,
  type CatalogueFacets,
  type CatalogueSort,
  catalogueFacetsSchema,
  nextLink,
  orderProductGrid,
  PRODUCT_CATEGORIES,
  productSchema,
} from "@app/core";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productFacetCounts, products } from "../db/schema";
import { engines, useTestContext } from "../test/test-app";

type Row = typeof products.$inferSelect;

/** A small deterministic random sequence (the same catalogue every run). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const STORES = ["Amazon", "Foot Locker", "Casio", "Crep Protect", "Jason Markk"];
const AVAILABILITIES = ["in_stock", "out_of_stock", "unknown"] as const;
const TITLES = ["Display Case", "Supbro Crate", "LED Stackable Box", "G-Shock GA-2100", "Cleaning Kit", "Shoe Trees"];

/** A random catalogue with many ties: few prices, ratings and stores, so every sort meets equal values. */
function randomRow(i: number, next: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return {
    title: `${pick(TITLES)} ${i}`,
    price: pick(["0.00", "9.99", "10.00", "19.00", "19.99", "20.00", "25.50", "120.00", "1299.95", "5000.00", "7250.10"]),
    rating: pick(["3.5", "4.0", "4.5", "5.0"]),
    imageUrl: "/images/products/display-case.svg",
    productUrl: `https://shop.example/p/${i}`,
    sourceStore: pick(STORES),
    category: pick(PRODUCT_CATEGORIES).value,
    availability: pick(AVAILABILITIES),
  };
}

interface Filters {
  category?: string;
  store?: string;
  min?: string;
  max?: string;
  instock?: boolean;
}

const query = (filters: Filters, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  if (filters.category) params.set("category", filters.category);
  if (filters.store) params.set("store", filters.store);
  if (filters.min) params.set("min", filters.min);
  if (filters.max) params.set("max", filters.max);
  if (filters.instock) params.set("instock", "1");
  return params.toString();
};

const inRange = (row: Row, f: Filters) =>
  (f.min === undefined || Number(row.price) >= Number(f.min)) && (f.max === undefined || Number(row.price) <= Number(f.max));
const matches = (row: Row, f: Filters, except?: "category" | "store" | "instock") =>
  inRange(row, f) &&
  (except === "category" || f.category === undefined || row.category === f.category) &&
  (except === "store" || f.store === undefined || row.sourceStore === f.store) &&
  (except === "instock" || !f.instock || row.availability === "in_stock");

/** The facet counts by hand. */
function countByHand(rows: Row[], f: Filters): CatalogueFacets {
  const tally = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].map(([value, count]) => ({ value, count }));
  };
  const order = PRODUCT_CATEGORIES.map((c) => c.value as string);
  return {
    total: rows.filter((row) => matches(row, f)).length,
    categories: tally(rows.filter((row) => matches(row, f, "category")).map((row) => row.category)).sort(
      (a, b) => order.indexOf(a.value) - order.indexOf(b.value),
    ),
    stores: tally(rows.filter((row) => matches(row, f, "store")).map((row) => row.sourceStore)).sort(
      (a, b) => b.count - a.count || (a.value < b.value ? -1 : 1),
    ),
    inStock: rows.filter((row) => matches(row, f, "instock") && row.availability === "in_stock").length,
  };
}

/**
 * The order of a sort by hand, of the rows `keep` keeps (ties by id: ascending for price high to low, descending
 * otherwise). Featured is the whole catalogue's grid order with the rows left out (a Casio item keeps its slot).
 */
function sortByHand(all: Row[], keep: (row: Row) => boolean, sort: CatalogueSort): number[] {
  if (sort === "featured")
    return orderProductGrid(all)
      .filter(keep)
      .map((row) => row.id);
  const rows = all.filter(keep);
  const by: Record<Exclude<CatalogueSort, "featured">, (a: Row, b: Row) => number> = {
    price: (a, b) => Number(a.price) - Number(b.price) || b.id - a.id,
    "-price": (a, b) => Number(b.price) - Number(a.price) || a.id - b.id,
    rating: (a, b) => Number(b.rating) - Number(a.rating) || b.id - a.id,
    newest: (a, b) => b.id - a.id,
  };
  return [...rows].sort(by[sort]).map((row) => row.id);
}

/** Random filters: each present about half the time. */
function randomFilters(next: () => number): Filters {
  const f: Filters = {};
  if (next() < 0.5) f.category = PRODUCT_CATEGORIES[Math.floor(next() * PRODUCT_CATEGORIES.length)]?.value;
  if (next() < 0.5) f.store = STORES[Math.floor(next() * STORES.length)];
  // Amounts on price band boundaries (drizzle/0021: 0, 10, 20, 30, 40, 50, 75, 100, …, 5000) and between them.
  if (next() < 0.4) f.min = ["0", "19.99", "20", "25.5", "100", "1299.95"][Math.floor(next() * 6)];
  if (next() < 0.4) f.max = ["19.99", "20", "25.5", "120", "1300", "5000"][Math.floor(next() * 6)];
  if (f.min !== undefined && f.max !== undefined && Number(f.max) < Number(f.min)) delete f.max;
  if (next() < 0.5) f.instock = true;
  return f;
}

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString("base64url");

describe.each(engines)("the catalogue's filters, sorts and facets on %s", (engine) => {
  const t = useTestContext(engine);

  async function seed(count: number, seedValue: number): Promise<Row[]> {
    const next = random(seedValue);
    await t.db.insert(products).values(Array.from({ length: count }, (_, i) => randomRow(i, next)));
    return t.db.select().from(products).orderBy(products.id);
  }

  /** Every page of `path` by cursor, following the Link header. */
  async function walk(path: string): Promise<number[]> {
    const ids: number[] = [];
    let link: string | null = path;
    while (link) {
      const res = await t.request("GET", link);
      expect(res.status, link).toBe(200);
      ids.push(
        ...productSchema
          .array()
          .parse(await res.json())
          .map((p) => p.id),
      );
      link = nextLink(res.headers.get("Link"));
    }
    return ids;
  }

  it("counts the facets as a count by hand does, for random filters on a random catalogue", async () => {
    const rows = await seed(400, 3);
    const next = random(99);
    const cases: Filters[] = [{}, { instock: true }, { category: "display", store: "Amazon" }];
    for (let i = 0; i < 40; i++) cases.push(randomFilters(next));
    for (const f of cases) {
      const res = await t.request("GET", `/api/products/facets?${query(f)}`);
      expect(res.status).toBe(200);
      const facets = catalogueFacetsSchema.parse(await res.json());
      expect(facets, JSON.stringify(f)).toEqual(countByHand(rows, f));
    }
  });

  it("keeps the counts without a price range through every kind of write: inserts, updates, deletes, a truncate", async () => {
    await seed(120, 21);
    const check = async () => {
      const rows = await t.db.select().from(products);
      for (const f of [{}, { category: "care" }, { store: "Amazon", instock: true }, { min: "5", max: "150" }] as Filters[]) {
        // With a session: the answer is not one kept from before these writes, which went past the app.
        const res = await t.request("GET", `/api/products/facets?${query(f)}`, { cookie: t.cookie });
        expect(catalogueFacetsSchema.parse(await res.json()), JSON.stringify(f)).toEqual(countByHand(rows, f));
      }
      // A write that empties a count deletes its row.
      expect(await t.db.select().from(productFacetCounts).where(eq(productFacetCounts.products, 0))).toEqual([]);
    };
    await check();
    await t.db
      .update(products)
      .set({ category: "care" })
      .where(sql`${products.id} % 3 = 0`);
    await t.db
      .update(products)
      .set({ availability: "in_stock", price: "1.00" })
      .where(sql`${products.id} % 5 = 0`);
    await t.db
      .update(products)
      .set({ price: "2.00" })
      .where(sql`${products.id} % 7 = 0`);
    await check();
    await t.db.delete(products).where(sql`${products.id} % 4 = 0`);
    await check();
    const [one] = await t.db.select({ id: products.id }).from(products).limit(1);
    expect(
      (await t.request("PATCH", `/api/products/${one?.id}`, { cookie: t.cookie, body: { sourceStore: "Brand New Store" } })).status,
    ).toBe(200);
    await check();
    await t.db.execute(sql`truncate products cascade`);
    await check();
    await seed(10, 2);
    await check();
  });

  it("walks every sort with filters by cursor and by numbered page: the whole result, no duplicates, no gaps, ties by id", async () => {
    const rows = await seed(300, 17);
    const next = random(5);
    const cases: Filters[] = [{}, { category: "care" }, { store: "Amazon", instock: true }, randomFilters(next), randomFilters(next)];
    for (const f of cases) {
      for (const sort of CATALOGUE_SORTS) {
        const expected = sortByHand(rows, (row) => matches(row, f), sort);
        const label = `${sort} ${JSON.stringify(f)}`;
        const byCursor = await walk(`/api/products?${query(f, { limit: "13", sort })}`);
        expect(byCursor, label).toEqual(expected);
        expect(new Set(byCursor).size).toBe(byCursor.length);
        // Numbered pages are the same pages.
        const page2 = await t.request("GET", `/api/products?${query(f, { limit: "13", page: "2", sort })}`);
        expect(
          productSchema
            .array()
            .parse(await page2.json())
            .map((p) => p.id),
          label,
        ).toEqual(expected.slice(13, 26));
      }
    }
  });

  it("keeps the unfiltered list's path: without filters `sort=featured` is the home grid's list, its cursors too", async () => {
    await seed(50, 8);
    const plain = await t.request("GET", "/api/products?limit=10");
    const featured = await t.request("GET", "/api/products?limit=10&sort=featured");
    expect(await featured.text()).toBe(await plain.text());
    expect(nextLink(featured.headers.get("Link"))).toMatch(/sort=featured&limit=10&cursor=|cursor=/);
  });

  it("refuses a cursor of another sort, and one of the featured order for a valued sort", async () => {
    await seed(20, 4);
    const featured = cursorOf([3, 5, 5]);
    expect((await t.request("GET", `/api/products?sort=price&cursor=${featured}`)).status).toBe(400);
    const price = cursorOf(["price", "19.99", 5]);
    expect((await t.request("GET", `/api/products?sort=price&cursor=${price}`)).status).toBe(200);
    for (const path of [
      `/api/products?sort=-price&cursor=${price}`,
      `/api/products?cursor=${price}`,
      `/api/products?sort=rating&cursor=${price}`,
    ]) {
      const res = await t.request("GET", path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^cursor: /);
    }
    expect((await t.request("GET", `/api/products?sort=newest&cursor=${cursorOf(["newest", 99999999999])}`)).status).toBe(400);
  });

  it("treats an empty value as no value (a plain GET form sends its empty fields)", async () => {
    await seed(40, 6);
    const plain = await t.request("GET", "/api/products?limit=40");
    const empty = await t.request("GET", "/api/products?limit=40&store=&min=&max=&instock=&sort=&category=");
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual(await plain.json());
    expect((await t.request("GET", "/api/products/facets?store=&min=")).status).toBe(200);
  });

  it.each([
    ["category=sneakers", "category"],
    ["category=%00", "category"],
    ["store=%00", "store"],
    [`store=${"x".repeat(101)}`, "store"],
    ["store=a%01b", "store"],
    ["min=abc", "min"],
    ["min=-1", "min"],
    ["min=1e3", "min"],
    ["max=12.345", "max"],
    ["max=999999999", "max"],
    ["min=50&max=10", "max"],
    ["instock=yes", "instock"],
    ["instock=0", "instock"],
    ["sort=cheapest", "sort"],
    ["sort=PRICE", "sort"],
  ])("answers a malformed parameter (%s) with a 400 naming %s", async (params, name) => {
    const paths = [`/api/products?${params}`];
    if (!params.startsWith("sort")) paths.push(`/api/products/facets?${params}`);
    for (const path of paths) {
      const res = await t.request("GET", path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message, path).toMatch(new RegExp(`^${name}\\b`));
    }
  });
});
