import { type LinkCheck, linkHealthSchema, productClicksSchema } from "@app/core";
import { describe, expect, it } from "vitest";
import { linkChecks, linkClicks } from "../db/schema";
import { expectBadPageQueries, walkPages } from "../test/paging";
import { engines, useTestContext } from "../test/test-app";

const DAY = 86_400_000;
const KINDS = ["product", "store", "brand", "other"] as const;
const STATUSES = ["ok", "broken", "unreachable", "pending"] as const;
const rank = (l: LinkCheck) =>
  l.status === "broken" ? (l.acknowledgedAt === null ? 0 : 1) : l.status === "unreachable" ? 2 : l.status === "pending" ? 3 : 4;

describe.each(engines)("admin link and click lists on %s", (engine) => {
  const t = useTestContext(engine);

  const insertChecks = (from: number, count: number) =>
    t.db
      .insert(linkChecks)
      .values(
        Array.from({ length: count }, (_, i) => {
          const n = from + i;
          return {
            url: `https://shop.example/${n}`,
            kind: KINDS[n % KINDS.length]!,
            refId: KINDS[n % KINDS.length] === "product" ? n + 1 : null,
            label: `label ${["a", "b", "c"][n % 3]}`, // repeated labels: ties by id
            status: STATUSES[(n >> 2) % STATUSES.length]!,
            acknowledgedAt: n % 5 === 0 ? t.clock.now : null,
          };
        }),
      )
      .returning();

  it("pages link health, broken and unacknowledged first, by kind and label, every link once", async () => {
    await insertChecks(0, 90);
    const res = await t.request("GET", "/api/admin/links?limit=10", { cookie: t.cookie });
    const first = linkHealthSchema.parse(await res.json());
    expect(first.links).toHaveLength(10);
    expect(first.checking).toBe(false);
    expect(res.headers.get("link")).toMatch(/^<\/api\/admin\/links\?limit=10&cursor=[\w-]+>; rel="next"$/);

    const walked = await walkPages<LinkCheck>(t, "/api/admin/links?limit=10", t.cookie, {
      pick: (body) => linkHealthSchema.parse(body).links,
      between: async (page) => void (page === 2 ? await insertChecks(1000, 8) : undefined),
    });
    expect(walked.pages).toHaveLength(10);
    const keys = walked.items.map((l) => [rank(l), l.kind, l.label] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]) || a[2].localeCompare(b[2]));
    expect(keys).toEqual(sorted);
    const urls = walked.items.map((l) => l.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (let n = 0; n < 90; n++) expect(urls).toContain(`https://shop.example/${n}`);
    expect(walked.items[0]).toMatchObject({ status: "broken", acknowledgedAt: null });
    expect(walked.items[0]).not.toHaveProperty("id");
  });

  it("filters link health by state and kind, still broken first and paged", async () => {
    await insertChecks(0, 90);
    const all = await t.db.select().from(linkChecks);
    const walked = await walkPages<LinkCheck>(t, "/api/admin/links?limit=5&status=unreachable&kind=store", t.cookie, {
      pick: (body) => linkHealthSchema.parse(body).links,
    });
    const expected = all.filter((l) => l.status === "unreachable" && l.kind === "store").map((l) => l.url);
    expect(expected.length).toBeGreaterThan(5);
    expect(walked.items.map((l) => l.url).sort()).toEqual([...expected].sort());
    const broken = linkHealthSchema.parse(await (await t.request("GET", "/api/admin/links?status=broken", { cookie: t.cookie })).json());
    expect(broken.links.every((l) => l.status === "broken")).toBe(true);
    for (const bad of ["status=lost", "kind=shoe"]) {
      const res = await t.request("GET", `/api/admin/links?${bad}`, { cookie: t.cookie });
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(new RegExp(`^${bad.split("=")[0]}: must be one of`));
    }
  });

  it("pages the broken products' ids in id order, or answers for the ids asked about", async () => {
    await insertChecks(0, 200);
    const broken = (await t.db.select().from(linkChecks))
      .filter((l) => l.kind === "product" && l.status === "broken")
      .map((l) => l.refId!)
      .sort((a, b) => a - b);
    expect(broken.length).toBeGreaterThan(7);
    const walked = await walkPages<number>(t, "/api/admin/links/products?limit=3", t.cookie);
    expect(walked.items).toEqual(broken);
    expect(walked.pages[0]).toHaveLength(3);
    const asked = [broken[1]!, broken[4]!, 999_999, 2];
    const res = await t.request("GET", `/api/admin/links/products?ids=${asked.join(",")}`, { cookie: t.cookie });
    expect(await res.json()).toEqual([broken[1], broken[4]]);
    expect(res.headers.get("link")).toBeNull();
  });

  it("pages clicks per product in product id order, or of the ids asked about, within the range", async () => {
    const now = t.clock.now;
    await t.db.insert(linkClicks).values(
      Array.from({ length: 60 }, (_, i) => ({
        url: `https://shop.example/${i % 12}`,
        kind: "product",
        refId: (i % 12) + 1,
        label: "x",
        visitorHash: "h",
        // Each product: 2 clicks today, 2 of 40 days ago, 1 of 80.
        clickedAt: new Date(now.getTime() - (Math.floor(i / 12) % 3) * 40 * DAY),
      })),
    );
    await t.db.insert(linkClicks).values({ url: "https://other.example/", kind: "other", label: "o", visitorHash: "h", clickedAt: now });
    const walked = await walkPages<{ productId: number; clicks: number }>(t, "/api/admin/clicks/products?days=30&limit=5", t.cookie, {
      pick: (body) => productClicksSchema.parse(body),
    });
    expect(walked.pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(walked.links[0]).toContain("days=30&limit=5&cursor=");
    expect(walked.items).toEqual(Array.from({ length: 12 }, (_, i) => ({ productId: i + 1, clicks: 2 })));

    const year = await walkPages<{ productId: number; clicks: number }>(t, "/api/admin/clicks/products?days=365", t.cookie);
    expect(year.items.reduce((sum, c) => sum + c.clicks, 0)).toBe(60);
    const some = await t.request("GET", "/api/admin/clicks/products?days=365&ids=3,5,77", { cookie: t.cookie });
    expect(await some.json()).toEqual([
      { productId: 3, clicks: 5 },
      { productId: 5, clicks: 5 },
    ]);
  });

  it("refuse bad paging and filters with a 400 naming the field, and need a session", async () => {
    await insertChecks(0, 4);
    const other = ["products:newest:desc", 1];
    await expectBadPageQueries(t, "/api/admin/links", t.cookie, other);
    await expectBadPageQueries(t, "/api/admin/links/products", t.cookie, other);
    await expectBadPageQueries(t, "/api/admin/clicks/products?days=7", t.cookie, ["broken", 1]);
    for (const [path, field] of [
      ["/api/admin/links/products?ids=1,x", "ids"],
      ["/api/admin/links/products?ids=", "ids"],
      [`/api/admin/links/products?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`, "ids"],
      ["/api/admin/clicks/products?ids=0", "ids"],
      ["/api/admin/clicks/products?days=0", "days"],
    ] as const) {
      const res = await t.request("GET", path, { cookie: t.cookie });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message, path).toMatch(new RegExp(`^${field}(\\.\\d+)?: `));
    }
    for (const path of ["/api/admin/links?limit=1", "/api/admin/links/products?limit=1", "/api/admin/clicks/products?limit=1"]) {
      expect((await t.request("GET", path)).status, path).toBe(401);
    }
  });
});
