import { type ApiClient, createApiClient, type Page, type TransportRequest } from "@app/core";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { paths } from "./api-types.generated";
import { API_TYPES_FILE, apiTypesSource } from "./api-types";
import { readFile } from "node:fs/promises";

/**
 * The admin's API client (core's createApiClient, which the site's admin and the desktop app use) checked against the
 * OpenAPI document: at compile time (pnpm typecheck) each call's body must be what the document accepts and its
 * answer what the document says the route sends, both ways; at run time each call must go to the method and path
 * named for it here, so the table cannot drift from the client.
 */

type Method = "get" | "post" | "patch" | "delete";
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { "application/json": infer J } } ? J : never;
/** The JSON the document says a route answers with its success status. */
type Answer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201 | 202>]> : never;
/** The JSON body the document says a route takes. */
type Body<P extends keyof paths, M extends Method> = Operation<P, M> extends { requestBody: infer B } ? Json<B> : never;
/** The query the document says a route takes. */
type Query<P extends keyof paths, M extends Method> = Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never;

/** A and B accept each other's values (the same shape however each is written). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
/**
 * Whatever the client may send as a body (C) the document accepts (D): no field the document lacks, and each field's
 * type within the document's. A field the client types as `unknown` (a core schema that normalises its input first,
 * z.preprocess) is left to the server's check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose<T> = { [K in keyof T]: unknown extends T[K] ? any : T[K] };
type Sendable<C, D> = [Exclude<keyof C, keyof D>] extends [never] ? ([Loose<C>] extends [D] ? true : false) : false;
/** The client's query parameters are all documented (their values go as text). */
type Queryable<C, D> = [Exclude<keyof C, keyof NonNullable<D>>] extends [never] ? true : false;
type Items<T> = T extends Page<infer I> ? I[] : never;

type Admin = ApiClient;

// Answers: what the client parses is what the document says the route sends.
expectTypeOf<Same<Result<Admin["health"]>, Answer<"/api/health", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["config"]>, Answer<"/api/config", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["admin"]["status"]>, Answer<"/api/admin/status", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["admin"]["login"]>, Answer<"/api/admin/login", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["products"]["list"]>, Answer<"/api/products", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Items<Result<Admin["products"]["adminPage"]>>, Answer<"/api/admin/products", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["products"]["adminList"]>, Answer<"/api/admin/products", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["products"]["create"]>, Answer<"/api/products", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["products"]["update"]>, Answer<"/api/products/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["products"]["extract"]>, Answer<"/api/extract-amazon-product", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["stores"]["list"]>, Answer<"/api/stores", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["stores"]["update"]>, Answer<"/api/stores/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["search"]>, Answer<"/api/search", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["blog"]["list"]>, Answer<"/api/blog", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["blog"]["get"]>, Answer<"/api/blog/{slug}", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["blog"]["create"]>, Answer<"/api/blog", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["blog"]["generate"]>, Answer<"/api/blog/generate", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["blog"]["generationStatus"]>, Answer<"/api/blog/generate/status", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Items<Result<Admin["blog"]["adminPage"]>>, Answer<"/api/admin/posts", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["blog"]["adminGet"]>, Answer<"/api/admin/posts/{id}", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["blog"]["update"]>, Answer<"/api/admin/posts/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["programs"]["list"]>, Answer<"/api/programs", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["programs"]["create"]>, Answer<"/api/programs", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["programs"]["update"]>, Answer<"/api/programs/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Items<Result<Admin["tweets"]["page"]>>, Answer<"/api/tweets", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["tweets"]["create"]>, Answer<"/api/tweets", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["tweets"]["update"]>, Answer<"/api/tweets/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["tweets"]["retry"]>, Answer<"/api/tweets/{id}/retry", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["tweets"]["posting"]>, Answer<"/api/tweets/posting", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["tweets"]["share"]>, Answer<"/api/tweets/share", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["clicks"]["stats"]>, Answer<"/api/admin/clicks", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Items<Result<Admin["clicks"]["products"]>>, Answer<"/api/admin/clicks/products", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["earnings"]["report"]>, Answer<"/api/admin/earnings", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["earnings"]["products"]>, Answer<"/api/admin/earnings/products", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["earnings"]["import"]>, Answer<"/api/admin/earnings/import", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["products"]["import"]>, Answer<"/api/admin/products/import", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["earnings"]["trackingIds"]>, Answer<"/api/admin/earnings/tracking-ids", "get">>>().toEqualTypeOf<true>();
expectTypeOf<
  Same<Result<Admin["earnings"]["saveTrackingIds"]>, Answer<"/api/admin/earnings/tracking-ids", "post">>
