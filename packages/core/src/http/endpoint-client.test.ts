import { describe, expect, it } from "vitest";
import { createApiClient } from "./client";
import { endpointUrl } from "./endpoint-client";
import { createPublicApi } from "./public-api";
import type { Transport, TransportRequest } from "./transport";

/** A transport answering `body` (with `link` as its Link header) and keeping what it was asked. */
function answering(body: unknown, link?: string) {
  const seen: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    seen.push(request);
    return { status: 200, statusText: "OK", body: JSON.stringify(body), link };
  };
  return { seen, transport };
}

describe("calls walked from the endpoint table", () => {
  it("fills the path's parameters and writes the query as the server reads it", () => {
    expect(endpointUrl("products.update", { params: { id: 7 } })).toBe("/api/products/7");
    expect(endpointUrl("blog.get", { params: { slug: "a b/c" } })).toBe("/api/blog/a%20b%2Fc");
    expect(endpointUrl("products.adminPage", { query: { q: "crate", ids: [1, 2], cursor: null, sort: undefined } })).toBe(
      "/api/admin/products?q=crate&ids=1%2C2",
    );
    expect(endpointUrl("products.import", { query: { partial: true } })).toBe("/api/admin/products/import?partial=1");
    expect(endpointUrl("products.import", { query: { partial: false } })).toBe("/api/admin/products/import");
  });

  it("sends each call with its method and body, a write without a body of its own with an empty object", async () => {
    const { seen, transport } = answering({ message: "ok" });
    const api = createPublicApi(transport);
    await api.alerts.watch({ body: { email: "a@example.com", productSlug: "crate", targetPrice: "10" } });
    await api.alerts.confirm({ query: { token: "t" } });
    expect(seen.map((r) => [r.method, r.path, r.body])).toEqual([
      ["POST", "/api/alerts/watches", JSON.stringify({ email: "a@example.com", productSlug: "crate", targetPrice: "10" })],
      ["POST", "/api/alerts/confirm?token=t", "{}"],
    ]);
  });

  it("answers a paged list as its items and the next page: a cursor, a numbered page's number, or null", async () => {
    const byCursor = answering([{ id: 1 }], '</api/admin/stores?cursor=abc>; rel="next"');
    expect(await createPublicApi(byCursor.transport).stores.adminPage()).toEqual({ items: [{ id: 1 }], next: "abc" });
    const numbered = answering([], '</api/products?limit=24&page=3>; rel="next"');
    expect((await createPublicApi(numbered.transport).products.list()).next).toBe("3");
    const last = answering({ broken: 0 });
    expect(await createPublicApi(last.transport).links.health()).toEqual({ broken: 0, next: null });
  });

  it("has the admin's client parse each answer with the entry's schema", async () => {
    const { transport } = answering({ isAdmin: "yes" });
    await expect(createApiClient(transport).admin.status()).rejects.toThrow();
    expect(await createPublicApi(transport).admin.status()).toEqual({ isAdmin: "yes" });
  });
});
