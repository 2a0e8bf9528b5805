import { tweetSchema } from "@app/core";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { REFERS_TO_DELETED } from "../app";
import { affiliatePrograms, products } from "../db/schema";
import { engines, FOREIGN_ORIGIN, useTestContext } from "../test/test-app";

describe.each(engines)("tweets API on %s", (engine) => {
  const t = useTestContext(engine);
  let productId: number;
  let programId: number;
  beforeEach(async () => {
    const [p] = await t.db
      .insert(products)
      .values({ title: "Bag", price: "10", imageUrl: "/x.svg", productUrl: "https://x.example" })
      .returning();
    const [g] = await t.db.insert(affiliatePrograms).values({ name: "P", description: "D" }).returning();
    productId = p?.id as number;
    programId = g?.id as number;
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/tweets", { cookie: t.cookie, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return tweetSchema.parse(await res.json());
  };

  it("creates with the defaults (draft, product, twitter, no schedule)", async () => {
    const created = await create({ content: "New drop 👟" });
    expect(created).toMatchObject({
      content: "New drop 👟",
      status: "draft",
      tweetType: "product",
      platform: "twitter",
      scheduledFor: null,
      relatedProductId: null,
      relatedProgramId: null,
    });
    const scheduled = await create({
      content: "Later",
      status: "scheduled",
      tweetType: "affiliate",
      scheduledFor: "2030-01-02T03:04:05+02:00",
      relatedProductId: productId,
      relatedProgramId: programId,
    });
    expect(scheduled).toMatchObject({ scheduledFor: "2030-01-02T01:04:05.000Z", relatedProductId: productId, relatedProgramId: programId });
    const list = tweetSchema.array().parse(await (await t.request("GET", "/api/tweets", { cookie: t.cookie })).json());
    // The queue: the scheduled tweet before the draft.
    expect(list.map((x) => x.content)).toEqual(["Later", "New drop 👟"]);
  });

  it("validates content length (280 as X weighs it: emoji 2), enums and related ids", async () => {
    expect((await t.request("POST", "/api/tweets", { cookie: t.cookie, body: { content: "👟".repeat(140) } })).status).toBe(201);
    for (const [body, field] of [
      [{ content: "" }, "content"],
      [{ content: "x".repeat(281) }, "content"],
      [{ content: "👟".repeat(141) }, "content"],
      [{ content: "x", status: "sent" }, "status"],
      [{ content: "x", tweetType: "thread" }, "tweetType"],
      [{ content: "x", platform: "mastodon" }, "platform"],
      [{ content: "x", scheduledFor: "tomorrow" }, "scheduledFor"],
      [{ content: "x", relatedProductId: 9999 }, "relatedProductId"],
      [{ content: "x", relatedProgramId: 9999 }, "relatedProgramId"],
    ] as const) {
      const res = await t.request("POST", "/api/tweets", { cookie: t.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message.startsWith(`${field}:`)).toBe(true);
    }
  });

  it("updates, deletes with 204, 404 for unknown ids; deleting a product clears the link", async () => {
    const tw = await create({ content: "x", relatedProductId: productId });
    // Only X's answer makes a tweet published: an admin cannot set it.
    const refused = await t.request("PATCH", `/api/tweets/${tw.id}`, { cookie: t.cookie, body: { status: "published" } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^status: must be draft or scheduled/);
    const res = await t.request("PATCH", `/api/tweets/${tw.id}`, { cookie: t.cookie, body: { content: "y", scheduledFor: null } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "draft", content: "y", relatedProductId: productId });
    expect((await t.request("PATCH", `/api/tweets/${tw.id}`, { cookie: t.cookie, body: { relatedProgramId: 424242 } })).status).toBe(400);

    expect((await t.request("DELETE", `/api/products/${productId}`, { cookie: t.cookie })).status).toBe(204);
    const [after] = tweetSchema.array().parse(await (await t.request("GET", "/api/tweets", { cookie: t.cookie })).json());
    expect(after?.relatedProductId).toBeNull();

    const del = await t.request("DELETE", `/api/tweets/${tw.id}`, { cookie: t.cookie });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe("");
    expect((await t.request("DELETE", `/api/tweets/${tw.id}`, { cookie: t.cookie })).status).toBe(404);
    expect((await t.request("PATCH", "/api/tweets/77", { cookie: t.cookie, body: { content: "y" } })).status).toBe(404);
  });

  it("answers 409, not 500, when the product a tweet names is deleted between the check and the write", async () => {
    // The race made certain: the product goes in the same statement as the insert, after the route checked it.
    await t.db.execute(sql`create function test_delete_related() returns trigger language plpgsql as $$
      begin delete from products where id = new.related_product_id; return new; end $$`);
    await t.db.execute(sql`create trigger test_delete_related before insert on tweets for each row execute function test_delete_related()`);
    try {
      const res = await t.request("POST", "/api/tweets", { cookie: t.cookie, body: { content: "x", relatedProductId: productId } });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: REFERS_TO_DELETED });
      expect(t.log.errors).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger test_delete_related on tweets`);
      await t.db.execute(sql`drop function test_delete_related()`);
    }
  });

  it("every call is admin-only; bearer tokens skip the Origin check", async () => {
    expect((await t.request("GET", "/api/tweets")).status).toBe(401);
    expect((await t.request("POST", "/api/tweets", { body: { content: "x" } })).status).toBe(401);
    expect((await t.request("PATCH", "/api/tweets/1", { body: { content: "x" } })).status).toBe(401);
    expect((await t.request("DELETE", "/api/tweets/1")).status).toBe(401);
    expect((await t.request("POST", "/api/tweets", { cookie: t.cookie, origin: FOREIGN_ORIGIN, body: { content: "x" } })).status).toBe(403);
    const token = await t.loginToken();
    expect((await t.request("POST", "/api/tweets", { token, origin: FOREIGN_ORIGIN, body: { content: "x" } })).status).toBe(201);
  });
});
