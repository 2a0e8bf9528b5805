import { programSchema } from "@app/core";
import { describe, expect, it } from "vitest";
import { engines, FOREIGN_ORIGIN, useTestContext } from "../test/test-app";

describe.each(engines)("affiliate programs API on %s", (engine) => {
  const t = useTestContext(engine);

  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/programs", { cookie: t.cookie, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return programSchema.parse(await res.json());
  };

  it("creates with the defaults and lists in id order", async () => {
    const created = await create({ name: "Crep Protect", description: "Care products", affiliateLink: "", notes: "  " });
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Crep Protect",
      description: "Care products",
      averageCommission: "0.00",
      price: "0.00",
      commissionPercentage: 30,
      affiliateLink: null,
      logoUrl: null,
      category: "general",
      notes: null,
    });
    await create({
      name: "StockX",
      description: "Resale",
      averageCommission: 8.75,
      price: "0",
      commissionPercentage: 3,
      affiliateLink: "https://stockx.com/affiliates",
    });
    const list = programSchema.array().parse(await (await t.request("GET", "/api/programs", { cookie: t.cookie })).json());
    expect(list.map((p) => p.name)).toEqual(["Crep Protect", "StockX"]);
    expect(list[1]?.averageCommission).toBe("8.75");
  });

  it("updates (200), deletes (204, empty) and answers 404 for unknown ids", async () => {
    const p = await create({ name: "A", description: "B" });
    const res = await t.request("PATCH", `/api/programs/${p.id}`, {
      cookie: t.cookie,
      body: { commissionPercentage: 12, notes: "paid monthly" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ commissionPercentage: 12, notes: "paid monthly", name: "A" });
    const del = await t.request("DELETE", `/api/programs/${p.id}`, { cookie: t.cookie });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe("");
    expect((await t.request("PATCH", `/api/programs/${p.id}`, { cookie: t.cookie, body: { name: "x" } })).status).toBe(404);
    expect((await t.request("DELETE", `/api/programs/${p.id}`, { cookie: t.cookie })).status).toBe(404);
    expect((await t.request("DELETE", "/api/programs/1.5", { cookie: t.cookie })).status).toBe(400);
  });

  it("rejects invalid input with a 400 naming the field", async () => {
    for (const [body, field] of [
      [{ description: "B" }, "name"],
      [{ name: "A", description: "" }, "description"],
      [{ name: "A", description: "B", commissionPercentage: 101 }, "commissionPercentage"],
      [{ name: "A", description: "B", averageCommission: "-3" }, "averageCommission"],
      [{ name: "A", description: "B", affiliateLink: "ftp://x" }, "affiliateLink"],
    ] as const) {
      const res = await t.request("POST", "/api/programs", { cookie: t.cookie, body });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message.startsWith(`${field}:`)).toBe(true);
    }
  });

  it("every call is admin-only, and cookie writes need a same-origin Origin", async () => {
    const p = await create({ name: "A", description: "B" });
    expect((await t.request("GET", "/api/programs")).status).toBe(401);
    expect((await t.request("POST", "/api/programs", { body: { name: "A", description: "B" } })).status).toBe(401);
    expect((await t.request("PATCH", `/api/programs/${p.id}`, { body: { name: "x" } })).status).toBe(401);
    expect((await t.request("DELETE", `/api/programs/${p.id}`)).status).toBe(401);
    expect((await t.request("DELETE", `/api/programs/${p.id}`, { cookie: t.cookie, origin: null })).status).toBe(403);
    expect(
      (await t.request("POST", "/api/programs", { cookie: t.cookie, origin: FOREIGN_ORIGIN, body: { name: "A", description: "B" } }))
        .status,
    ).toBe(403);
  });
});
