import { adminProductSchema, productSchema } from "@app/core";
import { describe, expect, it } from "vitest";
import { engines, FOREIGN_ORIGIN, useTestContext } from "../test/test-app";

const sprayBody = {
  title: "Crep Protect Spray 200ml",
  price: "17.99",
  imageUrl: "/images/products/protective-spray.svg",
  productUrl: "https://www.amazon.com/dp/B00K0OHD3G",
  amazonAsin: "b00k0ohd3g",
};

describe.each(engines)("products API on %s", (engine) => {
  const t = useTestContext(engine);

  const create = async (body: Record<string, unknown> = sprayBody) => {
    const res = await t.request("POST", "/api/products", { cookie: t.cookie, body });
    expect(res.status).toBe(201);
    return adminProductSchema.parse(await res.json());
  };

  it("creates a product with the defaults and returns it as the admin sees it", async () => {
    const product = await create();
    expect(product).toEqual({
      id: expect.any(Number),
      title: "Crep Protect Spray 200ml",
      price: "17.99",
      currency: "USD",
      rating: "4.5",
      reviewCount: 0,
      imageUrl: "/images/products/protective-spray.svg",
      productUrl: "https://www.amazon.com/dp/B00K0OHD3G",
      sourceStore: "Amazon",
      amazonAsin: "B00K0OHD3G",
      category: "sneaker-accessories",
      priceCheckedAt: null,
      priceAsOf: t.clock.now.toISOString(),
      availability: "unknown",
      slug: "crep-protect-spray-200ml",
      description: "",
    });
  });

  it("dates every price from when it was typed: a new price or currency moves the date, other edits keep it", async () => {
    const { id } = await create();
    const typedAt = t.clock.now.toISOString();
    const patch = async (body: Record<string, unknown>) => {
      t.clock.advance(60 * 60 * 1000);
      const res = await t.request("PATCH", `/api/products/${id}`, { cookie: t.cookie, body });
      expect(res.status).toBe(200);
      return adminProductSchema.parse(await res.json()).priceAsOf;
    };
    expect(await patch({ title: "Crep Protect Spray 250ml", price: "17.99" })).toBe(typedAt);
    expect(await patch({ price: "18.49" })).toBe(t.clock.now.toISOString());
    expect(await patch({ currency: "EUR" })).toBe(t.clock.now.toISOString());
    const [pub] = productSchema.array().parse(await (await t.request("GET", "/api/products")).json());
    expect(pub?.priceAsOf).toBe(t.clock.now.toISOString());
  });

  it("accepts only the catalogue's categories", async () => {
    expect((await create({ ...sprayBody, category: "care" })).category).toBe("care");
    const res = await t.request("POST", "/api/products", { cookie: t.cookie, body: { ...sprayBody, category: "Shoes & Stuff" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^category: must be one of: sneaker-accessories, display/);
    const { id } = await create();
    const patch = await t.request("PATCH", `/api/products/${id}`, { cookie: t.cookie, body: { category: "nope" } });
    expect(patch.status).toBe(400);
  });

  it("lists public products in id order with the affiliate link and no admin fields", async () => {
    await create();
    await create({
      ...sprayBody,
      title: "Sneaker Bag",
      sourceStore: "Foot Locker",
      amazonAsin: null,
      productUrl: "https://www.footlocker.com/p/bag",
      price: 30,
    });
    const res = await t.request("GET", "/api/products");
    expect(res.status).toBe(200);
    const list = productSchema.array().parse(await res.json());
    expect(list.map((p) => p.title)).toEqual(["Crep Protect Spray 200ml", "Sneaker Bag"]);
    expect(list[0]?.affiliateLink).toBe("https://www.amazon.com/dp/B00K0OHD3G?tag=kicks-20");
    expect(list[1]?.affiliateLink).toBe("https://www.footlocker.com/p/bag");
    expect(list[1]?.price).toBe("30.00");
    expect(list[0]).not.toHaveProperty("productUrl");
  });

  it("serves the public list from a per-version cache that no write can leave stale, on any instance", async () => {
    const first = await create();
    const other = await t.openInstance(); // a second server instance over the same database
    try {
      const titles = async (app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> } = t.app) =>
        productSchema
          .array()
          .parse(await (await app.request("/api/products")).json())
          .map((p) => p.title);
      // The other instance learns of a write from its NOTIFY, which arrives shortly after the commit.
      const eventually = (expected: string[]) => expect.poll(() => titles(other.app), { timeout: 5_000, interval: 20 }).toEqual(expected);

      expect(await titles()).toEqual(["Crep Protect Spray 200ml"]);
      await eventually(["Crep Protect Spray 200ml"]);
      // The clock is frozen in tests: the cache must notice the write anyway; the writer sees it at once.
      const patched = await t.request("PATCH", `/api/products/${first.id}`, { cookie: t.cookie, body: { title: "Renamed Spray" } });
      expect(patched.status).toBe(200);
      expect(await titles()).toEqual(["Renamed Spray"]);
      await eventually(["Renamed Spray"]);
      await create({ ...sprayBody, title: "Second" });
      await eventually(["Renamed Spray", "Second"]);
      expect((await t.request("DELETE", `/api/products/${first.id}`, { cookie: t.cookie })).status).toBe(204);
      expect(await titles()).toEqual(["Second"]);
      await eventually(["Second"]);
    } finally {
      await other.close();
    }

    const gz = await t.request("GET", "/api/products", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const tag = gz.headers.get("etag") as string;
    expect(tag).toMatch(/^W\/"/);
    expect((await t.request("GET", "/api/products", { headers: { "if-none-match": tag } })).status).toBe(304);
  });

  it("admin list has every field and needs a session", async () => {
    await create();
    const res = await t.request("GET", "/api/admin/products", { cookie: t.cookie });
    expect(res.status).toBe(200);
    const list = adminProductSchema.array().parse(await res.json());
    expect(list[0]?.productUrl).toBe(sprayBody.productUrl);
    const anonymous = await t.request("GET", "/api/admin/products");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: expect.any(String) });
  });

  it("rejects invalid bodies with a 400 naming the field", async () => {
    for (const [body, field] of [
      [{ ...sprayBody, title: "  " }, "title"],
      [{ ...sprayBody, price: "abc" }, "price"],
      [{ ...sprayBody, rating: "5.5" }, "rating"],
      [{ ...sprayBody, reviewCount: 1.5 }, "reviewCount"],
      [{ ...sprayBody, productUrl: "javascript:alert(1)" }, "productUrl"],
      [{ ...sprayBody, imageUrl: "https://via.placeholder.com/300" }, "imageUrl"],
      [{ ...sprayBody, amazonAsin: "short" }, "amazonAsin"],
    ] as const) {
      const res = await t.request("POST", "/api/products", { cookie: t.cookie, body });
      expect(res.status, field).toBe(400);
      const json = (await res.json()) as { message: string; issues: { path: string }[] };
      expect(json.message.startsWith(`${field}:`), json.message).toBe(true);
      expect(json.issues[0]?.path).toBe(field);
    }
    const malformed = await t.request("POST", "/api/products", { cookie: t.cookie, rawBody: "{not json" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Malformed JSON body" });
  });

  it("updates a product (200), and answers 404 for an unknown id and 400 for a bad id", async () => {
    const product = await create();
    const res = await t.request("PATCH", `/api/products/${product.id}`, { cookie: t.cookie, body: { price: "19.5", rating: 4.8 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: product.id, price: "19.50", rating: "4.8", title: sprayBody.title });

    const missing = await t.request("PATCH", "/api/products/9999", { cookie: t.cookie, body: { price: "1" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Product not found" });

    for (const id of ["abc", "0", "-1", "1.5"]) {
      const bad = await t.request("PATCH", `/api/products/${id}`, { cookie: t.cookie, body: { price: "1" } });
      expect(bad.status, id).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(/^id:/);
    }
    const empty = await t.request("PATCH", `/api/products/${product.id}`, { cookie: t.cookie, body: {} });
    expect(empty.status).toBe(400);
  });

  it("deletes a product with 204 and no body, then 404", async () => {
    const product = await create();
    const res = await t.request("DELETE", `/api/products/${product.id}`, { cookie: t.cookie });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await t.request("DELETE", `/api/products/${product.id}`, { cookie: t.cookie })).status).toBe(404);
    const list = (await (await t.request("GET", "/api/products")).json()) as unknown[];
    expect(list).toHaveLength(0);
  });

  it("refuses every write without a session (401)", async () => {
    const product = await create();
    expect((await t.request("POST", "/api/products", { body: sprayBody })).status).toBe(401);
    expect((await t.request("PATCH", `/api/products/${product.id}`, { body: { price: "1" } })).status).toBe(401);
    expect((await t.request("DELETE", `/api/products/${product.id}`)).status).toBe(401);
    expect((await t.request("POST", "/api/products", { body: sprayBody, cookie: "sid=forged" })).status).toBe(401);
  });

  it("refuses cookie writes without a same-origin Origin (CSRF), but not bearer-token writes", async () => {
    for (const origin of [null, FOREIGN_ORIGIN]) {
      const res = await t.request("POST", "/api/products", { cookie: t.cookie, body: sprayBody, origin });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "Cross-site request refused" });
    }
    const allowed = await t.request("POST", "/api/products", { cookie: t.cookie, body: sprayBody, origin: "https://kicks.example" });
    expect(allowed.status).toBe(201);
    const token = await t.loginToken();
    const bearer = await t.request("POST", "/api/products", { token, body: sprayBody, origin: null });
    expect(bearer.status).toBe(201);
  });
});
