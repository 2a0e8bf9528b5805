import { storeSchema, type StoreCreate } from "@app/core";
import { beforeEach, describe, expect, it } from "vitest";
import { stores } from "../db/schema";
import { engines, FOREIGN_ORIGIN, useTestContext } from "../test/test-app";

const store = (name: string, city: string, state: string, country: string) => ({
  name,
  address: "1 Main St",
  city,
  state,
  country,
  status: "boutique",
});

describe.each(engines)("stores API on %s", (engine) => {
  const t = useTestContext(engine);
  beforeEach(async () => {
    await t.db
      .insert(stores)
      .values([
        store("Kith", "New York", "NY", "USA"),
        store("Bodega", "Boston", "MA", "USA"),
        store("Concepts", "Cambridge", "MA", "USA"),
        store("atmos", "Tokyo", "Tokyo", "Japan"),
        store("Extra Butter", "New York", "NY", "USA"),
      ]);
  });

  it("lists stores publicly, ordered by country, state, city, name", async () => {
    const res = await t.request("GET", "/api/stores");
    expect(res.status).toBe(200);
    const list = storeSchema.array().parse(await res.json());
    expect(list.map((s) => s.name)).toEqual(["atmos", "Bodega", "Concepts", "Extra Butter", "Kith"]);
    expect(list[0]).toMatchObject({ phone: null, website: null, rakutenMerchantId: null });
  });

  it("updates the merchant id: trimmed, blank becomes null", async () => {
    const [first] = storeSchema.array().parse(await (await t.request("GET", "/api/stores")).json());
    const id = first?.id as number;
    const set = await t.request("PATCH", `/api/stores/${id}`, { cookie: t.cookie, body: { rakutenMerchantId: "  37695 " } });
    expect(set.status).toBe(200);
    expect(storeSchema.parse(await set.json()).rakutenMerchantId).toBe("37695");
    const cleared = await t.request("PATCH", `/api/stores/${id}`, { cookie: t.cookie, body: { rakutenMerchantId: "   " } });
    expect(storeSchema.parse(await cleared.json()).rakutenMerchantId).toBeNull();
    const nulled = await t.request("PATCH", `/api/stores/${id}`, { cookie: t.cookie, body: { rakutenMerchantId: null } });
    expect(nulled.status).toBe(200);
  });

  it("validates the update and the id; unknown ids are 404", async () => {
    const empty = await t.request("PATCH", "/api/stores/1", { cookie: t.cookie, body: {} });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toMatch(/at least one field is required/);
    for (const body of [
      { rakutenMerchantId: 42 },
      { rakutenMerchantId: "has spaces inside" },
      { rakutenMerchantId: "abc123" },
      { rakutenMerchantId: "37695x" },
    ]) {
      const res = await t.request("PATCH", "/api/stores/1", { cookie: t.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^rakutenMerchantId:/);
    }
    expect((await t.request("PATCH", "/api/stores/abc", { cookie: t.cookie, body: { rakutenMerchantId: "1" } })).status).toBe(400);
    const missing = await t.request("PATCH", "/api/stores/99999", { cookie: t.cookie, body: { rakutenMerchantId: "1" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Store not found" });
  });

  it("updates need a session and a same-origin Origin", async () => {
    expect((await t.request("PATCH", "/api/stores/1", { body: { rakutenMerchantId: "1" } })).status).toBe(401);
    expect(
      (await t.request("PATCH", "/api/stores/1", { cookie: t.cookie, origin: FOREIGN_ORIGIN, body: { rakutenMerchantId: "1" } })).status,
    ).toBe(403);
  });
});

describe.each(engines)("stores admin on %s", (engine) => {
  const t = useTestContext(engine);
  const valid: StoreCreate = {
    name: "Sole Shop",
    address: "12 Market St",
    city: "Portland",
    state: "or",
    country: "United States",
    phone: "(503) 555-0100",
    website: "https://soleshop.example",
    status: "flagship",
    rakutenMerchantId: " 4242 ",
  };
  const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

  it("adds a store (US spellings stored as USA, the state's code upper-cased), shown publicly at once", async () => {
    const before = storeSchema.array().parse(await (await t.request("GET", "/api/stores")).json());
    const res = await t.request("POST", "/api/stores", { cookie: t.cookie, body: valid });
    expect(res.status).toBe(201);
    const created = storeSchema.parse(await res.json());
    expect(created).toMatchObject({ name: "Sole Shop", state: "OR", country: "USA", rakutenMerchantId: "4242", status: "flagship" });
    const after = storeSchema.array().parse(await (await t.request("GET", "/api/stores")).json());
    expect(after).toHaveLength(before.length + 1);
    const minimal = await t.request("POST", "/api/stores", {
      cookie: t.cookie,
      body: { name: "Atmos Harajuku", address: "4-32-1 Jingumae", city: "Tokyo", country: "Japan", phone: "", website: "" },
    });
    expect(minimal.status).toBe(201);
    expect(storeSchema.parse(await minimal.json())).toMatchObject({
      state: "",
      phone: null,
      website: null,
      status: "boutique",
      rakutenMerchantId: null,
    });
  });

  it("checks the address fields, the country, the phone and the URL: 400 naming the field", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "  " }, /^name: is required/],
      [{ address: "" }, /^address: is required/],
      [{ city: undefined }, /^city: is required/],
      [{ country: "" }, /^country: is required/],
      [{ country: "12345" }, /^country: must be a country name/],
      [{ state: "Oregon" }, /^state: must be a US state's two-letter code/],
      [{ state: "" }, /^state: must be a US state's two-letter code/],
      [{ phone: "call us" }, /^phone: must be a phone number/],
      [{ website: "javascript:alert(1)" }, /^website: must be an http\(s\) URL/],
      [{ website: "soleshop.example" }, /^website: must be an http\(s\) URL/],
      [{ status: "closed" }, /^status: must be one of: flagship, chain/],
      [{ rakutenMerchantId: "abc" }, /^rakutenMerchantId: must be digits only/],
      [{ name: "x".repeat(121) }, /^name: must be at most 120 characters/],
    ];
    for (const [change, message] of cases) {
      const res = await t.request("POST", "/api/stores", { cookie: t.cookie, body: { ...valid, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await messageOf(res), JSON.stringify(change)).toMatch(message);
    }
    expect((await t.request("POST", "/api/stores", { cookie: t.cookie, body: "not json" })).status).toBe(400);
  });

  it("edits any field, checking a US state against the stored country; deletes; 404 for unknown ids", async () => {
    const created = storeSchema.parse(await (await t.request("POST", "/api/stores", { cookie: t.cookie, body: valid })).json());
    const renamed = await t.request("PATCH", `/api/stores/${created.id}`, {
      cookie: t.cookie,
      body: { name: "Sole Shop PDX", city: "Beaverton" },
    });
    expect(renamed.status).toBe(200);
    expect(storeSchema.parse(await renamed.json())).toMatchObject({
      name: "Sole Shop PDX",
      city: "Beaverton",
      state: "OR",
      rakutenMerchantId: "4242",
    });
    const badState = await t.request("PATCH", `/api/stores/${created.id}`, { cookie: t.cookie, body: { state: "Ontario" } });
    expect(badState.status).toBe(400);
    expect(await messageOf(badState)).toMatch(/^state:/);
    const moved = await t.request("PATCH", `/api/stores/${created.id}`, {
      cookie: t.cookie,
      body: { country: "Canada", state: "Ontario" },
    });
    expect(storeSchema.parse(await moved.json())).toMatchObject({ country: "Canada", state: "Ontario" });
    expect((await t.request("DELETE", `/api/stores/${created.id}`, { cookie: t.cookie })).status).toBe(204);
    expect((await t.request("DELETE", `/api/stores/${created.id}`, { cookie: t.cookie })).status).toBe(404);
    expect((await t.request("PATCH", `/api/stores/${created.id}`, { cookie: t.cookie, body: { name: "x" } })).status).toBe(404);
  });

  it("pages the admin's list in name order, searched by name or city; needs a session", async () => {
    for (const [name, city] of [
      ["b store", "Austin"],
      ["A store", "Boston"],
      ["c store", "Chicago"],
      ["D shop", "Austin"],
    ] as const) {
      await t.request("POST", "/api/stores", { cookie: t.cookie, body: { ...valid, name, city } });
    }
    expect((await t.request("GET", "/api/admin/stores")).status).toBe(401);
    const first = await t.request("GET", "/api/admin/stores?limit=2", { cookie: t.cookie });
    expect(
      storeSchema
        .array()
        .parse(await first.json())
        .map((s) => s.name),
    ).toEqual(["A store", "b store"]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("Link") ?? "")?.[1] as string;
    const second = await t.request("GET", next, { cookie: t.cookie });
    expect(
      storeSchema
        .array()
        .parse(await second.json())
        .map((s) => s.name),
    ).toEqual(["c store", "D shop"]);
    const austin = await t.request("GET", "/api/admin/stores?q=AUSTIN", { cookie: t.cookie });
    expect(
      storeSchema
        .array()
        .parse(await austin.json())
        .map((s) => s.name),
    ).toEqual(["b store", "D shop"]);
    const percent = await t.request("GET", "/api/admin/stores?q=%25", { cookie: t.cookie });
    expect(await percent.json()).toEqual([]);
    expect((await t.request("GET", "/api/admin/stores?cursor=nope", { cookie: t.cookie })).status).toBe(400);
    expect((await t.request("GET", "/api/admin/stores?limit=0", { cookie: t.cookie })).status).toBe(400);
  });

  it("writes need a session and a same-origin Origin", async () => {
    expect((await t.request("POST", "/api/stores", { body: valid })).status).toBe(401);
    expect((await t.request("DELETE", "/api/stores/1")).status).toBe(401);
    expect((await t.request("POST", "/api/stores", { cookie: t.cookie, origin: FOREIGN_ORIGIN, body: valid })).status).toBe(403);
  });
});
