import { resourceSchema, type ResourceCreate } from "@app/core";
import { RESOURCE_CATEGORIES, RESOURCES } from "@app/core/content";
import { describe, expect, it } from "vitest";
import { engines, FOREIGN_ORIGIN, useTestContext } from "../test/test-app";
import { seedResources } from "./resources.service";

describe.each(engines)("brand listings API on %s", (engine) => {
  const t = useTestContext(engine);
  const valid: ResourceCreate = {
    name: "Sneaker Lab",
    url: "https://sneakerlab.example",
    description: "Cleaning and care products.",
    logo: "",
    category: "Care & Cleaning",
  };
  const list = async () => resourceSchema.array().parse(await (await t.request("GET", "/api/resources")).json());
  const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

  it("seeds the SPEC's 37 listings into an empty table once, and lists them in the category order", async () => {
    expect(await seedResources(t.db, RESOURCES)).toBe(37);
    const listed = await list();
    expect(listed).toHaveLength(37);
    const ranks = listed.map((r) => RESOURCE_CATEGORIES.indexOf(r.category));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(listed[0]?.name).toBe(RESOURCES[0]?.name);
    // A start after the admin edited the listings leaves them as they are.
    await t.request("DELETE", `/api/resources/${listed[0]?.id}`, { cookie: t.cookie });
    expect(await seedResources(t.db, RESOURCES)).toBe(0);
    expect(await list()).toHaveLength(36);
  });

  it("adds, edits and removes a listing; a name listed in any case is a 409", async () => {
    const res = await t.request("POST", "/api/resources", { cookie: t.cookie, body: valid });
    expect(res.status).toBe(201);
    const created = resourceSchema.parse(await res.json());
    expect((await list()).map((r) => r.name)).toContain("Sneaker Lab");
    const dup = await t.request("POST", "/api/resources", { cookie: t.cookie, body: { ...valid, name: "SNEAKER LAB" } });
    expect(dup.status).toBe(409);
    expect(await messageOf(dup)).toMatch(/^name:/);
    const edited = await t.request("PATCH", `/api/resources/${created.id}`, {
      cookie: t.cookie,
      body: { category: "Retailers", logo: "/images/logos/nike.webp" },
    });
    expect(resourceSchema.parse(await edited.json())).toMatchObject({ category: "Retailers", logo: "/images/logos/nike.webp" });
    expect((await t.request("DELETE", `/api/resources/${created.id}`, { cookie: t.cookie })).status).toBe(204);
    expect((await t.request("DELETE", `/api/resources/${created.id}`, { cookie: t.cookie })).status).toBe(404);
    expect((await t.request("PATCH", `/api/resources/${created.id}`, { cookie: t.cookie, body: { name: "x" } })).status).toBe(404);
  });

  it("validates every field: 400 naming it", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: " " }, /^name: is required/],
      [{ url: "nike.com" }, /^url: must be an http\(s\) URL/],
      [{ description: "" }, /^description: is required/],
      [{ logo: "javascript:x" }, /^logo:/],
      [{ category: "Shoes" }, /^category: must be one of: Brands/],
    ];
    for (const [change, message] of cases) {
      const res = await t.request("POST", "/api/resources", { cookie: t.cookie, body: { ...valid, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await messageOf(res)).toMatch(message);
    }
    expect((await t.request("PATCH", "/api/resources/1", { cookie: t.cookie, body: {} })).status).toBe(400);
  });

  it("pages the admin's list in name order, searched by name; needs a session; writes need a same-origin Origin", async () => {
    for (const name of ["beta", "Alpha", "gamma"])
      await t.request("POST", "/api/resources", { cookie: t.cookie, body: { ...valid, name } });
    expect((await t.request("GET", "/api/admin/resources")).status).toBe(401);
    const first = await t.request("GET", "/api/admin/resources?limit=2", { cookie: t.cookie });
    expect(
      resourceSchema
        .array()
        .parse(await first.json())
        .map((r) => r.name),
    ).toEqual(["Alpha", "beta"]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("Link") ?? "")?.[1] as string;
    expect(
      resourceSchema
        .array()
        .parse(await (await t.request("GET", next, { cookie: t.cookie })).json())
        .map((r) => r.name),
    ).toEqual(["gamma"]);
    const searched = await t.request("GET", "/api/admin/resources?q=AMM", { cookie: t.cookie });
    expect(
      resourceSchema
        .array()
        .parse(await searched.json())
        .map((r) => r.name),
    ).toEqual(["gamma"]);
    expect((await t.request("POST", "/api/resources", { body: valid })).status).toBe(401);
    expect((await t.request("POST", "/api/resources", { cookie: t.cookie, origin: FOREIGN_ORIGIN, body: valid })).status).toBe(403);
  });
});
