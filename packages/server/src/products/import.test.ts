import {
  adminProductSchema,
  orderProductGrid,
  PRODUCT_IMPORT_MAX_ROWS,
  productImportResultSchema,
  productSchema,
  searchResultSchema,
} from "@app/core";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { priceHistory, products } from "../db/schema";
import { engines, useTestContext } from "../test/test-app";

const HEADING = "externalId,title,price,imageUrl,productUrl,sourceStore,reviewCount";
const csvRow = (n: number, title = `Crease Guard ${n}`, price = `${10 + n}.99`, store = "Amazon") =>
  `sup-${n},${title},${price},https://img.example/${n}.jpg,https://shop.example/p/${n},${store},${n}`;

describe.each(engines)("product import on %s", (engine) => {
  const t = useTestContext(engine);

  const post = (body: string, { type = "text/csv", query = "" } = {}) =>
    t.request("POST", `/api/admin/products/import${query}`, { cookie: t.cookie, rawBody: body, headers: { "content-type": type } });
  const imported = async (res: Response) => {
    expect(res.status).toBe(200);
    return productImportResultSchema.parse(await res.json());
  };
  const all = () => t.db.select().from(products).orderBy(asc(products.id));

  it("refuses a file with bad rows whole, naming each as line: field: reason; ?partial=1 imports the good ones", async () => {
    const file = [
      HEADING,
      csvRow(1),
      csvRow(2, "Shoe Trees", "12.5.0"),
      // A quoted cell may hold commas and a line break: the row after it is line 6.
      csvRow(3, '"Sole Cleaner, ""Pro""\nEdition"'),
      "sup-4,,5.00,https://img.example/4.jpg,not-a-url,Amazon,1",
      csvRow(5),
    ].join("\r\n");
    const refused = await post(file);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toBe("2 of 5 rows are not valid: nothing was imported (a partial import adds the other 3)");
    expect(body.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      "line 3: price: must be a non-negative amount with at most 2 decimals",
      "line 6: title: Title required",
      "line 6: productUrl: must be an http(s) URL",
    ]);
    expect(await all()).toEqual([]);

    const partial = await imported(await post(file, { query: "?partial=1" }));
    expect(partial).toEqual({ rows: 5, added: 3, updated: 0, rejected: 2, problems: body.issues.map((i) => `${i.path}: ${i.message}`) });
    const rows = await all();
    expect(rows.map((row) => [row.externalId, row.title, row.price, row.reviewCount])).toEqual([
      ["sup-1", "Crease Guard 1", "11.99", 1],
      ["sup-3", 'Sole Cleaner, "Pro"\nEdition', "13.99", 3],
      ["sup-5", "Crease Guard 5", "15.99", 5],
    ]);
  });

  it("updates the product with the row's external id, else the one with its URL, keeping its slug and the columns not given", async () => {
    const handMade = adminProductSchema.parse(
      await (
        await t.request("POST", "/api/products", {
          cookie: t.cookie,
          body: { title: "Hand Made Box", price: "30.00", rating: "3.5", imageUrl: "/b.jpg", productUrl: "https://shop.example/p/2" },
        })
      ).json(),
    );
    const lines = (rows: object[]) => rows.map((row) => JSON.stringify(row)).join("\n");
    const first = await imported(
      await post(
        lines([
          { externalId: "a-1", title: "Sneaker Crate", price: "20.00", imageUrl: "/a.jpg", productUrl: "https://shop.example/p/1" },
          // No product has b-2 yet: the hand-made one with this URL is the row's product.
          { externalId: "b-2", title: "Hand Made Box XL", price: "35.00", imageUrl: "/b.jpg", productUrl: "https://shop.example/p/2" },
        ]),
        { type: "application/x-ndjson" },
      ),
    );
    expect(first).toMatchObject({ rows: 2, added: 1, updated: 1, rejected: 0 });
    const again = await imported(
      await post(
        lines([
          {
            external_id: "a-1",
            title: "Sneaker Crate Deluxe",
            price: "25.00",
            imageUrl: "/a.jpg",
            productUrl: "https://shop.example/p/1b",
          },
          { externalId: "b-2", title: "Hand Made Box XL", price: "35.00", imageUrl: "/b.jpg", productUrl: "https://shop.example/p/2" },
          // Named twice in one file: the later line wins.
          { externalId: "a-1", title: "Sneaker Crate Deluxe", price: "24.00", imageUrl: "/a.jpg", productUrl: "https://shop.example/p/1b" },
        ]),
        { type: "application/jsonl" },
      ),
    );
    expect(again).toMatchObject({ rows: 3, added: 0, updated: 3 });
    const rows = await all();
    expect(rows.map((row) => [row.id, row.externalId, row.title, row.price, row.rating, row.slug, row.productUrl])).toEqual([
      [handMade.id, "b-2", "Hand Made Box XL", "35.00", "3.5", "hand-made-box", "https://shop.example/p/2"],
      [handMade.id + 1, "a-1", "Sneaker Crate Deluxe", "24.00", "4.5", "sneaker-crate", "https://shop.example/p/1b"],
    ]);
    // Each price the product had, once: 20.00, 25.00, 24.00.
    const history = await t.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.productId, handMade.id + 1))
      .orderBy(priceHistory.id);
    expect(history.map((h) => h.price)).toEqual(["20.00", "25.00", "24.00"]);
  });

  it("keeps the grid order, search and facet counts right after an import", async () => {
    const file = [
      HEADING,
      ...Array.from({ length: 40 }, (_, i) =>
        i % 5 === 0
          ? csvRow(i, `G-Shock Watch ${i}`)
          : i % 7 === 0
            ? csvRow(i, `Casio Watch Stand ${i}`, "40.00", "Casio")
            : i % 3 === 0
              ? csvRow(i, `Supbro LED Stackable Box ${i}`)
              : csvRow(i, `Waterproof Sneaker Protector ${i}`),
      ),
    ].join("\n");
    expect(await imported(await post(file))).toMatchObject({ added: 40 });
    const rows = await all();
    const listed = productSchema.array().parse(await (await t.request("GET", "/api/products?limit=100")).json());
    expect(listed.map((p) => p.id)).toEqual(orderProductGrid(rows).map((row) => row.id));
    const found = searchResultSchema.array().parse(await (await t.request("GET", "/api/search?q=casio%20stand")).json());
    expect(found.filter((r) => r.type === "product").map((r) => r.title)).toEqual(
      expect.arrayContaining(rows.filter((r) => r.title.startsWith("Casio Watch Stand")).map((r) => r.title)),
    );
    const facets = (await (await t.request("GET", "/api/products/facets")).json()) as { stores: { value: string; count: number }[] };
    expect(facets.stores).toEqual(
      expect.arrayContaining([{ value: "Casio", count: rows.filter((r) => r.sourceStore === "Casio").length }]),
    );
  });

  it(
    `refuses a file of more than ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows, importing nothing`,
    { timeout: 180_000 },
    async () => {
      // The first row is bad, so the others are only read and checked (a quicker test), as a valid file's would be.
      const rows = Array.from({ length: PRODUCT_IMPORT_MAX_ROWS }, (_, i) => csvRow(i + 2));
      const file = [HEADING, "x,,1.00,/a.jpg,https://shop.example/x,Amazon,0", ...rows].join("\n");
      const res = await post(file);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: "line 100002: the file has more than 100,000 rows: split it; nothing was imported" });
      expect(await all()).toEqual([]);
    },
  );

  it("refuses another content type, an unknown column, a missing required one, and a caller who is not the admin", async () => {
    expect((await post(HEADING, { type: "application/json" })).status).toBe(415);
    const unknown = await post("title,price,colour\nA,1.00,red");
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(
      /^line 1: unknown column "colour" \(the columns are title, price/,
    );
    const missing = await post("title,price\nA,1.00");
    expect(await missing.json()).toEqual({ message: "line 1: the file needs the columns imageUrl, productUrl" });
    const bad = await post('[1]\n{"title": 1, "colour": 2}\nnot json', { type: "application/x-ndjson" });
    expect(((await bad.json()) as { issues: { path: string; message: string }[] }).issues).toEqual([
      { path: "line 1", message: "is not a JSON object" },
      { path: "line 2", message: 'unknown field "colour"' },
      { path: "line 3", message: "is not valid JSON" },
    ]);
    expect((await post(HEADING, { query: "?partial=yes" })).status).toBe(400);
    const anonymous = await t.request("POST", "/api/admin/products/import", { rawBody: HEADING, headers: { "content-type": "text/csv" } });
    expect(anonymous.status).toBe(401);
  });
});
