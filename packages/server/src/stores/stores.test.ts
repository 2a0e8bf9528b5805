import { storeSchema } from "@app/core";
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
    for (const body of [
      {},
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
