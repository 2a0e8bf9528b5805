import { storeNearSchema, storeSchema, type StoreCreate } from "@app/core";
import { describe, expect, it } from "vitest";
import { stores } from "../db/schema";
import { engines, useTestContext } from "../test/test-app";

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

const store = (name: string, city: string, extra: Partial<StoreCreate> = {}): StoreCreate => ({
  name,
  address: "1 Main St",
  city,
  state: "",
  country: "Japan",
  status: "boutique",
  ...extra,
});

describe.each(engines)("store pages on %s", (engine) => {
  const t = useTestContext(engine);
  const create = async (body: StoreCreate) => {
    const res = await t.request("POST", "/api/stores", { cookie: t.cookie, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return storeSchema.parse(await res.json());
  };

  it("makes a slug from the name, the city then a number on a clash, and keeps it when the store is renamed", async () => {
    const first = await create(store("Café Kicks & Co.", "Kyoto"));
    expect(first.slug).toBe("cafe-kicks-and-co");
    expect((await create(store("Cafe Kicks and Co", "Osaka"))).slug).toBe("cafe-kicks-and-co-osaka");
    expect((await create(store("Cafe Kicks and Co", "Osaka"))).slug).toBe("cafe-kicks-and-co-osaka-2");
    const renamed = await t.request("PATCH", `/api/stores/${first.id}`, { cookie: t.cookie, body: { name: "Kicks Kyoto", city: "Nara" } });
    expect(storeSchema.parse(await renamed.json())).toMatchObject({ name: "Kicks Kyoto", slug: "cafe-kicks-and-co" });
    // Rows written without a slug (an import, the demo data of an older release) get one made from the name.
    await t.db.insert(stores).values({ name: "Kicks Kyoto", address: "2 Main St", city: "Nara", state: "", country: "Japan" });
    const page = await t.request("GET", "/api/stores/kicks-kyoto");
    expect(page.status).toBe(200);
    expect(storeSchema.parse(await page.json())).toMatchObject({ name: "Kicks Kyoto", address: "2 Main St" });
  });

  it("gives concurrent adds of one name different slugs", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.request("POST", "/api/stores", { cookie: t.cookie, body: store("Twin Shop", "Tokyo") })),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 201));
    const slugs = await Promise.all(results.map(async (r) => storeSchema.parse(await r.json()).slug));
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toContain("twin-shop");
    expect(slugs).toContain("twin-shop-tokyo");
  });

  it("answers a store by its slug (any letter case); unknown or malformed slugs are 404", async () => {
    const created = await create(store("Atmos Harajuku", "Tokyo", { latitude: 35.6695, longitude: 139.7055, phone: "+81 3 5766 5566" }));
    const res = await t.request("GET", "/api/stores/Atmos-Harajuku");
    expect(res.status).toBe(200);
    expect(storeSchema.parse(await res.json())).toEqual(created);
    for (const path of [
      "/api/stores/nope",
      "/api/stores/a%00b",
      `/api/stores/${"x".repeat(5000)}`,
      "/api/stores/-x-",
      "/api/stores/%E2%9C%93",
    ]) {
      const missing = await t.request("GET", path);
      expect(missing.status, path).toBe(404);
      expect(await missing.json()).toEqual({ message: "Store not found" });
    }
  });

  it("checks coordinates: numbers within their range, both or neither (400 naming the field)", async () => {
    const cases: [Partial<StoreCreate>, RegExp][] = [
      [{ latitude: 90.5, longitude: 0 }, /^latitude: must be between -90 and 90/],
      [{ latitude: -91, longitude: 0 }, /^latitude: must be between -90 and 90/],
      [{ latitude: 0, longitude: 180.01 }, /^longitude: must be between -180 and 180/],
      [{ latitude: 0, longitude: -181 }, /^longitude: must be between -180 and 180/],
      [{ latitude: "north", longitude: 0 }, /^latitude: must be a number/],
      [{ latitude: 10, longitude: true }, /^longitude: must be a number/],
      [{ latitude: 10 }, /^longitude: is required with latitude/],
      [{ latitude: 10, longitude: "" }, /^longitude: is required with latitude/],
      [{ longitude: 10 }, /^latitude: is required with longitude/],
    ];
    for (const [change, message] of cases) {
      const res = await t.request("POST", "/api/stores", { cookie: t.cookie, body: store("Somewhere", "Tokyo", change) });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await messageOf(res), JSON.stringify(change)).toMatch(message);
    }
    // The admin's form sends text; blank is none.
    const typed = await create(store("Typed", "Tokyo", { latitude: " 35.5 ", longitude: "139.25" }));
    expect(typed).toMatchObject({ latitude: 35.5, longitude: 139.25 });
    const none = await create(store("Nowhere", "Tokyo", { latitude: "", longitude: null }));
    expect(none).toMatchObject({ latitude: null, longitude: null });
    // An edit is checked against the coordinates as stored.
    const half = await t.request("PATCH", `/api/stores/${none.id}`, { cookie: t.cookie, body: { latitude: 1 } });
    expect(half.status).toBe(400);
    expect(await messageOf(half)).toMatch(/^longitude: is required with latitude/);
    const moved = await t.request("PATCH", `/api/stores/${typed.id}`, { cookie: t.cookie, body: { latitude: -12.5 } });
    expect(storeSchema.parse(await moved.json())).toMatchObject({ latitude: -12.5, longitude: 139.25 });
    const cleared = await t.request("PATCH", `/api/stores/${typed.id}`, { cookie: t.cookie, body: { latitude: null, longitude: null } });
    expect(storeSchema.parse(await cleared.json())).toMatchObject({ latitude: null, longitude: null });
    const out = await t.request("PATCH", `/api/stores/${typed.id}`, { cookie: t.cookie, body: { latitude: 100, longitude: 0 } });
    expect(await messageOf(out)).toMatch(/^latitude: must be between -90 and 90/);
  });

  it("sorts by distance in the database: real cities within 1% of their geodesic distance, stores without coordinates last", async () => {
    const cities = {
      "New York": [40.7128, -74.006],
      Boston: [42.3601, -71.0589],
      "Los Angeles": [34.0522, -118.2437],
      London: [51.5074, -0.1278],
      Paris: [48.8566, 2.3522],
      Tokyo: [35.6762, 139.6503],
      Sydney: [-33.8688, 151.2093],
    } as const;
    for (const [city, [latitude, longitude]] of Object.entries(cities)) await create(store(`Shop ${city}`, city, { latitude, longitude }));
    await create(store("A shop without a place", "Nowhere"));
    // WGS 84 geodesic distances from New York (Vincenty's formula on the ellipsoid): what a map service says.
    const fromNewYork: [string, number][] = [
      ["Shop New York", 0],
      ["Shop Boston", 306.5],
      ["Shop Los Angeles", 3944.4],
      ["Shop London", 5585.2],
      ["Shop Paris", 5852.9],
      ["Shop Tokyo", 10875.7],
      ["Shop Sydney", 15988.0],
    ];
    const res = await t.request("GET", "/api/stores?near=40.7128,-74.0060");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toMatch(/private/);
    const near = storeNearSchema.array().parse(await res.json());
    expect(near.map((s) => s.name)).toEqual([...fromNewYork.map(([name]) => name), "A shop without a place"]);
    for (const [name, km] of fromNewYork) {
      const got = near.find((s) => s.name === name)?.distanceKm as number;
      if (km === 0) expect(got).toBeLessThan(0.001);
      else expect(Math.abs(got - km) / km, `${name}: ${got}`).toBeLessThan(0.01);
    }
    expect(near.at(-1)?.distanceKm).toBeNull();
    // From Paris: London is next door; from the antipodes of Tokyo's side, Sydney comes first.
    const fromParis = storeNearSchema.array().parse(await (await t.request("GET", "/api/stores?near=48.8566,2.3522")).json());
    expect(fromParis.slice(0, 2).map((s) => s.name)).toEqual(["Shop Paris", "Shop London"]);
    expect(Math.abs((fromParis[1]?.distanceKm as number) - 343.9) / 343.9).toBeLessThan(0.01);
    const fromSouth = storeNearSchema.array().parse(await (await t.request("GET", "/api/stores?near=-37.8,144.96")).json());
    expect(fromSouth.slice(0, 2).map((s) => s.name)).toEqual(["Shop Sydney", "Shop Tokyo"]);
    // Without near: the directory's order, no distances.
    const plain = (await (await t.request("GET", "/api/stores")).json()) as Record<string, unknown>[];
    expect(plain[0]).not.toHaveProperty("distanceKm");
  });

  it("refuses a malformed near: 400 naming it", async () => {
    for (const near of ["", "40.7", "40.7,-74,1", "north,west", "91,0", "0,180.5", "40.7%00,1", `${"1".repeat(500)},1`, "1e3,2"]) {
      const res = await t.request("GET", `/api/stores?near=${near}`);
      expect(res.status, near).toBe(400);
      expect(await messageOf(res), near).toMatch(/^near: /);
    }
  });
});