>().toEqualTypeOf<true>();
expectTypeOf<Same<Omit<Result<Admin["links"]["health"]>, "next">, Answer<"/api/admin/links", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Items<Result<Admin["links"]["brokenProducts"]>>, Answer<"/api/admin/links/products", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Omit<Result<Admin["subscribers"]["list"]>, "next">, Answer<"/api/admin/subscribers", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Same<Result<Admin["subscribers"]["testMail"]>, Answer<"/api/admin/subscribers/test-mail", "post">>>().toEqualTypeOf<true>();

// Bodies and queries: whatever the client may send, the document accepts.
expectTypeOf<Sendable<Parameters<Admin["admin"]["login"]>[0], Body<"/api/admin/login", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["products"]["create"]>[0], Body<"/api/products", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["products"]["update"]>[1], Body<"/api/products/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<
  Sendable<{ url: Parameters<Admin["products"]["extract"]>[0] }, Body<"/api/extract-amazon-product", "post">>
>().toEqualTypeOf<true>();
expectTypeOf<
  Queryable<NonNullable<Parameters<Admin["products"]["adminPage"]>[0]>, Query<"/api/admin/products", "get">>
>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["stores"]["update"]>[1], Body<"/api/stores/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["blog"]["create"]>[0], Body<"/api/blog", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["blog"]["generate"]>[0], Body<"/api/blog/generate", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["blog"]["update"]>[1], Body<"/api/admin/posts/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<Queryable<NonNullable<Parameters<Admin["blog"]["adminPage"]>[0]>, Query<"/api/admin/posts", "get">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["programs"]["create"]>[0], Body<"/api/programs", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["programs"]["update"]>[1], Body<"/api/programs/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["tweets"]["create"]>[0], Body<"/api/tweets", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["tweets"]["update"]>[1], Body<"/api/tweets/{id}", "patch">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["tweets"]["share"]>[0], Body<"/api/tweets/share", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<{ url: string }, Body<"/api/admin/links/acknowledge", "post">>>().toEqualTypeOf<true>();
expectTypeOf<Sendable<Parameters<Admin["earnings"]["import"]>[0], Body<"/api/admin/earnings/import", "post">>>().toEqualTypeOf<true>();
expectTypeOf<
  Sendable<Parameters<Admin["earnings"]["saveTrackingIds"]>[0], Body<"/api/admin/earnings/tracking-ids", "post">>
>().toEqualTypeOf<true>();
expectTypeOf<
  Queryable<NonNullable<Parameters<Admin["earnings"]["report"]>[0]>, Query<"/api/admin/earnings", "get">>
>().toEqualTypeOf<true>();

/** Each client call, and the method and documented path it must use (ids and slugs stand for the path's parameters). */
const CALLS: [string, (api: ApiClient) => Promise<unknown>, Uppercase<Method>, keyof paths][] = [
  ["health", (api) => api.health(), "GET", "/api/health"],
  ["config", (api) => api.config(), "GET", "/api/config"],
  ["admin.status", (api) => api.admin.status(), "GET", "/api/admin/status"],
  ["admin.login", (api) => api.admin.login({ password: "x" }), "POST", "/api/admin/login"],
  ["admin.logout", (api) => api.admin.logout(), "POST", "/api/admin/logout"],
  ["products.list", (api) => api.products.list(), "GET", "/api/products"],
  ["products.adminPage", (api) => api.products.adminPage({ q: "x" }), "GET", "/api/admin/products"],
  [
    "products.create",
    (api) => api.products.create({ title: "x", price: "1", imageUrl: "/x.svg", productUrl: "https://x.example" }),
    "POST",
    "/api/products",
  ],
  ["products.update", (api) => api.products.update(7, { title: "y" }), "PATCH", "/api/products/{id}"],
  ["products.remove", (api) => api.products.remove(7), "DELETE", "/api/products/{id}"],
  ["products.extract", (api) => api.products.extract("https://x.example"), "POST", "/api/extract-amazon-product"],
  [
    "products.import",
    (api) => api.products.import({ text: "title", type: "text/csv" }, { partial: true }),
    "POST",
    "/api/admin/products/import",
  ],
  ["stores.list", (api) => api.stores.list(), "GET", "/api/stores"],
  ["stores.update", (api) => api.stores.update(7, { rakutenMerchantId: "1" }), "PATCH", "/api/stores/{id}"],
  ["search", (api) => api.search("crate"), "GET", "/api/search"],
  ["blog.list", (api) => api.blog.list(), "GET", "/api/blog"],
  ["blog.get", (api) => api.blog.get("a-post"), "GET", "/api/blog/{slug}"],
  ["blog.create", (api) => api.blog.create({ title: "x", slug: "x", content: "x" }), "POST", "/api/blog"],
  [
    "blog.generate",
    (api) => api.blog.generate({ topic: "x", contentType: "review", keywords: [], targetWordCount: 800 }),
    "POST",
    "/api/blog/generate",
  ],
  ["blog.generationStatus", (api) => api.blog.generationStatus(), "GET", "/api/blog/generate/status"],
  ["blog.adminPage", (api) => api.blog.adminPage(), "GET", "/api/admin/posts"],
  ["blog.adminGet", (api) => api.blog.adminGet(7), "GET", "/api/admin/posts/{id}"],
  ["blog.update", (api) => api.blog.update(7, { title: "y" }), "PATCH", "/api/admin/posts/{id}"],
  ["blog.remove", (api) => api.blog.remove(7), "DELETE", "/api/admin/posts/{id}"],
  ["programs.list", (api) => api.programs.list(), "GET", "/api/programs"],
  ["programs.create", (api) => api.programs.create({ name: "x", description: "x", category: "x" }), "POST", "/api/programs"],
  ["programs.update", (api) => api.programs.update(7, { name: "y" }), "PATCH", "/api/programs/{id}"],
  ["programs.remove", (api) => api.programs.remove(7), "DELETE", "/api/programs/{id}"],
  ["tweets.page", (api) => api.tweets.page(), "GET", "/api/tweets"],
  ["tweets.create", (api) => api.tweets.create({ content: "x" }), "POST", "/api/tweets"],
  ["tweets.update", (api) => api.tweets.update(7, { content: "y" }), "PATCH", "/api/tweets/{id}"],
  ["tweets.remove", (api) => api.tweets.remove(7), "DELETE", "/api/tweets/{id}"],
  ["tweets.retry", (api) => api.tweets.retry(7), "POST", "/api/tweets/{id}/retry"],
  ["tweets.posting", (api) => api.tweets.posting(), "GET", "/api/tweets/posting"],
  ["tweets.share", (api) => api.tweets.share({ kind: "product", id: 7 }), "POST", "/api/tweets/share"],
  ["clicks.stats", (api) => api.clicks.stats(30), "GET", "/api/admin/clicks"],
  ["clicks.products", (api) => api.clicks.products(), "GET", "/api/admin/clicks/products"],
  ["earnings.report", (api) => api.earnings.report({ from: "2026-11-01" }), "GET", "/api/admin/earnings"],
  ["earnings.products", (api) => api.earnings.products([7]), "GET", "/api/admin/earnings/products"],
  ["earnings.import", (api) => api.earnings.import({ network: "amazon", text: "x" }), "POST", "/api/admin/earnings/import"],
  ["earnings.trackingIds", (api) => api.earnings.trackingIds(), "GET", "/api/admin/earnings/tracking-ids"],
  ["earnings.saveTrackingIds", (api) => api.earnings.saveTrackingIds({ trackingIds: [] }), "POST", "/api/admin/earnings/tracking-ids"],
  ["links.health", (api) => api.links.health(), "GET", "/api/admin/links"],
  ["subscribers.list", (api) => api.subscribers.list(), "GET", "/api/admin/subscribers"],
  ["subscribers.remove", (api) => api.subscribers.remove(3), "DELETE", "/api/admin/subscribers/{id}"],
  ["subscribers.testMail", (api) => api.subscribers.testMail("a@example.com"), "POST", "/api/admin/subscribers/test-mail"],
  ["links.check", (api) => api.links.check(), "POST", "/api/admin/links/check"],
  ["links.acknowledge", (api) => api.links.acknowledge("https://x.example"), "POST", "/api/admin/links/acknowledge"],
  ["links.brokenProducts", (api) => api.links.brokenProducts(), "GET", "/api/admin/links/products"],
];

describe("the admin's API client against the OpenAPI document", () => {
  it("calls each route with the method and path the document names", async () => {
    for (const [name, call, method, path] of CALLS) {
      const sent: TransportRequest[] = [];
      const api = createApiClient(async (request) => {
        sent.push(request);
        return { status: 204, statusText: "No Content", body: "" };
      });
      await call(api).catch(() => undefined); // an empty answer fails the client's parsing: only the request matters here
      expect(sent, name).toHaveLength(1);
      const pattern = new RegExp(`^${path.replace(/\{id\}/g, "\\d+").replace(/\{slug\}/g, "[a-z0-9-]+")}(\\?.*)?$`);
      expect(sent[0]?.method, name).toBe(method);
      expect(sent[0]?.path, name).toMatch(pattern);
    }
  });

  it("is checked against the current document: api-types.generated.ts is up to date", async () => {
    const committed = await readFile(API_TYPES_FILE, "utf8");
    expect(committed === (await apiTypesSource()), "stale: run `pnpm --filter @app/server openapi:types`").toBe(true);
  });
});
